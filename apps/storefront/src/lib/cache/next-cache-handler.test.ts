import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../observability/logger';
import { installMetrics, type MetricsSink } from '../observability/metrics';
import { cacheFor } from './cache-policy';
import SharedCacheHandler from './next-cache-handler';
import { runRead } from './read-context';
import { createSharedCache } from './shared-cache';
import { fetchValue, useSharedCache } from './test-support/fetch-entry';

const productRead = cacheFor('product', 'mackie-thump12s');
const answer = {
  data: { product: { id: 'gid://shopify/Product/42', handle: 'mackie-thump12s', related: [{ id: 'gid://shopify/Product/7' }] } },
};
type GetContext = Parameters<SharedCacheHandler['get']>[1];
const fetchGet = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: ['_N_T_/layout'] }) as unknown as GetContext;
const fetchSet = (tags: string[]) => ({ fetchCache: true as const, tags, fetchUrl: 'https://shop.example/api/graphql.json' });

describe("Next's cache handler on the shared adapter", () => {
  beforeEach(() => useSharedCache(createSharedCache({ keyPrefix: 'test', budgets: {} })));

  it('keeps a read of the policy, tagged with every product its answer shows, and gives it back', async () => {
    const handler = new SharedCacheHandler();
    await handler.set('key-1', fetchValue(answer), fetchSet(productRead.tags));
    const hit = await handler.get('key-1', fetchGet(productRead.tags));
    expect(hit?.value).toEqual(fetchValue(answer));
    const renderTags = new Set<string>();
    await runRead(renderTags, () => handler.get('key-1', fetchGet(productRead.tags)));
    expect([...renderTags]).toEqual(
      expect.arrayContaining(['product:mackie-thump12s', 'product-id:42', 'product-id:7', 'read:product', 'all']),
    );
  });

  it("counts each lookup as a hit, stale or miss, and tells the provider call that made it (its span's maple.cache)", async () => {
    const cacheLookup = vi.fn();
    installMetrics({ cacheLookup } as unknown as MetricsSink);
    try {
      const handler = new SharedCacheHandler();
      const told: string[] = [];
      const lookUp = (key: string) =>
        runRead(
          new Set(),
          () => handler.get(key, fetchGet(productRead.tags)),
          (outcome) => told.push(outcome),
        );
      await lookUp('key-4');
      await handler.set('key-4', fetchValue(answer), fetchSet(productRead.tags));
      await lookUp('key-4');
      await handler.revalidateTag('product-id:7', { expire: 3600 });
      await lookUp('key-4');
      expect(told).toEqual(['miss', 'hit', 'stale']);
      expect(cacheLookup.mock.calls).toEqual([
        ['data', 'miss'],
        ['data', 'hit'],
        ['data', 'stale'],
      ]);
    } finally {
      installMetrics(undefined);
    }
  });

  it('never keeps a fetch outside the policy (a cart, a customer), and says so once', async () => {
    const warn = vi.spyOn(logger(), 'warn').mockImplementation(() => {});
    const handler = new SharedCacheHandler();
    await handler.set('cart', fetchValue({ cart: { id: 'gid://shopify/Cart/1' } }), fetchSet(['cart']));
    await handler.set('cart', fetchValue({ cart: { id: 'gid://shopify/Cart/1' } }), fetchSet(['cart']));
    expect(await handler.get('cart', fetchGet(['cart']))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("holds Next's revalidateTag: expired at once, or stale (refreshed in the background) with a profile", async () => {
    const handler = new SharedCacheHandler();
    await handler.set('key-2', fetchValue(answer), fetchSet(productRead.tags));
    await handler.revalidateTag('product-id:7', { expire: 3600 });
    const stale = await handler.get('key-2', fetchGet(productRead.tags));
    // Next counts an entry older than its lifetime as stale: it serves it once and fetches it again.
    expect(Date.now() - stale!.lastModified).toBeGreaterThan(300_000);
    await handler.revalidateTag(['product:mackie-thump12s']);
    expect(await handler.get('key-2', fetchGet(productRead.tags))).toBeNull();
  });

  it('expires a soft tag (revalidatePath) as well', async () => {
    const handler = new SharedCacheHandler();
    await handler.set('key-3', fetchValue(answer), fetchSet(productRead.tags));
    await handler.revalidateTag('_N_T_/layout');
    expect(await handler.get('key-3', fetchGet(productRead.tags))).toBeNull();
  });

  it('dates an entry from when its read began, so a change during the read still expires it', async () => {
    const handler = new SharedCacheHandler();
    await runRead(new Set(), async () => {
      // The webhook lands while the provider is answering with the old data.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await handler.revalidateTag('product:mackie-thump12s');
      await new Promise((resolve) => setTimeout(resolve, 5));
      await handler.set('key-4', fetchValue(answer), fetchSet(productRead.tags));
    });
    expect(await handler.get('key-4', fetchGet(productRead.tags))).toBeNull();
  });

  it("keeps Next's own route caches in this process, dropped by their tags too", async () => {
    const handler = new SharedCacheHandler();
    const route = {
      kind: 'APP_ROUTE',
      body: Buffer.from('<xml/>'),
      status: 200,
      headers: { 'x-next-cache-tags': '_N_T_/sitemap.xml,sitemap' },
    };
    await handler.set('/sitemap.xml', route as never, { cacheControl: { revalidate: 3600, expire: undefined } } as never);
    const routeGet = { kind: 'APP_ROUTE', isFallback: false } as unknown as GetContext;
    expect((await handler.get('/sitemap.xml', routeGet))?.value).toEqual(route);
    await handler.revalidateTag('sitemap');
    expect(await handler.get('/sitemap.xml', routeGet)).toBeNull();
  });
});
