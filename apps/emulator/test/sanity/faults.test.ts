import { ClientError, ServerError } from '@sanity/client';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startSanity, type SanityHarness } from './harness.js';

let harness: SanityHarness;
beforeAll(async () => {
  harness = await startSanity();
});
afterEach(() => harness.faults.clear());
afterAll(() => harness.close());

/** Sets fault rules the way tests of other programs do: over HTTP. */
async function setFaults(rules: unknown[]): Promise<void> {
  const response = await fetch(`${harness.origin}/__emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules }),
  });
  expect(response.status).toBe(200);
}

const BANNERS = '*[_type == "banner"]{_id}';
const FAQ = 'count(*[_type == "faq"])';

describe('faults seen through @sanity/client', () => {
  test('429 with Retry-After: a client without retries gets a ClientError carrying the header', async () => {
    await setFaults([{ surface: 'sanity', operation: 'banner', kind: 'status', status: 429, retryAfter: 7 }]);
    const error = await harness.client({ maxRetries: 0 }).fetch(BANNERS).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({ statusCode: 429, message: 'Too Many Requests - Rate limit exceeded' });
    expect((error as ClientError).response.headers['retry-after']).toBe('7');
  });

  test('a single 429 is absorbed by the client, which retries queries by default', async () => {
    await setFaults([{ surface: 'sanity', kind: 'status', status: 429, retryAfter: 1, times: 1 }]);
    expect(await harness.client().fetch(FAQ)).toBe(3);
    expect(harness.faults.list()).toEqual([]);
  });

  test('503: a ServerError once retries are exhausted', async () => {
    await setFaults([{ surface: 'sanity', operation: '*', kind: 'status', status: 503 }]);
    const error = await harness.client({ maxRetries: 1, retryDelay: () => 10 }).fetch(FAQ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ statusCode: 503, message: 'Service Unavailable - Service Unavailable' });
  });

  test('latency of 2 s delays the answer; a client time-out shorter than that fails', async () => {
    await setFaults([{ surface: 'sanity', operation: 'faq', kind: 'latency', latencyMs: 2000, times: 1 }]);
    const started = Date.now();
    expect(await harness.client().fetch(FAQ)).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1950);

    await setFaults([{ surface: 'sanity', operation: 'faq', kind: 'latency', latencyMs: 2000 }]);
    const timedOut = await harness.client({ timeout: 300, maxRetries: 0 }).fetch(FAQ).catch((caught: unknown) => caught);
    expect(timedOut).toBeInstanceOf(Error);
    expect(timedOut).not.toBeInstanceOf(ClientError);
  });

  test('a dropped connection is a network error, not an HTTP status; one drop is retried away', async () => {
    await setFaults([{ surface: 'sanity', operation: 'banner', kind: 'drop' }]);
    const error = await harness.client({ maxRetries: 0 }).fetch(BANNERS).catch((caught: unknown) => caught);
    // undici reports the closed socket as `TypeError: fetch failed` caused by UND_ERR_SOCKET.
    expect(error).toMatchObject({ name: 'TypeError', message: 'fetch failed', cause: { code: 'UND_ERR_SOCKET' } });
    expect(error).not.toHaveProperty('statusCode');

    await setFaults([{ surface: 'sanity', operation: 'banner', kind: 'drop', times: 1 }]);
    expect(await harness.client({ retryDelay: () => 10 }).fetch(BANNERS)).toHaveLength(3);
  });

  test('rules target the document types a query filters on, `_type in [...]` included', async () => {
    await setFaults([{ surface: 'sanity', operation: 'banner', kind: 'status', status: 503 }]);
    const client = harness.client({ maxRetries: 0 });
    expect(await client.fetch(FAQ)).toBe(3);
    await expect(client.fetch(BANNERS)).rejects.toMatchObject({ statusCode: 503 });
    await expect(client.fetch('*[_type in ["faq", "banner"]]._id')).rejects.toMatchObject({ statusCode: 503 });
  });

  test('rules for another surface leave Sanity alone', async () => {
    await setFaults([{ surface: 'storefront', kind: 'status', status: 503 }]);
    expect(await harness.client({ maxRetries: 0 }).fetch(FAQ)).toBe(3);
  });
});
