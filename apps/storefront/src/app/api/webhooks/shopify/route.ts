import { isShopifyTopic, productTags, shopifyWebhookWork, type ShopifyWebhookPayload } from '@/domain/cache/webhook-tags';
import { getInventoryItemProduct } from '@/lib/admin/inventory-item-product';
import { invalidateTags } from '@/lib/cache/invalidate-tags';
import { getEnv } from '@/lib/config/env';
import { jsonError } from '@/lib/http/json-responses';
import { deliverOnce } from '@/lib/webhooks/deliver-once';
import { DELIVERY_MEMORY_MS, digestOf } from '@/lib/webhooks/delivery-keys';
import { refuseBrowserRequest } from '@/lib/webhooks/server-to-server';
import { storeShopDomain } from '@/lib/webhooks/shop-domain';
import { readShopifyHeaders } from '@/lib/webhooks/shopify-headers';
import { readWebhookBody } from '@/lib/webhooks/webhook-body';
import { isShopifySignatureValid } from '@/lib/webhooks/shopify-hmac';

/** A product with a couple of thousand variants fits; nothing Shopify sends to these topics is larger. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

async function applyDelivery(topic: Parameters<typeof shopifyWebhookWork>[0], payload: ShopifyWebhookPayload, delivery: string) {
  const work = shopifyWebhookWork(topic, payload);
  if ('tags' in work) return invalidateTags(work.tags, `${topic} ${delivery}`);
  // A stock change names an inventory item: its product is what the store's reads and pages know.
  const product = await getInventoryItemProduct(work.inventoryItemId);
  if (product) await invalidateTags(productTags(product), `${topic} ${delivery}`);
}

/**
 * POST /api/webhooks/shopify: Shopify's webhooks (products, collections, stock, shop). Its headers are
 * checked before the body is read (a well-formed signature, topic, ids, and this store's shop: 403 for
 * another's); then X-Shopify-Hmac-Sha256 over the raw body (401 otherwise). Handled once per event id,
 * delivery id and signed body alike, so a captured body sent again under new ids changes nothing, and
 * answered within a second. 404 while SHOPIFY_WEBHOOK_SECRET is not set, as if the route did not exist.
 */
export async function POST(request: Request) {
  const env = getEnv();
  const secret = env.SHOPIFY_WEBHOOK_SECRET;
  // 404 while the secret is not set, as if the route did not exist.
  if (!secret) return jsonError(404, 'Not found');
  const refused = refuseBrowserRequest(request);
  if (refused) return refused;
  const headers = readShopifyHeaders(request.headers, storeShopDomain(env));
  if (headers instanceof Response) return headers;
  const body = await readWebhookBody(request, MAX_BODY_BYTES);
  if (body instanceof Response) return body;
  if (!isShopifySignatureValid(body, headers.hmac, secret)) return jsonError(401, 'Invalid webhook signature');

  const { topic, webhookId, eventId } = headers;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    return jsonError(400, 'The webhook body is not valid JSON');
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return jsonError(400, 'The webhook body is not a JSON object');
  // A topic the store does not read is acknowledged, so Shopify does not retry it.
  if (!isShopifyTopic(topic)) return Response.json({ ok: true, ignored: topic }, { headers: { 'Cache-Control': 'no-store' } });

  return deliverOnce(
    [
      // Only the body is signed: the same body under any topic or ids is the same delivery (Shopify's bodies carry updated_at).
      { key: `webhook:shopify:body:${digestOf(body)}`, ttlMs: DELIVERY_MEMORY_MS },
      { key: `webhook:shopify:event:${eventId}`, ttlMs: DELIVERY_MEMORY_MS },
      { key: `webhook:shopify:delivery:${webhookId}`, ttlMs: DELIVERY_MEMORY_MS },
    ],
    () => applyDelivery(topic, payload as ShopifyWebhookPayload, webhookId),
    // The product behind a stock change could not be named: every store-stock read is refreshed instead.
    () => invalidateTags(['stock'], `${topic} ${webhookId} (fallback)`),
    // Shopify's X-Shopify-Triggered-At: when the change happened, for the lag metric.
    { source: 'shopify', at: Date.parse(request.headers.get('x-shopify-triggered-at') ?? '') },
  );
}
