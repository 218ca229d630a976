import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const env = { REDIS_URL: undefined as string | undefined };
vi.mock('@/lib/config/env', () => ({ getEnv: () => ({ ...env, LOG_LEVEL: 'silent', NODE_ENV: 'test' }) }));
const assertStartable = vi.fn();
vi.mock('@/lib/config/startup-checks', () => ({ assertStartable }));
const storefrontRequest = vi.fn();
vi.mock('@/lib/shopify/client', () => ({ storefrontRequest }));
const reachable = vi.fn();
vi.mock('@/lib/cache/shared-cache', () => ({ getSharedCache: () => ({ reachable }) }));

/** A fresh process: the kept result of an earlier test does not answer this one. */
async function route() {
  vi.resetModules();
  return import('./route');
}

beforeEach(() => {
  env.REDIS_URL = undefined;
  assertStartable.mockReset();
  storefrontRequest.mockReset().mockResolvedValue({ shop: { id: 'gid://shopify/Shop/1' } });
  reachable.mockReset().mockResolvedValue(true);
});

describe('GET /api/ready', () => {
  it('answers 200 ready, never cached, after the tiniest Storefront API query; Redis is not asked without REDIS_URL', async () => {
    const answer = await (await route()).GET();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ready' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(storefrontRequest).toHaveBeenCalledWith(expect.stringContaining('query StorefrontReady'), {});
    expect(reachable).not.toHaveBeenCalled();
  });

  it('answers 503 shutdown at once while the instance drains after SIGTERM, so load balancers stop sending to it', async () => {
    const { drainState } = await import('@/lib/observability/drain-state');
    drainState().draining = true;
    try {
      const answer = await (await route()).GET();
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ status: 'unready', failed: ['shutdown'] });
      expect(storefrontRequest).not.toHaveBeenCalled();
    } finally {
      drainState().draining = false;
    }
  });

  it('answers 503 naming the Storefront API when it fails, with no host, version or secret in the body', async () => {
    storefrontRequest.mockRejectedValue(
      new Error('connect ECONNREFUSED https://maple.myshopify.com/api/2026-04/graphql.json shpat_secret'),
    );
    const answer = await (await route()).GET();
    expect(answer.status).toBe(503);
    const body = await answer.text();
    expect(JSON.parse(body)).toEqual({ status: 'unready', failed: ['storefront'] });
    for (const leak of ['myshopify', '2026-04', 'shpat', 'ECONNREFUSED']) expect(body).not.toContain(leak);
  });

  it('asks Redis when REDIS_URL is set, and names it when it does not answer', async () => {
    env.REDIS_URL = 'redis://10.0.0.7:6379';
    reachable.mockResolvedValue(false);
    const answer = await (await route()).GET();
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: 'unready', failed: ['redis'] });
  });

  it('names the configuration when the settings no longer hold', async () => {
    assertStartable.mockImplementation(() => {
      throw new Error('SESSION_SECRET is not set');
    });
    const answer = await (await route()).GET();
    expect(await answer.json()).toEqual({ status: 'unready', failed: ['configuration'] });
  });

  it('answers probes in a burst, GET and HEAD, from one check of the providers', async () => {
    const { GET, HEAD } = await route();
    const answers = await Promise.all([GET(), GET(), HEAD(), GET(), HEAD()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await answers[2]!.text()).toBe('');
    expect(answers[2]!.headers.get('cache-control')).toBe('no-store');
    expect(storefrontRequest).toHaveBeenCalledTimes(1);
  });
});
