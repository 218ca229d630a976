import type { Db } from '../store/database.js';

type Service = 'shopify' | 'sanity';
type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** A webhook to send: its body and headers are fixed when the event happens, signed when sent. */
export interface NewDelivery {
  service: Service;
  /** Stable across retries: X-Shopify-Webhook-Id, or the content webhook's idempotency-key. */
  deliveryId: string;
  topic: string;
  uri: string;
  headers: Record<string, string>;
  body: string;
  /** When the event happened (epoch ms). */
  createdAt: number;
}

export interface Delivery extends NewDelivery {
  id: number;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: number;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: number | null;
}

interface Row {
  id: number;
  service: string;
  delivery_id: string;
  topic: string;
  uri: string;
  headers: string;
  body: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  last_status: number | null;
  last_error: string | null;
  created_at: number;
  delivered_at: number | null;
}

const toDelivery = (row: Row): Delivery => ({
  id: row.id,
  service: row.service as Service,
  deliveryId: row.delivery_id,
  topic: row.topic,
  uri: row.uri,
  headers: JSON.parse(row.headers) as Record<string, string>,
  body: row.body,
  status: row.status as DeliveryStatus,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastStatus: row.last_status,
  lastError: row.last_error,
  createdAt: row.created_at,
  deliveredAt: row.delivered_at,
});

/** Finished deliveries kept for GET /__emulator/webhooks; older ones are dropped. */
const KEPT_FINISHED = 1000;

/** The outbox of webhook deliveries in SQLite: pending ones survive a restart and are sent then. */
export class DeliveryQueue {
  constructor(private readonly db: Db) {}

  add(delivery: NewDelivery): void {
    this.db
      .prepare(
        `INSERT INTO webhook_deliveries (service, delivery_id, topic, uri, headers, body, status, attempts, next_attempt_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
      )
      .run(delivery.service, delivery.deliveryId, delivery.topic, delivery.uri, JSON.stringify(delivery.headers), delivery.body, delivery.createdAt, delivery.createdAt);
  }

  /** Pending deliveries whose time has come, oldest first. */
  due(now: number, limit: number): Delivery[] {
    const rows = this.db
      .prepare("SELECT * FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?")
      .all(now, limit) as unknown as Row[];
    return rows.map(toDelivery);
  }

  /** When the next pending delivery (other than those being sent) is due, or null when none is. */
  nextDueAt(sending: ReadonlySet<number>): number | null {
    const rows = this.db
      .prepare("SELECT id, next_attempt_at AS at FROM webhook_deliveries WHERE status = 'pending' ORDER BY next_attempt_at LIMIT ?")
      .all(sending.size + 1) as { id: number; at: number }[];
    return rows.find((row) => !sending.has(row.id))?.at ?? null;
  }

  markDelivered(id: number, attempts: number, status: number, at: number): void {
    this.db
      .prepare("UPDATE webhook_deliveries SET status = 'delivered', attempts = ?, last_status = ?, last_error = NULL, delivered_at = ? WHERE id = ?")
      .run(attempts, status, at, id);
    this.prune();
  }

  markRetry(id: number, attempts: number, nextAttemptAt: number, status: number | null, error: string): void {
    this.db
      .prepare('UPDATE webhook_deliveries SET attempts = ?, next_attempt_at = ?, last_status = ?, last_error = ? WHERE id = ?')
      .run(attempts, nextAttemptAt, status, error, id);
  }

  markFailed(id: number, attempts: number, status: number | null, error: string): void {
    this.db
      .prepare("UPDATE webhook_deliveries SET status = 'failed', attempts = ?, last_status = ?, last_error = ? WHERE id = ?")
      .run(attempts, status, error, id);
    this.prune();
  }

  /** The latest deliveries, newest first. */
  recent(limit: number): Delivery[] {
    return (this.db.prepare('SELECT * FROM webhook_deliveries ORDER BY id DESC LIMIT ?').all(limit) as unknown as Row[]).map(toDelivery);
  }

  private prune(): void {
    this.db
      .prepare(
        `DELETE FROM webhook_deliveries WHERE status != 'pending' AND id NOT IN
         (SELECT id FROM webhook_deliveries WHERE status != 'pending' ORDER BY id DESC LIMIT ?)`,
      )
      .run(KEPT_FINISHED);
  }
}
