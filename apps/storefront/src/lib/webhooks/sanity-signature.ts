import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signature older (or further ahead) than this is refused: a captured delivery cannot be replayed later. */
export const SANITY_SIGNATURE_TOLERANCE_MS = 5 * 60_000;
const HEADER = /^t=(\d{13}),\s*v1=([A-Za-z0-9_-]+)$/;

export type SanitySignatureCheck = 'valid' | 'invalid' | 'expired';

/** The parts of `sanity-webhook-signature: t=<unix ms>,v1=<signature>`, or null when it is malformed. */
function parseHeader(header: string | null): { timestamp: string; signature: string } | null {
  const match = HEADER.exec(header?.trim() ?? '');
  return match ? { timestamp: match[1]!, signature: match[2]! } : null;
}

const isFresh = (timestamp: string, now: number) => Math.abs(now - Number(timestamp)) <= SANITY_SIGNATURE_TOLERANCE_MS;

/**
 * What the header alone says, before the body is read: 'invalid' when malformed, 'expired' when its time is
 * outside the tolerance (no body could make it valid), otherwise the signed time to check the body against.
 */
export function sanitySignatureTime(header: string | null, now = Date.now()): { timestamp: string } | 'invalid' | 'expired' {
  const parsed = parseHeader(header);
  if (!parsed) return 'invalid';
  return isFresh(parsed.timestamp, now) ? { timestamp: parsed.timestamp } : 'expired';
}

/**
 * Checks Sanity's `sanity-webhook-signature: t=<unix ms>,v1=<signature>`: the signature is the
 * base64url HMAC-SHA256, with the webhook's secret, of "<t>.<raw body>". Compared in constant time.
 */
export function checkSanitySignature(body: Uint8Array, header: string | null, secret: string, now = Date.now()): SanitySignatureCheck {
  const parsed = parseHeader(header);
  if (!parsed) return 'invalid';
  const expected = createHmac('sha256', secret).update(`${parsed.timestamp}.`).update(body).digest();
  const given = Buffer.from(parsed.signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return isFresh(parsed.timestamp, now) ? 'valid' : 'expired';
}
