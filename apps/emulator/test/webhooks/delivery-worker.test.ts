import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/store/database.js';
import { DeliveryQueue } from '../../src/webhooks/delivery-queue.js';
import { DeliveryWorker } from '../../src/webhooks/delivery-worker.js';
import { createWebhookTables } from '../../src/webhooks/webhook-tables.js';
import { startReceiver, type Receiver } from './receiver.js';

let receiver: Receiver | undefined;
let worker: DeliveryWorker | undefined;
afterEach(async () => {
  worker?.close();
  await receiver?.close();
});

/** A queue that counts how often the worker looks for due deliveries, or for when the next one is due. */
class CountingQueue extends DeliveryQueue {
  looks = 0;
  override due(now: number, limit: number) {
    this.looks += 1;
    return super.due(now, limit);
  }
  override nextDueAt(sending: ReadonlySet<number>) {
    this.looks += 1;
    return super.nextDueAt(sending);
  }
}

describe('the delivery worker', () => {
  it('waits for deliveries in flight instead of looking for due ones again and again', async () => {
    receiver = await startReceiver();
    receiver.delayAnswers(500);
    const db = openDatabase(':memory:');
    createWebhookTables(db);
    const queue = new CountingQueue(db);
    for (let index = 0; index < 6; index += 1) {
      queue.add({ service: 'shopify', deliveryId: `delivery-${index}`, topic: 'products/update', uri: receiver.url(), headers: {}, body: '{}', createdAt: Date.now() });
    }
    worker = new DeliveryWorker({ queue, attempts: 3, firstRetryMs: 1000, timeoutMs: 5000, sign: (delivery) => delivery.headers });
    worker.kick();
    await receiver.waitFor(4);
    const looked = queue.looks;
    // Four answers are held for 500 ms, two deliveries wait their turn: nothing to do until an answer comes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(queue.looks - looked).toBe(0);
    await receiver.waitFor(6);
    await worker.idle();
    expect(queue.recent(10).map((delivery) => delivery.status)).toEqual(Array(6).fill('delivered'));
  });
});
