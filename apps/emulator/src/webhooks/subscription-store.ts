import type { Db } from '../store/database.js';
import type { TopicEnum } from './shopify-topics.js';

/** A webhook subscription made with webhookSubscriptionCreate (Shopify's WebhookSubscription). */
export interface SubscriptionRecord {
  id: number;
  topic: TopicEnum;
  uri: string;
  format: 'JSON';
  /** Top-level payload fields to send; empty for all of them. */
  includeFields: string[];
  /** The Admin API version the subscription was made with: payloads and X-Shopify-API-Version follow it. */
  apiVersion: string;
  createdAt: string;
  updatedAt: string;
}

interface Row {
  id: number;
  topic: string;
  uri: string;
  format: string;
  include_fields: string;
  api_version: string;
  created_at: string;
  updated_at: string;
}

const toRecord = (row: Row): SubscriptionRecord => ({
  id: row.id,
  topic: row.topic as TopicEnum,
  uri: row.uri,
  format: 'JSON',
  includeFields: JSON.parse(row.include_fields) as string[],
  apiVersion: row.api_version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The Admin API's webhook subscriptions, in SQLite so a restart keeps them. */
export class SubscriptionStore {
  constructor(private readonly db: Db) {}

  create(input: Omit<SubscriptionRecord, 'id' | 'createdAt' | 'updatedAt'>, at: string): SubscriptionRecord {
    const result = this.db
      .prepare('INSERT INTO webhook_subscriptions (topic, uri, format, include_fields, api_version, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(input.topic, input.uri, input.format, JSON.stringify(input.includeFields), input.apiVersion, at, at);
    return this.byId(Number(result.lastInsertRowid))!;
  }

  byId(id: number): SubscriptionRecord | undefined {
    const row = this.db.prepare('SELECT * FROM webhook_subscriptions WHERE id = ?').get(id) as Row | undefined;
    return row ? toRecord(row) : undefined;
  }

  find(topic: TopicEnum, uri: string): SubscriptionRecord | undefined {
    const row = this.db.prepare('SELECT * FROM webhook_subscriptions WHERE topic = ? AND uri = ?').get(topic, uri) as Row | undefined;
    return row ? toRecord(row) : undefined;
  }

  /** Every subscription, oldest first. */
  all(): SubscriptionRecord[] {
    return (this.db.prepare('SELECT * FROM webhook_subscriptions ORDER BY id').all() as unknown as Row[]).map(toRecord);
  }

  forTopic(topic: TopicEnum): SubscriptionRecord[] {
    return (this.db.prepare('SELECT * FROM webhook_subscriptions WHERE topic = ? ORDER BY id').all(topic) as unknown as Row[]).map(toRecord);
  }

  delete(id: number): boolean {
    return this.db.prepare('DELETE FROM webhook_subscriptions WHERE id = ?').run(id).changes > 0;
  }
}
