import { describe, expect, it } from 'vitest';
import { callbackPath, localeOfPath, safeReturnTo, storeUrl } from './return-to';

const SITE = 'https://www.maple-audio.ca';
const safe = (raw: string | null | undefined) => safeReturnTo(raw, SITE);

describe('safeReturnTo', () => {
  it('keeps a path on this store with its query', () => {
    expect(safe('/products/shure-sm58?Color=Black')).toBe('/products/shure-sm58?Color=Black');
    expect(safe('/fr/account')).toBe('/fr/account');
    expect(safe('/search?q=%C3%A9couteurs')).toBe('/search?q=%C3%A9couteurs');
    // Dot segments that stay on a path of the store are resolved, as the browser would.
    expect(safe('/fr/./cart')).toBe('/fr/cart');
  });

  // Each of these once came back as a path the browser reads as another host, or as another site outright.
  it.each([
    ['/.//x'],
    ['/x/..//x'],
    ['/%2e//x'],
    ['/%2E%2E//x'],
    ['/\t/x'],
    ['/\n/x'],
    ['/%5c%5cx'],
    ['/%5C/x'],
    ['/\\x'],
    ['//x'],
    ['/.//evil.example/after-login'],
    ['https://x'],
    ['javascript:alert(1)'],
    ['javascript:'],
    ['/%00x'],
    ['/%E0%A4%A'],
    ['account'],
    [''],
    [null],
    [undefined],
  ])('sends %j home', (raw) => expect(safe(raw)).toBe('/'));

  it('never resolves to another origin, whatever the input', () => {
    for (const raw of ['/.//evil.example', '/x/..//evil.example/phish', '/%2e//evil.example', '/\t/evil.example']) {
      expect(storeUrl(safe(raw), SITE).origin).toBe(SITE);
    }
  });

  it('never returns into the sign-in flow or the API', () => {
    expect(safe('/auth/callback?code=x')).toBe('/');
    expect(safe('/fr/auth/callback')).toBe('/');
    expect(safe('/api/auth/login')).toBe('/');
    expect(safe('/x/../api/auth/logout')).toBe('/');
  });
});

describe('storeUrl', () => {
  it('builds store paths on SITE_URL and refuses to leave it', () => {
    expect(storeUrl('/fr/cart?x=1', SITE).href).toBe('https://www.maple-audio.ca/fr/cart?x=1');
    expect(storeUrl('//evil.example/x', SITE).href).toBe('https://www.maple-audio.ca/');
    expect(storeUrl('https://evil.example/', SITE).href).toBe('https://www.maple-audio.ca/');
  });
});

describe('locale of a path', () => {
  it('is French under /fr only', () => {
    expect(localeOfPath('/fr')).toBe('fr');
    expect(localeOfPath('/fr/cart')).toBe('fr');
    expect(localeOfPath('/fr?x=1')).toBe('fr');
    expect(localeOfPath('/french-horns')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
  });

  it('picks the callback registered for the language', () => {
    expect(callbackPath('en')).toBe('/auth/callback');
    expect(callbackPath('fr')).toBe('/fr/auth/callback');
  });
});
