import { describe, expect, it, vi } from 'vitest';
import { createReadinessProbe, type ReadinessCheck } from './readiness';

type ReadinessCheckName = ReadinessCheck['name'];

/** Checks that count their runs and answer as told. */
function checks(outcomes: Partial<Record<ReadinessCheckName, 'up' | 'down' | 'hang'>>) {
  const runs: ReadinessCheckName[] = [];
  const list: ReadinessCheck[] = (Object.keys(outcomes) as ReadinessCheckName[]).map((name) => ({
    name,
    run: async () => {
      runs.push(name);
      if (outcomes[name] === 'down') throw new Error(`connect ECONNREFUSED 10.0.0.5:443 (${name})`);
      if (outcomes[name] === 'hang') await new Promise(() => {});
    },
  }));
  return { list, runs };
}

describe('readiness', () => {
  it('is ready when every check answers', async () => {
    const { list } = checks({ configuration: 'up', storefront: 'up', redis: 'up' });
    await expect(createReadinessProbe(() => list)()).resolves.toEqual({ status: 'ready' });
  });

  it('names exactly the checks that failed, and tells the log why, not the answer', async () => {
    const { list } = checks({ configuration: 'up', storefront: 'down', redis: 'up' });
    const onFailure = vi.fn();
    const readiness = await createReadinessProbe(() => list, { onFailure })();
    expect(readiness).toEqual({ status: 'unready', failed: ['storefront'] });
    expect(JSON.stringify(readiness)).not.toContain('10.0.0.5');
    expect(onFailure).toHaveBeenCalledWith('storefront', expect.objectContaining({ message: expect.stringContaining('ECONNREFUSED') }));
    const both = checks({ configuration: 'up', storefront: 'down', redis: 'down' });
    await expect(createReadinessProbe(() => both.list)()).resolves.toEqual({ status: 'unready', failed: ['storefront', 'redis'] });
  });

  it('counts a check that does not answer in time as failed', async () => {
    const { list } = checks({ configuration: 'up', storefront: 'up', redis: 'hang' });
    await expect(createReadinessProbe(() => list, { timeoutMs: 20 })()).resolves.toEqual({ status: 'unready', failed: ['redis'] });
  });

  it('answers every probe from one result for a few seconds, so probes never load the providers', async () => {
    let now = 1_000_000;
    const { list, runs } = checks({ configuration: 'up', storefront: 'up' });
    const readiness = createReadinessProbe(() => list, { ttlMs: 5_000, now: () => now });
    // Ten probes at once share one run.
    await Promise.all(Array.from({ length: 10 }, () => readiness()));
    expect(runs).toEqual(['configuration', 'storefront']);
    now += 4_999;
    await readiness();
    expect(runs).toHaveLength(2);
    now += 2;
    await readiness();
    expect(runs).toHaveLength(4);
  });

  it('notices a recovery once the kept result has expired', async () => {
    let now = 0;
    const outcomes: Partial<Record<ReadinessCheckName, 'up' | 'down'>> = { storefront: 'down' };
    const list: ReadinessCheck[] = [{ name: 'storefront', run: async () => checks(outcomes).list[0]!.run() }];
    const readiness = createReadinessProbe(() => list, { ttlMs: 3_000, now: () => now });
    await expect(readiness()).resolves.toEqual({ status: 'unready', failed: ['storefront'] });
    outcomes.storefront = 'up';
    now += 1_000;
    await expect(readiness()).resolves.toMatchObject({ status: 'unready' });
    now += 3_000;
    await expect(readiness()).resolves.toEqual({ status: 'ready' });
  });
});
