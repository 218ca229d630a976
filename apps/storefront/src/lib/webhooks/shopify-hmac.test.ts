import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isShopifySignatureValid } from './shopify-hmac';

const secret = 'shpss_test_secret_0123456789';
const body = Buffer.from('{"id":42,"handle":"mackie-thump12s"}');
const sign = (bytes: Uint8Array, key = secret) => createHmac('sha256', key).update(bytes).digest('base64');

describe("Shopify's webhook signature", () => {
  it('accepts the base64 HMAC-SHA256 of the raw body with the app secret', () => {
    expect(isShopifySignatureValid(body, sign(body), secret)).toBe(true);
    expect(isShopifySignatureValid(body, ` ${sign(body)} `, secret)).toBe(true);
  });

  it('refuses another secret, another body, a truncated or malformed signature, and none', () => {
    expect(isShopifySignatureValid(body, sign(body, 'another-secret-0123456789'), secret)).toBe(false);
    expect(isShopifySignatureValid(Buffer.from('{"id":43,"handle":"mackie-thump12s"}'), sign(body), secret)).toBe(false);
    expect(isShopifySignatureValid(body, sign(body).slice(0, 20), secret)).toBe(false);
    expect(isShopifySignatureValid(body, 'not base64 at all!', secret)).toBe(false);
    expect(isShopifySignatureValid(body, '', secret)).toBe(false);
    expect(isShopifySignatureValid(body, null, secret)).toBe(false);
  });

  it('signs bytes, not a re-encoded string: a body re-serialised differently fails', () => {
    const spaced = Buffer.from('{"id": 42, "handle": "mackie-thump12s"}');
    expect(isShopifySignatureValid(spaced, sign(body), secret)).toBe(false);
  });
});
