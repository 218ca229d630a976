import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A signature older (or further ahead) than this is refused: a captured delivery cannot be replayed later.
 * @internal exported for its tests
 */
export const SANITY_SIGNATURE_TOLERANCE_MS = 5 * 60_000;
const HEADER = /^t=(\d{13}),\s*v1=([A-Za-z0-9_-]+)$/;

export type SanitySignatureCheck = 'valid' | 'invalid' | 'expired';

/**
 * Checks Sanity's `sanity-webhook-signature: t=<unix ms>,v1=<signature>`: the signature is the
 * base64url HMAC-SHA256, with the webhook's secret, of "<t>.<raw body>". Compared in constant time.
 */
export function checkSanitySignature(body: Uint8Array, header: string | null, secret: string, now = Date.now()): SanitySignatureCheck {
  const match = HEADER.exec(header?.trim() ?? '');
  if (!match) return 'invalid';
  const [, timestamp, signature] = match as unknown as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Math.abs(now - Number(timestamp)) <= SANITY_SIGNATURE_TOLERANCE_MS ? 'valid' : 'expired';
}
