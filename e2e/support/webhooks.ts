import { createHmac, randomUUID } from 'node:crypto';
import { storeURL } from './emulator';

// The secrets the end-to-end server runs with (playwright.config.ts): as Shopify and Sanity hold them.
export const SHOPIFY_WEBHOOK_SECRET = 'e2e-shopify-app-secret-0123456789';
export const SANITY_WEBHOOK_SECRET = 'e2e-sanity-webhook-secret-0123456789';
export const CACHE_ADMIN_TOKEN = 'e2e-cache-admin-token-0123456789abcdef';

interface ShopifyWebhookOptions {
  /** X-Shopify-Webhook-Id (new for each call unless given). */
  id?: string;
  /** X-Shopify-Event-Id (new for each call unless given). */
  eventId?: string;
  secret?: string;
  shopDomain?: string;
  /** The exact bytes to send, as a captured delivery would be sent again. */
  body?: string;
}

/** Posts a Shopify webhook signed as Shopify signs it (base64 HMAC-SHA256 of the raw body, with the app's secret), with every header Shopify sends. */
export async function sendShopifyWebhook(topic: string, payload: unknown, options: ShopifyWebhookOptions = {}) {
  // Shopify's payloads carry the resource's updated_at, so two changes never send the same bytes.
  const body = options.body ?? JSON.stringify({ updated_at: new Date().toISOString(), ...(payload as object) });
  const response = await fetch(`${storeURL}/api/webhooks/shopify`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-hmac-sha256': createHmac('sha256', options.secret ?? SHOPIFY_WEBHOOK_SECRET)
        .update(body)
        .digest('base64'),
      'x-shopify-webhook-id': options.id ?? randomUUID(),
      'x-shopify-shop-domain': options.shopDomain ?? 'maple-audio.myshopify.com',
      'x-shopify-api-version': '2026-04',
      'x-shopify-triggered-at': new Date().toISOString(),
      'x-shopify-event-id': options.eventId ?? randomUUID(),
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Posts a content webhook signed as Sanity signs it: t=<ms>,v1=<base64url HMAC-SHA256 of "<t>.<body>">. */
export async function sendSanityWebhook(payload: unknown, timestamp = Date.now(), idempotencyKey: string = randomUUID()) {
  const body = JSON.stringify(payload);
  const signature = createHmac('sha256', SANITY_WEBHOOK_SECRET).update(`${timestamp}.${body}`).digest('base64url');
  const response = await fetch(`${storeURL}/api/webhooks/sanity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': `t=${timestamp},v1=${signature}`,
      'idempotency-key': idempotencyKey,
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** What the store's cache holds in this instance's memory (GET /api/cache, the operator's view). */
interface CacheStats {
  backing: string;
  memory: Record<string, { entries: number; bytes: number; byRead: Record<string, number> }>;
}

export async function cacheStats(): Promise<CacheStats> {
  const response = await fetch(`${storeURL}/api/cache`, { headers: { authorization: `Bearer ${CACHE_ADMIN_TOKEN}` } });
  return response.json() as Promise<CacheStats>;
}

/** Invalidates cache tags with the manual lever (POST /api/cache). */
export async function flushCacheTags(tags: string[]): Promise<void> {
  const response = await fetch(`${storeURL}/api/cache`, {
    method: 'POST',
    headers: { authorization: `Bearer ${CACHE_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags }),
  });
  if (!response.ok) throw new Error(`Cache flush answered ${response.status}`);
}
