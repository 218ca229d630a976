import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { parseEnv } = await import('./env');
const { assertStartable } = await import('./startup-checks');
const { startupProblems, usesEmulator } = await import('./startup-rules');

const SECRET = { SESSION_SECRET: 's'.repeat(40) };
const PUBLIC_SITE = { SITE_URL: 'https://maple-audio.ca' };
const names = (problems: string[]) => problems.map((problem) => problem.split(' ')[0]);
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
    const problems = startupProblems(parseEnv({ NODE_ENV: 'production', EMULATOR: 'off', ...SECRET, ...PUBLIC_SITE }));
    expect(names(problems)).toEqual([
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
    expect(
      startupProblems(parseEnv({ NODE_ENV: 'production', ...SECRET, ...PUBLIC_SITE, ...REAL_PROVIDERS, SANITY_PROJECT_ID: 'emulator' })),
    ).toEqual([
      'SHOPIFY_STORE_DOMAIN, SHOPIFY_STOREFRONT_TOKEN, SHOPIFY_PARTNER_STOREFRONT_TOKEN, SHOPIFY_CUSTOMER_ACCOUNT_URL, SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_ID, SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_SECRET, SHOPIFY_ADMIN_TOKEN, SANITY_API_HOST, SANITY_WRITE_TOKEN point at a real service, so every provider setting must:',
      "SANITY_PROJECT_ID is still the emulator's (emulator): set the real service's",
    ]);
  });

  it('starts in production with every provider configured, and a public client needs no secret', () => {
    expect(startupProblems(parseEnv({ NODE_ENV: 'production', ...SECRET, ...PUBLIC_SITE, ...REAL_PROVIDERS }))).toEqual([]);
    const publicClient = Object.fromEntries(
      Object.entries(REAL_PROVIDERS).filter(([name]) => name !== 'SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_SECRET'),
    );
    expect(
      startupProblems(
        parseEnv({ NODE_ENV: 'production', ...SECRET, ...PUBLIC_SITE, ...publicClient, SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_TYPE: 'public' }),
      ),
    ).toEqual([]);
  });

  it('ERR-32: refuses a mix of real services and the emulator, even when told EMULATOR=on (as `npm start` says), naming each setting left', () => {
    for (const settings of [{ NODE_ENV: 'production', EMULATOR: 'on' }, { NODE_ENV: 'production' }, { NODE_ENV: 'development' }] as const) {
      const env = parseEnv({ ...settings, ...SECRET, ...PUBLIC_SITE, SHOPIFY_STORE_DOMAIN: 'https://x.myshopify.com' });
      expect(usesEmulator(env)).toBe(false);
      const problems = startupProblems(env);
      expect(problems[0]).toBe('SHOPIFY_STORE_DOMAIN points at a real service, so every provider setting must:');
      expect(names(problems.slice(1)), JSON.stringify(settings)).toEqual([
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
    }
  });

  it('ERR-32: refuses a production store off the emulator whose SITE_URL is still local, but not the emulator on localhost', () => {
    for (const site of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://shop.localhost']) {
      const problems = startupProblems(parseEnv({ NODE_ENV: 'production', ...SECRET, ...REAL_PROVIDERS, SITE_URL: site }));
      expect(names(problems), site).toEqual(['SITE_URL']);
    }
    expect(startupProblems(parseEnv({ NODE_ENV: 'production', ...SECRET, ...REAL_PROVIDERS }))[0]).toMatch(
      /^SITE_URL is http:\/\/localhost:3000: set the store's public origin/,
    );
    // `npm start` and the project's own test runs: production builds on localhost, with the emulator.
    expect(startupProblems(parseEnv({ NODE_ENV: 'production', EMULATOR: 'on', ...SECRET, SITE_URL: 'http://localhost:3100' }))).toEqual([]);
    expect(startupProblems(parseEnv({ NODE_ENV: 'development', ...SECRET, ...REAL_PROVIDERS }))).toEqual([]);
  });

  it('refuses any start without a session secret, and says how to get one', () => {
    expect(() => assertStartable(parseEnv({ NODE_ENV: 'production', ...REAL_PROVIDERS }))).toThrow(/SESSION_SECRET is not set/);
    expect(() => assertStartable(parseEnv({ NODE_ENV: 'development', EMULATOR: 'off' }))).toThrow(/npm start/);
  });
});
