import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether X-Shopify-Hmac-Sha256 is the base64 HMAC-SHA256 of the raw body with the app's secret, as
 * Shopify signs every webhook. Compared in constant time; any malformed header is simply not a match.
 */
export function isShopifySignatureValid(body: Uint8Array, header: string | null, secret: string): boolean {
  if (!header || !/^[A-Za-z0-9+/]+={0,2}$/.test(header.trim())) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(header.trim(), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
