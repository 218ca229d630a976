import { createHash } from 'node:crypto';

/** Deliveries are remembered this long: Shopify retries a failed delivery for up to 48 hours. */
export const DELIVERY_MEMORY_MS = 48 * 60 * 60 * 1000;

/** A provider's id header (delivery, event, idempotency key): short, and safe inside a shared-store key. */
export const DELIVERY_ID = /^[\w.:-]{1,200}$/;

/** What a delivery claims in the shared store, and for how long; it is handled only if every claim is new. */
export interface DeliveryClaim {
  key: string;
  ttlMs: number;
}

/** A digest of what the provider signed: a replay repeats it whatever headers it is sent with. */
export function digestOf(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url');
}
