import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSanity, type SanityHarness } from '../sanity/harness.js';

let harness: SanityHarness;
beforeAll(async () => {
  harness = await startSanity();
});
afterAll(() => harness.close());

const post = (payload: unknown) => harness.app.inject({ method: 'POST', url: '/__emulator/faults', payload: payload as object });

describe('POST/GET/DELETE /__emulator/faults', () => {
  test('replaces the rules with { rules }, lists them and clears them', async () => {
    const rules = [
      { surface: 'storefront', operation: 'FetchProductByHandle', kind: 'latency', latencyMs: 2000 },
      { surface: 'sanity', operation: 'banner', kind: 'status', status: 429, retryAfter: 3, times: 2 },
      { kind: 'drop', operation: 'cartCreate' },
    ];
    const set = await post({ rules });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ ok: true, rules });
    expect((await harness.app.inject({ url: '/__emulator/faults' })).json()).toEqual({ rules });
    expect(harness.faults.list()).toEqual(rules);

    expect((await post({ rules: [rules[0]] })).json().rules).toEqual([rules[0]]);

    const cleared = await harness.app.inject({ method: 'DELETE', url: '/__emulator/faults' });
    expect(cleared.json()).toEqual({ ok: true, rules: [] });
    expect(harness.faults.list()).toEqual([]);
  });

  test('accepts a single rule object for convenience', async () => {
    const response = await post({ surface: 'admin', kind: 'status', status: 503 });
    expect(response.json()).toEqual({ ok: true, rules: [{ surface: 'admin', kind: 'status', status: 503 }] });
  });

  test.each([
    [{ rules: [{ kind: 'explode' }] }, 'rules[0].kind must be one of latency, status, drop, got "explode"'],
    [{ rules: [{ kind: 'status', status: 418 }] }, 'rules[0].status must be one of 429, 500, 502, 503, got 418'],
    [{ rules: [{ kind: 'latency', latencyMs: -5 }] }, 'rules[0].latencyMs must be a number >= 0, got -5'],
    [{ rules: [{ kind: 'status', status: 429, retryAfter: -1 }] }, 'rules[0].retryAfter must be an integer >= 0, got -1'],
    [{ rules: [{ kind: 'drop', times: 0 }] }, 'rules[0].times must be an integer >= 1, got 0'],
    [{ rules: [{ kind: 'drop', surface: 'paypal' }] }, "rules[0].surface must be '*' or one of storefront, customer-account, admin, checkout, sanity, images, got \"paypal\""],
    [{ rules: [{ kind: 'latency', latency: 100 }] }, 'rules[0] has unknown field(s): latency (allowed: surface, operation, kind, latencyMs, status, retryAfter, times)'],
    [{ rules: [{ kind: 'latency', status: 503 }] }, "rules[0].status only applies to kind 'status'"],
    [{ rules: 'all' }, 'rules must be an array of fault rules'],
    [{ nothing: true }, 'Expected { "rules": [ ... ] } or a single rule object with a "kind"'],
  ])('refuses %j with a 400 and a message', async (payload, message) => {
    harness.faults.replace([{ kind: 'drop', operation: 'keep-me' }]);
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, error: 'Bad Request', message });
    expect(harness.faults.list()).toEqual([{ kind: 'drop', operation: 'keep-me' }]);
  });

  test('a body that is not JSON is a 400 in the same shape', async () => {
    const response = await harness.app.inject({ method: 'POST', url: '/__emulator/faults', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, error: 'Bad Request' });
  });
});
