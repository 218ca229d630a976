import type { Db } from '../store/database.js';

/**
 * Subscriptions made through the Admin API, and every delivery (the outbox: a delivery is written in
 * the same transaction as the write that caused it, then sent and retried from here, across restarts).
 */
export function createWebhookTables(db: Db): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS webhook_subscriptions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      topic TEXT NOT NULL,
      uri TEXT NOT NULL,
      format TEXT NOT NULL,
      include_fields TEXT NOT NULL,
      api_version TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      UNIQUE (topic, uri)
    );
    CREATE TABLE IF NOT EXISTS webhook_deliveries (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      service TEXT NOT NULL,
      delivery_id TEXT NOT NULL UNIQUE,
      topic TEXT NOT NULL,
      uri TEXT NOT NULL,
      headers TEXT NOT NULL,
      body TEXT NOT NULL,
      status TEXT NOT NULL,
      attempts INTEGER NOT NULL,
      next_attempt_at INTEGER NOT NULL,
      last_status INTEGER,
      last_error TEXT,
      created_at INTEGER NOT NULL,
      delivered_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at);
  `);
}
