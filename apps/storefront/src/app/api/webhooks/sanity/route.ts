import { contentWebhookTags } from '@/domain/cache/webhook-tags';
import { invalidateTags } from '@/lib/cache/invalidate-tags';
import { getEnv } from '@/lib/config/env';
import { jsonError } from '@/lib/http/json-responses';
import { deliverOnce } from '@/lib/webhooks/deliver-once';
import { sanityClaims } from '@/lib/webhooks/sanity-claims';
import { checkSanitySignature, sanitySignatureTime } from '@/lib/webhooks/sanity-signature';
import { refuseBrowserRequest } from '@/lib/webhooks/server-to-server';
import { readWebhookBody } from '@/lib/webhooks/webhook-body';

/** The webhook's projection is a few fields of one document (README "Webhooks"). */
const MAX_BODY_BYTES = 256 * 1024;

const expiredOrInvalid = (check: 'invalid' | 'expired') =>
  jsonError(401, check === 'expired' ? 'The webhook signature has expired' : 'Invalid webhook signature');

/**
 * POST /api/webhooks/sanity: the content service's webhook for document changes. Its signature header is
 * checked before the body is read (well formed, at most five minutes old), then sanity-webhook-signature
 * (HMAC of "<timestamp>.<raw body>"; 401 otherwise). Handled once per idempotency key, signed body and
 * document revision alike, so a replay under a new idempotency key changes nothing, and answered within a
 * second. It invalidates what the document's type feeds. 404 while SANITY_WEBHOOK_SECRET is not set.
 */
export async function POST(request: Request) {
  const secret = getEnv().SANITY_WEBHOOK_SECRET;
  // 404 while the secret is not set, as if the route did not exist.
  if (!secret) return jsonError(404, 'Not found');
  const refused = refuseBrowserRequest(request);
  if (refused) return refused;
  const header = request.headers.get('sanity-webhook-signature');
  const signedAt = sanitySignatureTime(header);
  if (typeof signedAt === 'string') return expiredOrInvalid(signedAt);
  const idempotencyKey = request.headers.get('idempotency-key');
  if (idempotencyKey !== null && idempotencyKey.length > 200) return jsonError(400, 'idempotency-key is longer than 200 characters');

  const body = await readWebhookBody(request, MAX_BODY_BYTES);
  if (body instanceof Response) return body;
  const signature = checkSanitySignature(body, header, secret);
  if (signature !== 'valid') return expiredOrInvalid(signature);
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    return jsonError(400, 'The webhook body is not valid JSON');
  }
  const tags = contentWebhookTags(payload);
  const claims = sanityClaims(request.headers, signedAt.timestamp, body, payload);
  const delivery = idempotencyKey?.trim().slice(0, 80) || claims[0]!.key;
  return deliverOnce(
    claims,
    () => invalidateTags(tags, `content webhook ${delivery}`),
    () => invalidateTags(['content'], `content webhook ${delivery} (fallback)`),
    // The signature's time is when the content service sent it, for the lag metric.
    { source: 'content', at: Number(signedAt.timestamp) },
  );
}
