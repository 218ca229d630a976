import { NextRequest, NextResponse } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/observability/logger';
import type { CachedPage } from './page-cache-store';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/config/env', () => ({
  getEnv: () => ({
    NODE_ENV: 'production',
    SITE_URL: 'http://localhost',
    PAGE_CACHE_SECONDS: 10,
    PAGE_CACHE_STALE_SECONDS: 50,
    PAGE_CACHE_MAX_MB: 64,
    LOG_LEVEL: 'info',
  }),
}));
// The render for the cache asks this server for the page over HTTP; here it is a counted stand-in.
const renderForCache = vi.fn<(key: string) => Promise<CachedPage | null>>();
vi.mock('./render-for-cache', () => ({ renderForCache }));
const { answerFromPageCache, CACHE_STATUS_HEADER, FILTERED_PAGES_PER_COLLECTION, MAX_CONCURRENT_FILLS } =
  await import('./shared-page-cache');

const renderedPage = (nonce: string): CachedPage => ({
  body: new TextEncoder().encode(`<html data-session="none"><script nonce="${nonce}"></script></html>`),
  nonce,
  headers: [['content-type', 'text/html; charset=utf-8']],
  tags: ['product:a'],
  storedAt: Date.now(),
});

let probe = 0;
// A search query of its own keeps each test's page apart (the key holds only what a page reads).
const uniquePath = (pathname: string) => `${pathname}?q=probe-${(probe += 1)}`;

/** One visitor's request for the page, as proxy.ts asks the cache after locale routing let it through. */
async function ask(path: string) {
  const routed = NextResponse.next();
  const answer = await answerFromPageCache(new NextRequest(`http://localhost${path}`), routed, `fresh-${probe}`);
  return { answer, status: (answer ?? routed).headers.get(CACHE_STATUS_HEADER) };
}

/** A render that finishes when the test says so, like a page still rendering while others ask for it. */
function slowRender(result: CachedPage | null) {
  let finish = () => {};
  const rendered = new Promise<CachedPage | null>((resolve) => (finish = () => resolve(result)));
  renderForCache.mockImplementationOnce(() => rendered);
  return () => finish();
}

describe('shared page cache', () => {
  beforeEach(() => renderForCache.mockReset());
  afterEach(() => vi.useRealTimers());

  it('renders a page asked for once only for that visitor', async () => {
    const path = uniquePath('/');
    expect((await ask(path)).status).toBe('MISS');
    expect(renderForCache).not.toHaveBeenCalled();
  });

  it('answers the requests that miss a page while it renders for the cache from that one render', async () => {
    const path = uniquePath('/products/mackie-thump12s');
    expect((await ask(path)).status).toBe('MISS');
    const finish = slowRender(renderedPage('rendered-with'));
    const [starter, ...waiting] = Array.from({ length: 50 }, () => ask(path));
    // The request that starts the render for the cache does not wait for it: its own render streams.
    expect((await starter!).status).toBe('MISS');
    finish();
    const answers = await Promise.all(waiting);
    expect(renderForCache).toHaveBeenCalledTimes(1);
    expect(answers.map(({ status }) => status)).toEqual(Array(49).fill('HIT'));
    const html = await answers[0]!.answer!.text();
    expect(html).toContain(`nonce="fresh-`);
    expect(html).not.toContain('rendered-with');
  });

  it('lets the waiting requests render themselves when the render gave nothing to store, and declines the page for a while', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const path = uniquePath('/products/no-such-product');
    await ask(path);
    const finish = slowRender(null);
    const asked = Array.from({ length: 5 }, () => ask(path));
    finish();
    expect((await Promise.all(asked)).map(({ status }) => status)).toEqual(Array(5).fill('MISS'));
    expect(renderForCache).toHaveBeenCalledTimes(1);

    // Within the fresh window nobody waits for, or starts, another render of that page.
    vi.advanceTimersByTime(10_000);
    expect((await ask(path)).status).toBe('MISS');
    expect(renderForCache).toHaveBeenCalledTimes(1);
    // After it, the page is rendered for the cache again.
    vi.advanceTimersByTime(1);
    renderForCache.mockResolvedValueOnce(renderedPage('later'));
    expect((await ask(path)).status).toBe('MISS');
    await vi.waitFor(async () => expect((await ask(path)).status).toBe('HIT'));
    expect(renderForCache).toHaveBeenCalledTimes(2);
  });

  it('logs a render for the cache that fails in one line, and declines the page', async () => {
    const warn = vi.spyOn(logger(), 'warn').mockImplementation(() => {});
    const path = uniquePath('/products/top-deal');
    await ask(path);
    renderForCache.mockRejectedValueOnce(new Error('The operation was aborted due to timeout'));
    expect((await ask(path)).status).toBe('MISS');
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        { err: expect.objectContaining({ message: 'The operation was aborted due to timeout' }) },
        `Page cache: rendering ${path} failed`,
      ),
    );
    expect((await ask(path)).status).toBe('MISS');
    expect(renderForCache).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('answers a stale page at once while one fresh copy renders', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const path = uniquePath('/search');
    await ask(path);
    renderForCache.mockResolvedValueOnce(renderedPage('first'));
    await ask(path);
    await vi.waitFor(async () => expect((await ask(path)).status).toBe('HIT'));
    vi.advanceTimersByTime(10_001);
    const finish = slowRender(renderedPage('second'));
    const stale = await Promise.all([ask(path), ask(path), ask(path)]);
    expect(stale.map(({ status }) => status)).toEqual(['STALE', 'STALE', 'STALE']);
    expect(renderForCache).toHaveBeenCalledTimes(2);
    finish();
    await vi.waitFor(async () => expect((await ask(path)).status).toBe('HIT'));
  });

  it(`renders at most ${MAX_CONCURRENT_FILLS} pages for the cache at once; the others render for their visitors`, async () => {
    const paths = Array.from({ length: MAX_CONCURRENT_FILLS + 3 }, () => uniquePath('/search'));
    for (const path of paths) await ask(path);
    const finishes = paths.map(() => slowRender(renderedPage('slow')));
    const answers = await Promise.all(paths.map((path) => ask(path)));
    expect(answers.map(({ status }) => status)).toEqual(paths.map(() => 'MISS'));
    expect(renderForCache).toHaveBeenCalledTimes(MAX_CONCURRENT_FILLS);
    for (const finish of finishes) finish();
  });

  it(`stores at most ${FILTERED_PAGES_PER_COLLECTION} price ranges of one collection a minute; the others render for their visitors`, async () => {
    renderForCache.mockImplementation(async () => renderedPage('priced'));
    const ranges = Array.from(
      { length: FILTERED_PAGES_PER_COLLECTION + 6 },
      (_, index) => `/collections/budgeted?filter.v.price.gte=${index + 0.37}`,
    );
    const statuses: (string | null)[] = [];
    for (const path of ranges) {
      await ask(path);
      await ask(path);
      // Once its render for the cache (if any) is over, a third request says whether the range was stored.
      await new Promise((resolve) => setTimeout(resolve, 0));
      statuses.push((await ask(path)).status);
    }
    expect(statuses.filter((status) => status === 'HIT')).toHaveLength(FILTERED_PAGES_PER_COLLECTION);
    expect(renderForCache).toHaveBeenCalledTimes(FILTERED_PAGES_PER_COLLECTION);
  });
});
