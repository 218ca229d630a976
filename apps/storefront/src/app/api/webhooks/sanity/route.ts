import { createHash } from 'node:crypto';
import { contentWebhookTags } from '@/domain/cache/webhook-tags';
import { invalidateTags } from '@/lib/cache/invalidate-tags';
import { getEnv } from '@/lib/config/env';
import { jsonError } from '@/lib/http/json-responses';
import { deliverOnce } from '@/lib/webhooks/deliver-once';
import { readWebhookBody } from '@/lib/webhooks/webhook-body';
import { checkSanitySignature } from '@/lib/webhooks/sanity-signature';

/** The webhook's projection is a few fields of one document (README "Webhooks"). */
const MAX_BODY_BYTES = 256 * 1024;

/** A delivery's identity: Sanity's idempotency key, else the signature itself (a replay repeats it). */
function deliveryId(request: Request): string {
  const key = request.headers.get('idempotency-key')?.trim();
  if (key && /^[\w.:-]{1,200}$/.test(key)) return key;
  return createHash('sha256')
    .update(request.headers.get('sanity-webhook-signature') ?? '')
    .digest('base64url');
}

/**
 * POST /api/webhooks/sanity: the content service's webhook for document changes. Verified by
 * sanity-webhook-signature (HMAC of "<timestamp>.<raw body>", at most five minutes old; 401 otherwise),
 * handled once, and answered within a second. It invalidates what the document's type feeds. 404 while
 * SANITY_WEBHOOK_SECRET is not set.
 */
export async function POST(request: Request) {
  const secret = getEnv().SANITY_WEBHOOK_SECRET;
  // 404 while the secret is not set, as if the route did not exist.
  if (!secret) return jsonError(404, 'Not found');
  const body = await readWebhookBody(request, MAX_BODY_BYTES);
  if (body instanceof Response) return body;
  const signature = checkSanitySignature(body, request.headers.get('sanity-webhook-signature'), secret);
  if (signature !== 'valid')
    return jsonError(401, signature === 'expired' ? 'The webhook signature has expired' : 'Invalid webhook signature');
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    return jsonError(400, 'The webhook body is not valid JSON');
  }
  const tags = contentWebhookTags(payload);
  const delivery = deliveryId(request);
  return deliverOnce(
    `webhook:sanity:${delivery}`,
    () => invalidateTags(tags, `content webhook ${delivery}`),
    () => invalidateTags(['content'], `content webhook ${delivery} (fallback)`),
  );
}
