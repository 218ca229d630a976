import { randomUUID } from 'node:crypto';
import type { ContentDocument } from '../catalog/model.js';
import type { DeliveryQueue } from './delivery-queue.js';
import type { WebhookSettings } from './webhook-settings.js';

/** One document written or deleted by a content mutation. */
export interface ContentChange {
  id: string;
  before: ContentDocument | undefined;
  after: ContentDocument | undefined;
}

/** The content webhook the configured address stands for (Sanity's webhook id header). */
const CONTENT_WEBHOOK_ID = 'emulator-content';

export interface SanityEventDeps {
  queue: DeliveryQueue;
  settings: WebhookSettings;
  projectId: string;
  dataset: string;
  now: () => Date;
}

// Drafts and release versions have a dot in their id; a webhook without includeDrafts ignores them.
const isPublished = (id: string) => !id.includes('.');

/**
 * Turns content mutations into GROQ-powered webhook deliveries, as a webhook on every published
 * document with the default projection sends them: the whole document after the change (before it
 * for a delete).
 */
export class SanityEvents {
  constructor(private readonly deps: SanityEventDeps) {}

  contentChanged(changes: readonly ContentChange[], transactionId: string): void {
    const { settings, queue, projectId, dataset } = this.deps;
    if (!settings.sanityUrl || !settings.sanitySecret) return;
    const at = this.deps.now();
    for (const { id, before, after } of changes) {
      const document = after ?? before;
      if (!document || !isPublished(id)) continue;
      const operation = !before ? 'create' : after ? 'update' : 'delete';
      const deliveryId = randomUUID();
      queue.add({
        service: 'sanity',
        deliveryId,
        topic: operation,
        uri: settings.sanityUrl,
        body: JSON.stringify(document),
        createdAt: at.getTime(),
        headers: {
          'content-type': 'application/json',
          'idempotency-key': deliveryId,
          'sanity-project-id': projectId,
          'sanity-dataset': dataset,
          'sanity-document-id': id,
          'sanity-operation': operation,
          'sanity-transaction-id': transactionId,
          'sanity-transaction-time': at.toISOString(),
          'sanity-webhook-id': CONTENT_WEBHOOK_ID,
        },
      });
    }
  }
}
