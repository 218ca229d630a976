import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { parseEnv } = await import('./env');
const { assertStartable, startupProblems, usesEmulator } = await import('./startup-checks');

const SECRET = { SESSION_SECRET: 's'.repeat(40) };
const REAL_PROVIDERS = {
  SHOPIFY_STORE_DOMAIN: 'https://maple-audio.myshopify.com',
  SHOPIFY_STOREFRONT_TOKEN: 'real-storefront-token',
  SHOPIFY_PARTNER_STOREFRONT_TOKEN: 'shpat_real_partners',
  SHOPIFY_CUSTOMER_ACCOUNT_URL: 'https://shopify.com/authentication/123',
  SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_ID: 'shp_real',
  SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_SECRET: 'real-client-secret',
  SHOPIFY_ADMIN_TOKEN: 'shpat_real',
  SANITY_API_HOST: 'https://api.sanity.io',
  SANITY_PROJECT_ID: 'abc123',
  SANITY_WRITE_TOKEN: 'sk_real',
};

describe('what a start needs', () => {
  it('lets `npm start` run against the emulator (it says EMULATOR=on and brings a secret)', () => {
    expect(startupProblems(parseEnv({ NODE_ENV: 'production', EMULATOR: 'on', ...SECRET }))).toEqual([]);
    expect(startupProblems(parseEnv({ NODE_ENV: 'development', ...SECRET }))).toEqual([]);
  });

  it('refuses a production start without the emulator that still points at it, naming each setting', () => {
    const problems = startupProblems(parseEnv({ NODE_ENV: 'production', EMULATOR: 'off', ...SECRET }));
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'SHOPIFY_STORE_DOMAIN',
      'SHOPIFY_STOREFRONT_TOKEN',
      'SHOPIFY_PARTNER_STOREFRONT_TOKEN',
      'SHOPIFY_CUSTOMER_ACCOUNT_URL',
      'SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_ID',
      'SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_SECRET',
      'SHOPIFY_ADMIN_TOKEN',
      'SANITY_API_HOST',
      'SANITY_PROJECT_ID',
      'SANITY_WRITE_TOKEN',
    ]);
    expect(problems[0]).toMatch(/SHOPIFY_STORE_DOMAIN is still the emulator's \(http:\/\/127\.0\.0\.1:\d+\)/);
  });

  it('counts a production server started without saying EMULATOR=on as one without the emulator', () => {
    expect(usesEmulator(parseEnv({ NODE_ENV: 'production' }))).toBe(false);
    expect(startupProblems(parseEnv({ NODE_ENV: 'production', ...SECRET, ...REAL_PROVIDERS, SANITY_PROJECT_ID: 'emulator' }))).toEqual([
      "SANITY_PROJECT_ID is still the emulator's (emulator): set the real service's",
    ]);
  });

  it('starts in production with every provider configured, and a public client needs no secret', () => {
    expect(startupProblems(parseEnv({ NODE_ENV: 'production', ...SECRET, ...REAL_PROVIDERS }))).toEqual([]);
    const publicClient = Object.fromEntries(
      Object.entries(REAL_PROVIDERS).filter(([name]) => name !== 'SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_SECRET'),
    );
    expect(
      startupProblems(parseEnv({ NODE_ENV: 'production', ...SECRET, ...publicClient, SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_TYPE: 'public' })),
    ).toEqual([]);
  });

  it('refuses any start without a session secret, and says how to get one', () => {
    expect(() => assertStartable(parseEnv({ NODE_ENV: 'production', ...REAL_PROVIDERS }))).toThrow(/SESSION_SECRET is not set/);
    expect(() => assertStartable(parseEnv({ NODE_ENV: 'development', EMULATOR: 'off' }))).toThrow(/npm start/);
  });
});
