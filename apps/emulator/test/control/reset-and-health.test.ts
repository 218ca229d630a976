import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSanity, type SanityHarness } from '../sanity/harness.js';

let harness: SanityHarness;
beforeAll(async () => {
  harness = await startSanity();
});
afterAll(() => harness.close());

const editor = () => harness.client({ token: 'editor-token' });
const snapshot = () => harness.client({ token: 'editor-token', perspective: 'raw' }).fetch('*[] | order(_id asc)');

test('POST /__emulator/reset restores the seeded content after changes', async () => {
  const seeded = await snapshot();
  await editor().delete('logo');
  await editor().patch('faq-1').set({ 'question.en': 'Changed?' }).commit();
  await editor().createOrReplace({ _id: 'extra', _type: 'faq' });
  expect(await snapshot()).not.toEqual(seeded);

  const response = await harness.app.inject({ method: 'POST', url: '/__emulator/reset' });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toEqual({ ok: true, ms: expect.any(Number) });
  expect(body.ms).toBeLessThan(1000);
  expect(await snapshot()).toEqual(seeded);
});

test('reset runs every registered hook, in registration order', async () => {
  const calls: string[] = [];
  harness.onReset(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    calls.push('first');
  });
  harness.onReset(() => void calls.push('second'));
  await harness.app.inject({ method: 'POST', url: '/__emulator/reset' });
  expect(calls).toEqual(['first', 'second']);
});

test('GET /__emulator/health reports ok, start time, catalogue size and uptime', async () => {
  const response = await harness.app.inject({ url: '/__emulator/health' });
  expect(response.statusCode).toBe(200);
  const health = response.json();
  expect(health).toEqual({ ok: true, startedAt: expect.any(String), products: 20, uptime: expect.any(Number) });
  expect(new Date(health.startedAt).getTime()).toBeLessThanOrEqual(Date.now());
  expect(health.uptime).toBeGreaterThanOrEqual(0);
});
