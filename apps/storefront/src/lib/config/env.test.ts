import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { parseEnv, ConfigurationError } = await import('./env');

describe('parseEnv', () => {
  it('defaults every provider to the local emulator', () => {
    const env = parseEnv({});
    expect(env.SHOPIFY_STORE_DOMAIN).toBe('http://127.0.0.1:4000');
    expect(env.SHOPIFY_CUSTOMER_ACCOUNT_URL).toBe('http://127.0.0.1:4000');
    expect(env.SANITY_API_HOST).toBe('http://127.0.0.1:4000');
    expect(env.SANITY_API_VERSION).toBe('2022-03-07');
    expect(env.STORE_SHORT_NAME).toBe('maple');
    expect(env.STAFF_EMAIL).toBe('staff@maple-audio.ca');
  });

  it("turns previews on with the emulator's viewer token only while the content service is the emulator (CONT-53)", () => {
    expect(parseEnv({}).SANITY_PREVIEW_TOKEN).toBe('emulator-preview-token');
    expect(parseEnv({ SANITY_API_HOST: 'https://api.sanity.io' }).SANITY_PREVIEW_TOKEN).toBeUndefined();
    expect(parseEnv({ SANITY_API_HOST: 'https://api.sanity.io', SANITY_PREVIEW_TOKEN: '' }).SANITY_PREVIEW_TOKEN).toBeUndefined();
    expect(parseEnv({ SANITY_API_HOST: 'https://api.sanity.io', SANITY_PREVIEW_TOKEN: 'sk_viewer' }).SANITY_PREVIEW_TOKEN).toBe(
      'sk_viewer',
    );
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ STORE_NAME: '' }).STORE_NAME).toBe('Maple Audio');
  });

  it('names every bad variable in one clear message', () => {
    const attempt = () => parseEnv({ SHOPIFY_STORE_DOMAIN: 'not a url', STAFF_EMAIL: 'nobody', SHOPIFY_API_VERSION: 'v9' });
    expect(attempt).toThrow(ConfigurationError);
    expect(attempt).toThrow(/SHOPIFY_STORE_DOMAIN: must be an http\(s\) URL/);
    expect(attempt).toThrow(/STAFF_EMAIL/);
    expect(attempt).toThrow(/SHOPIFY_API_VERSION: like 2026-04/);
  });

  it('keeps metrics, traces and the drain off by default, and metrics off the store port', () => {
    const env = parseEnv({});
    expect([env.METRICS_PORT, env.OTEL_EXPORTER_OTLP_ENDPOINT, env.METRICS_HOST, env.SHUTDOWN_TIMEOUT_MS]).toEqual([
      undefined,
      undefined,
      '127.0.0.1',
      10_000,
    ]);
    expect(() => parseEnv({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT \(3000\)/);
    expect(() => parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT: must be an http\(s\) URL/,
    );
  });

  it('trusts X-Forwarded-For hops only with the proxies named, and names each mistake', () => {
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: '1' })).toThrow(/TRUSTED_PROXY_CIDRS: required when TRUSTED_PROXY_HOPS is 1/);
    expect(() => parseEnv({ TRUSTED_PROXY_CIDRS: '10.0.0.0/8' })).toThrow(/TRUSTED_PROXY_HOPS: is 0 while TRUSTED_PROXY_CIDRS is set/);
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: '1', TRUSTED_PROXY_CIDRS: '10.0.0.0/8,nginx' })).toThrow(
      /TRUSTED_PROXY_CIDRS: "nginx" is not/,
    );
    const env = parseEnv({ TRUSTED_PROXY_HOPS: '2', TRUSTED_PROXY_CIDRS: ' 10.0.0.0/8 , fd00::/8,127.0.0.1 ' });
    expect(env.TRUSTED_PROXY_CIDRS).toEqual(['10.0.0.0/8', 'fd00::/8', '127.0.0.1']);
    expect(parseEnv({}).TRUSTED_PROXY_CIDRS).toEqual([]);
  });

  it('accepts real service URLs', () => {
    const env = parseEnv({ SHOPIFY_STORE_DOMAIN: 'https://maple.myshopify.com', SANITY_API_HOST: 'https://api.sanity.io' });
    expect(env.SHOPIFY_STORE_DOMAIN).toBe('https://maple.myshopify.com');
  });
});
