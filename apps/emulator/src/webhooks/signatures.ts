import { createHmac } from 'node:crypto';

/** X-Shopify-Hmac-Sha256: the base64 HMAC-SHA256 of the raw body, keyed with the app's client secret. */
export function shopifyHmac(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('base64');
}

/** sanity-webhook-signature: `t=<unix ms>,v1=<base64url HMAC-SHA256 of "<t>.<body>">`. */
export function sanitySignature(body: string, secret: string, timestampMs: number): string {
  const digest = createHmac('sha256', secret).update(`${timestampMs}.${body}`, 'utf8').digest('base64url');
  return `t=${timestampMs},v1=${digest}`;
}
