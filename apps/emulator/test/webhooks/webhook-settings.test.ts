import { describe, expect, it } from 'vitest';
import { DEFAULT_WEBHOOK_SETTINGS, readWebhookSettings } from '../../src/webhooks/webhook-settings.js';
import { retryDelay } from '../../src/webhooks/delivery-worker.js';

describe('webhook settings from the environment', () => {
  it('subscribe nothing by default, with Shopify’s retry figures', () => {
    expect(readWebhookSettings({})).toEqual(DEFAULT_WEBHOOK_SETTINGS);
    expect(DEFAULT_WEBHOOK_SETTINGS).toMatchObject({ attempts: 9, timeoutMs: 5000 });
  });

  it('read the store’s addresses and secrets', () => {
    expect(
      readWebhookSettings({
        EMULATOR_WEBHOOK_URL: 'https://localhost:3443/api/webhooks/shopify',
        SHOPIFY_WEBHOOK_SECRET: 'shh',
        EMULATOR_SANITY_WEBHOOK_URL: 'http://localhost:3000/api/webhooks/sanity',
        SANITY_WEBHOOK_SECRET: 'psst',
        EMULATOR_WEBHOOK_RETRY_MS: '250',
        EMULATOR_WEBHOOK_ATTEMPTS: '3',
      }),
    ).toEqual({
      ...DEFAULT_WEBHOOK_SETTINGS,
      shopifyUrl: 'https://localhost:3443/api/webhooks/shopify',
      shopifySecret: 'shh',
      sanityUrl: 'http://localhost:3000/api/webhooks/sanity',
      sanitySecret: 'psst',
      firstRetryMs: 250,
      attempts: 3,
    });
  });

  it('stop the emulator with a message naming the variable', () => {
    expect(() => readWebhookSettings({ EMULATOR_WEBHOOK_URL: 'localhost:3000/hook', SHOPIFY_WEBHOOK_SECRET: 'x' })).toThrow('EMULATOR_WEBHOOK_URL must be an http(s) URL');
    expect(() => readWebhookSettings({ EMULATOR_WEBHOOK_URL: 'http://localhost:3000/hook' })).toThrow('EMULATOR_WEBHOOK_URL needs SHOPIFY_WEBHOOK_SECRET');
    expect(() => readWebhookSettings({ EMULATOR_SANITY_WEBHOOK_URL: 'http://localhost:3000/hook' })).toThrow('EMULATOR_SANITY_WEBHOOK_URL needs SANITY_WEBHOOK_SECRET');
    expect(() => readWebhookSettings({ EMULATOR_WEBHOOK_ATTEMPTS: '0' })).toThrow('EMULATOR_WEBHOOK_ATTEMPTS must be a whole number from 1 to 20');
  });
});

describe('the retry schedule', () => {
  it('doubles the wait each time: 8 retries after 1 s add up to about 4 minutes', () => {
    expect([1, 2, 3, 8].map((attempt) => retryDelay(1000, attempt))).toEqual([1000, 2000, 4000, 128_000]);
    expect(Array.from({ length: 8 }, (_, index) => retryDelay(1000, index + 1)).reduce((sum, wait) => sum + wait, 0)).toBe(255_000);
  });
});
