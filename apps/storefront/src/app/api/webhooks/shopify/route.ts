import { isShopifyTopic, productTags, shopifyWebhookWork, type ShopifyWebhookPayload } from '@/domain/cache/webhook-tags';
import { getInventoryItemProduct } from '@/lib/admin/inventory-item-product';
import { invalidateTags } from '@/lib/cache/invalidate-tags';
import { getEnv } from '@/lib/config/env';
import { jsonError } from '@/lib/http/json-responses';
import { deliverOnce } from '@/lib/webhooks/deliver-once';
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
 * POST /api/webhooks/shopify: Shopify's webhooks (products, collections, stock, shop). Verified by
 * X-Shopify-Hmac-Sha256 over the raw body (401 otherwise), handled once per X-Shopify-Webhook-Id, and
 * answered within a second. 404 while SHOPIFY_WEBHOOK_SECRET is not set, as if the route did not exist.
 */
export async function POST(request: Request) {
  const secret = getEnv().SHOPIFY_WEBHOOK_SECRET;
  // 404 while the secret is not set, as if the route did not exist.
  if (!secret) return jsonError(404, 'Not found');
  const body = await readWebhookBody(request, MAX_BODY_BYTES);
  if (body instanceof Response) return body;
  if (!isShopifySignatureValid(body, request.headers.get('x-shopify-hmac-sha256'), secret))
    return jsonError(401, 'Invalid webhook signature');

  const topic = request.headers.get('x-shopify-topic');
  const delivery = request.headers.get('x-shopify-webhook-id')?.trim() ?? '';
  if (!/^[\w.:-]{1,200}$/.test(delivery)) return jsonError(400, 'X-Shopify-Webhook-Id is missing or malformed');
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
    `webhook:shopify:${delivery}`,
    () => applyDelivery(topic, payload as ShopifyWebhookPayload, delivery),
    // The product behind a stock change could not be named: every store-stock read is refreshed instead.
    () => invalidateTags(['stock'], `${topic} ${delivery} (fallback)`),
  );
}
