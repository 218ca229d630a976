import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from './receiver.js';
import { SANITY_SECRET, startWebhookServer, type WebhookServer } from './webhook-server.js';

let receiver: Receiver;
let server: WebhookServer;

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startWebhookServer({ sanityUrl: receiver.url('/api/webhooks/sanity') });
}, 60_000);
afterAll(async () => {
  await server.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.received.length = 0;
});

async function mutate(mutations: unknown[]) {
  const response = await fetch(`${server.origin}/v2022-03-07/data/mutate/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer editor' },
    body: JSON.stringify({ mutations }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { transactionId: string };
}

/** What @sanity/webhook's isValidSignature checks: `t=<ms>,v1=<base64url HMAC-SHA256 of "<t>.<body>">`. */
function verify(header: string, body: string): boolean {
  const match = /^t=(\d+),v1=([\w-]+)$/.exec(header);
  if (!match) return false;
  return createHmac('sha256', SANITY_SECRET).update(`${match[1]}.${body}`).digest('base64url') === match[2];
}

describe('content mutations', () => {
  it('send the changed document to the content webhook, signed as Sanity signs it', async () => {
    const topBar = await fetch(`${server.origin}/v2022-03-07/data/query/production?query=${encodeURIComponent('*[_type == "topBar"][0]{_id}')}`);
    const { result } = (await topBar.json()) as { result: { _id: string } };
    const { transactionId } = await mutate([{ patch: { id: result._id, set: { englishMessage: 'Free shipping this week', frenchMessage: 'Livraison gratuite cette semaine' } } }]);
    const [delivery] = await receiver.waitFor(1);
    expect(delivery!.path).toBe('/api/webhooks/sanity');
    expect(delivery!.headers).toMatchObject({
      'content-type': 'application/json',
      'sanity-project-id': 'emulator',
      'sanity-dataset': 'production',
      'sanity-document-id': result._id,
      'sanity-operation': 'update',
      'sanity-transaction-id': transactionId,
      'sanity-webhook-id': 'emulator-content',
    });
    expect(delivery!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(verify(String(delivery!.headers['sanity-webhook-signature']), delivery!.body)).toBe(true);
    expect(JSON.parse(delivery!.body)).toMatchObject({ _id: result._id, _type: 'topBar', englishMessage: 'Free shipping this week', frenchMessage: 'Livraison gratuite cette semaine' });
  });

  it('tell creations and deletions apart, and leave drafts out', async () => {
    await mutate([{ create: { _id: 'faq-webhook', _type: 'faq', question: { en: 'Q?', fr: 'Q ?' } } }, { create: { _id: 'drafts.faq-webhook', _type: 'faq' } }]);
    await mutate([{ delete: { id: 'faq-webhook' } }]);
    const deliveries = await receiver.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toHaveLength(2);
    expect(deliveries.map((delivery) => [delivery.headers['sanity-operation'], delivery.headers['sanity-document-id']])).toEqual([
      ['create', 'faq-webhook'],
      ['delete', 'faq-webhook'],
    ]);
    // A deletion sends the document as it was.
    expect(JSON.parse(deliveries[1]!.body)).toMatchObject({ _id: 'faq-webhook', _type: 'faq' });
  });

  it('send nothing for a dry run', async () => {
    const response = await fetch(`${server.origin}/v2022-03-07/data/mutate/production?dryRun=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer editor' },
      body: JSON.stringify({ mutations: [{ create: { _id: 'dry-run', _type: 'faq' } }] }),
    });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toEqual([]);
  });
});
