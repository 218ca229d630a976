import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

async function cookieRulesFor(siteUrl: string) {
  vi.resetModules();
  vi.stubEnv('SITE_URL', siteUrl);
  return import('./cookie-options');
}

describe('private cookies (session, sign-in, cart)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('on an https site: __Host- prefix, Secure, httpOnly, SameSite=Lax, the whole site and no Domain', async () => {
    const { privateCookieName, privateCookieOptions } = await cookieRulesFor('https://www.maple-audio.ca');
    expect(privateCookieName('maple_session')).toBe('__Host-maple_session');
    const options = privateCookieOptions(60);
    expect(options).toEqual({ httpOnly: true, sameSite: 'lax', secure: true, path: '/', maxAge: 60 });
    expect(options).not.toHaveProperty('domain');
  });

  it('on a plain http site (local runs): no prefix, since browsers refuse __Host- cookies without Secure', async () => {
    const { privateCookieName, privateCookieOptions } = await cookieRulesFor('http://localhost:3000');
    expect(privateCookieName('cart')).toBe('cart');
    expect(privateCookieOptions(0).secure).toBe(false);
  });
});
