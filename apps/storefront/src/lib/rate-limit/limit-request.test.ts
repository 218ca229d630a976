import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/observability/logger';
import { PEER_ADDRESS_HEADER } from './client-address';

vi.mock('server-only', () => ({}));

// The adapter lives on globalThis (one per process): each test starts with a new one, built from its environment.
const SHARED = Symbol.for('maple.shared-cache');
const holder = globalThis as { [SHARED]?: { close(): Promise<void> } };

async function freshLimiter(env: Record<string, string>) {
  await holder[SHARED]?.close();
  delete holder[SHARED];
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return (await import('./limit-request')).limitRequest;
}

const request = (peer?: string, forwardedFor?: string) =>
  new Request('http://localhost/api/newsletter', {
    method: 'POST',
    headers: { ...(peer ? { [PEER_ADDRESS_HEADER]: peer } : {}), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });

describe('limitRequest', () => {
  beforeEach(() => vi.unstubAllEnvs());
  afterEach(async () => {
    await holder[SHARED]?.close();
    delete holder[SHARED];
  });

  it('returns null while allowed, then a 429 with Retry-After, per client', async () => {
    const limitRequest = await freshLimiter({ REDIS_URL: '' });
    const policy = { name: 'test', limit: 2, windowMs: 10_000 };
    expect(await limitRequest(request('203.0.113.9'), policy)).toBeNull();
    expect(await limitRequest(request('203.0.113.9'), policy)).toBeNull();
    const refused = await limitRequest(request('203.0.113.9'), policy);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limitRequest(request('203.0.113.10'), policy)).toBeNull();
  });

  it('is not fooled by a new forged X-Forwarded-For on each request, with or without a trusted proxy', async () => {
    for (const [hops, forwarded] of [
      ['0', (n: number) => `198.51.100.${n}`],
      ['1', (n: number) => `198.51.100.${n}, 203.0.113.44`],
    ] as const) {
      const limitRequest = await freshLimiter({
        REDIS_URL: '',
        TRUSTED_PROXY_HOPS: hops,
        TRUSTED_PROXY_CIDRS: hops === '0' ? '' : '10.0.0.0/8',
      });
      const policy = { name: `forged-${hops}`, limit: 5, windowMs: 60_000 };
      const answers = [];
      for (let n = 1; n <= 8; n += 1) answers.push((await limitRequest(request('10.0.0.2', forwarded(n)), policy))?.status ?? 200);
      expect(answers, `TRUSTED_PROXY_HOPS=${hops}`).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    }
  });

  it('ERR-23: with proxies trusted, a client that reaches the instance directly cannot choose its address', async () => {
    const limitRequest = await freshLimiter({ REDIS_URL: '', TRUSTED_PROXY_HOPS: '1', TRUSTED_PROXY_CIDRS: '10.0.0.0/8, fd00::/8' });
    const policy = { name: 'past-the-proxy', limit: 5, windowMs: 60_000 };
    const answers = [];
    // Not from a proxy's address: its own made-up X-Forwarded-For is never read.
    for (let n = 1; n <= 8; n += 1) answers.push((await limitRequest(request('198.51.100.77', `203.0.113.${n}`), policy))?.status ?? 200);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // Through the proxy, the address it saw counts, so this client still has its own budget.
    expect(await limitRequest(request('10.0.0.2', '203.0.113.1'), policy)).toBeNull();
  });

  it('keeps limiting when the configured Redis cannot be reached', async () => {
    const limitRequest = await freshLimiter({ REDIS_URL: 'redis://127.0.0.1:1' });
    const policy = { name: 'down', limit: 1, windowMs: 10_000 };
    vi.spyOn(logger(), 'warn').mockImplementation(() => {});
    expect(await limitRequest(request('198.51.100.1'), policy)).toBeNull();
    expect((await limitRequest(request('198.51.100.1'), policy))?.status).toBe(429);
  });

  it('allows each instance its share of a limit while Redis is away, so the instances together allow about the limit', async () => {
    const limitRequest = await freshLimiter({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_INSTANCES: '4' });
    const policy = { name: 'shared-out', limit: 8, windowMs: 10_000 };
    vi.spyOn(logger(), 'warn').mockImplementation(() => {});
    const statuses = [];
    for (let n = 0; n < 3; n += 1) statuses.push((await limitRequest(request('198.51.100.2'), policy))?.status ?? 200);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
