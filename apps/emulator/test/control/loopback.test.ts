import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSanity, type SanityHarness } from '../sanity/harness.js';

let harness: SanityHarness;
beforeAll(async () => {
  harness = await startSanity();
});
afterAll(() => harness.close());

const routes = [
  { method: 'GET', url: '/__emulator/health' },
  { method: 'POST', url: '/__emulator/reset' },
  { method: 'GET', url: '/__emulator/faults' },
  { method: 'POST', url: '/__emulator/faults', payload: { rules: [] } },
  { method: 'DELETE', url: '/__emulator/faults' },
] as const;

test.each(routes)('$method $url refuses a remote caller with 403', async (route) => {
  harness.faults.replace([{ kind: 'drop', operation: 'untouched' }]);
  const response = await harness.app.inject({ ...route, remoteAddress: '192.168.1.20' });
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ ok: false, error: 'Forbidden' });
  expect(response.json().message).toContain('192.168.1.20');
  expect(harness.faults.list()).toEqual([{ kind: 'drop', operation: 'untouched' }]);
});

test.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answers loopback callers from %s', async (remoteAddress) => {
  const response = await harness.app.inject({ url: '/__emulator/health', remoteAddress });
  expect(response.statusCode).toBe(200);
});

test('the provider APIs are not restricted to loopback', async () => {
  const response = await harness.app.inject({ url: '/v2022-03-07/data/query/production?query=1', remoteAddress: '192.168.1.20' });
  expect(response.statusCode).toBe(200);
});
