import { jsonError } from '@/lib/http/json-responses';
import { DELIVERY_ID } from './delivery-keys';

export interface ShopifyDeliveryHeaders {
  hmac: string;
  topic: string;
  /** One delivery (a retry repeats it). */
  webhookId: string;
  /** One event: the same for every delivery of it, whichever subscription (Shopify's duplicate guidance). */
  eventId: string;
}

// A base64 HMAC-SHA256 is 44 characters; anything else cannot match, so the body is not worth reading.
const HMAC = /^[A-Za-z0-9+/]{43}=$/;
const TOPIC = /^[a-z_]{1,60}\/[a-z_]{1,60}$/;

/**
 * The headers every Shopify webhook carries, checked before a byte of the body is read: a request without
 * a well-formed signature is refused at once (401), one for another shop too (403), since the app's secret
 * signs every shop's webhooks alike.
 */
export function readShopifyHeaders(headers: Headers, ourShop: string): ShopifyDeliveryHeaders | Response {
  const hmac = headers.get('x-shopify-hmac-sha256')?.trim() ?? '';
  if (!HMAC.test(hmac)) return jsonError(401, 'Invalid webhook signature');
  const topic = headers.get('x-shopify-topic')?.trim() ?? '';
  if (!TOPIC.test(topic)) return jsonError(400, 'X-Shopify-Topic is missing or malformed');
  const webhookId = headers.get('x-shopify-webhook-id')?.trim() ?? '';
  if (!DELIVERY_ID.test(webhookId)) return jsonError(400, 'X-Shopify-Webhook-Id is missing or malformed');
  const eventId = headers.get('x-shopify-event-id')?.trim() ?? '';
  if (!DELIVERY_ID.test(eventId)) return jsonError(400, 'X-Shopify-Event-Id is missing or malformed');
  const shop = headers.get('x-shopify-shop-domain')?.trim().toLowerCase();
  if (!shop) return jsonError(400, 'X-Shopify-Shop-Domain is missing');
  if (shop !== ourShop) return jsonError(403, 'This webhook is for another shop');
  return { hmac, topic, webhookId, eventId };
}
