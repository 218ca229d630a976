import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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

const request = (ip?: string) =>
  new Request('http://localhost/api/newsletter', { method: 'POST', headers: ip ? { 'x-forwarded-for': ip } : {} });

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
    expect(await limitRequest(request(), policy)).toBeNull();
  });

  it('keeps limiting when the configured Redis cannot be reached', async () => {
    const limitRequest = await freshLimiter({ REDIS_URL: 'redis://127.0.0.1:1' });
    const policy = { name: 'down', limit: 1, windowMs: 10_000 };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await limitRequest(request('198.51.100.1'), policy)).toBeNull();
    expect((await limitRequest(request('198.51.100.1'), policy))?.status).toBe(429);
  });
});
