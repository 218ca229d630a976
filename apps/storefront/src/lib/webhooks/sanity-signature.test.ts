import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSanitySignature, SANITY_SIGNATURE_TOLERANCE_MS, sanitySignatureTime } from './sanity-signature';

const secret = 'sanity_webhook_secret_0123456789';
const body = Buffer.from('{"_id":"topBar","_type":"topBar"}');
const now = 1_790_000_000_000;
const header = (timestamp: number, bytes: Uint8Array = body, key = secret) =>
  `t=${timestamp},v1=${createHmac('sha256', key).update(`${timestamp}.`).update(bytes).digest('base64url')}`;

describe("Sanity's webhook signature", () => {
  it('accepts the base64url HMAC-SHA256 of "<t>.<raw body>" made within the last five minutes', () => {
    expect(checkSanitySignature(body, header(now), secret, now)).toBe('valid');
    expect(checkSanitySignature(body, header(now - SANITY_SIGNATURE_TOLERANCE_MS), secret, now)).toBe('valid');
  });

  it('refuses an old (replayed) or far-future signature as expired', () => {
    expect(checkSanitySignature(body, header(now - SANITY_SIGNATURE_TOLERANCE_MS - 1), secret, now)).toBe('expired');
    expect(checkSanitySignature(body, header(now + SANITY_SIGNATURE_TOLERANCE_MS + 1), secret, now)).toBe('expired');
  });

  it('refuses another secret, another body, a moved timestamp and malformed headers', () => {
    expect(checkSanitySignature(body, header(now, body, 'another-secret-0123456789'), secret, now)).toBe('invalid');
    expect(checkSanitySignature(Buffer.from('{"_type":"banner"}'), header(now), secret, now)).toBe('invalid');
    expect(checkSanitySignature(body, header(now).replace(`t=${now}`, `t=${now + 1}`), secret, now)).toBe('invalid');
    for (const malformed of [null, '', 'v1=abc', `t=${now}`, `t=abc,v1=abc`, `t=${now},v1=`])
      expect(checkSanitySignature(body, malformed, secret, now)).toBe('invalid');
  });

  it('tells a malformed or expired header from the header alone, before the body is read', () => {
    expect(sanitySignatureTime(header(now), now)).toEqual({ timestamp: String(now) });
    expect(sanitySignatureTime(header(now - SANITY_SIGNATURE_TOLERANCE_MS - 1), now)).toBe('expired');
    for (const malformed of [null, '', 'v1=abc', `t=${now}`, `t=abc,v1=abc`]) expect(sanitySignatureTime(malformed, now)).toBe('invalid');
  });
});
