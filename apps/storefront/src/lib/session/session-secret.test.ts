import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { DEVELOPMENT_SESSION_SECRET, resolveSessionSecret } = await import('./session-secret');

const REAL_SECRET = 'x'.repeat(40);

describe('session secret', () => {
  it('uses SESSION_SECRET when set', () => {
    expect(resolveSessionSecret({ NODE_ENV: 'production', SITE_URL: 'https://www.maple-audio.ca', SESSION_SECRET: REAL_SECRET })).toBe(
      REAL_SECRET,
    );
  });

  it('falls back to the development secret in development and for a store served from this machine', () => {
    expect(resolveSessionSecret({ NODE_ENV: 'development', SITE_URL: 'https://www.maple-audio.ca', SESSION_SECRET: undefined })).toBe(
      DEVELOPMENT_SESSION_SECRET,
    );
    expect(resolveSessionSecret({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000', SESSION_SECRET: undefined })).toBe(
      DEVELOPMENT_SESSION_SECRET,
    );
  });

  it('refuses to run a public production store without a real secret', () => {
    expect(() =>
      resolveSessionSecret({ NODE_ENV: 'production', SITE_URL: 'https://www.maple-audio.ca', SESSION_SECRET: undefined }),
    ).toThrow(/SESSION_SECRET must be set/);
  });
});
