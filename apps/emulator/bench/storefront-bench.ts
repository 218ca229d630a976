/**
 * Storefront API benchmark: cold and warm start of the emulator process, then p50/p95/p99 over HTTP
 * for the product page, a search page of 15 with filters and a collection page with filters, at
 * 20,000 products. Writes docs/emulator-benchmark.md.
 * Run: cd apps/emulator && npx tsx bench/storefront-bench.ts [--products 20000] [--requests 300]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startEmulator } from './emulator-process.js';
import { measure, storefrontPoster, seededRandom, type LatencySummary } from './latency.js';
import { writeReport, type StartTimes } from './report.js';
import { COLLECTION_PRODUCTS, FETCH_PRODUCT_BY_HANDLE, SEARCH_PRODUCTS } from './storefront-queries.js';
import { collectionRequests, readCatalogue, searchRequests } from './workloads.js';

const { values } = parseArgs({ options: { products: { type: 'string', default: '20000' }, requests: { type: 'string', default: '300' } } });
const largeSize = Number(values.products);
const requests = Number(values.requests);
const SETTLE_MS = Math.max(10_000, largeSize);

/** Cold start on an empty database (generate and seed), then a warm restart on the seeded one. */
async function startTimes(products: number): Promise<{ times: StartTimes; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `emulator-bench-${products}-`));
  const cold = await startEmulator({ products, dataDir });
  // A first search completes the full-text index the emulator builds in the background after start-up.
  await storefrontPoster(cold.origin)(SEARCH_PRODUCTS, { query: 'microphone', first: 1 });
  await cold.stop();
  const warm = await startEmulator({ products, dataDir });
  await warm.stop();
  return { times: { products, coldMs: cold.startMs, warmMs: warm.startMs }, dataDir };
}

async function latencies(dataDir: string): Promise<LatencySummary[]> {
  // Read what to ask for, then restart so the measured requests find empty caches.
  const reader = await startEmulator({ products: largeSize, dataDir });
  const catalogue = await readCatalogue(storefrontPoster(reader.origin));
  await reader.stop();
  const emulator = await startEmulator({ products: largeSize, dataDir });
  // Measure the steady state: let the start-up work done in idle time (product facet data) finish.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const post = storefrontPoster(emulator.origin);
  const random = seededRandom(3);
  const results: LatencySummary[] = [];
  try {
    results.push(
      await measure('FetchProductByHandle (product page)', requests, async (index) => {
        await post(FETCH_PRODUCT_BY_HANDLE, { handle: catalogue.handles[Math.floor(random() * catalogue.handles.length)], language: index % 2 ? 'FR' : 'EN' });
      }),
    );
    const searches = searchRequests(catalogue, requests);
    results.push(await measure('SearchProducts, 15 with filters, first visit', requests, (index) => post(SEARCH_PRODUCTS, { ...searches[index]!, first: 15 }).then(() => undefined)));
    results.push(
      await measure('SearchProducts, 15 with filters, revisited / next page', requests, async (index) => {
        const search = searches[index % 30]!;
        const { data } = await post(SEARCH_PRODUCTS, { ...search, first: 15 });
        const pageInfo = (data.search as { pageInfo: { hasNextPage: boolean; endCursor: string } }).pageInfo;
        if (index % 2 && pageInfo.hasNextPage) await post(SEARCH_PRODUCTS, { ...search, first: 15, after: pageInfo.endCursor });
      }),
    );
    const collections = collectionRequests(catalogue, requests);
    results.push(await measure('Collection products, 15 with filters, first visit', requests, (index) => post(COLLECTION_PRODUCTS, { ...collections[index]!, first: 15 }).then(() => undefined)));
    results.push(await measure('Collection products, 15 with filters, revisited', requests, (index) => post(COLLECTION_PRODUCTS, { ...collections[index % 30]!, first: 15 }).then(() => undefined)));
  } finally {
    await emulator.stop();
  }
  return results;
}

const started = new Date();
const small = await startTimes(1500);
rmSync(small.dataDir, { recursive: true, force: true });
const large = await startTimes(largeSize);
const results = await latencies(large.dataDir);
rmSync(large.dataDir, { recursive: true, force: true });
const file = writeReport({ started, starts: [small.times, large.times], products: largeSize, results });
for (const result of results) console.log(`${result.label}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`);
console.log(`Start: ${[small.times, large.times].map((times) => `${times.products} products cold ${(times.coldMs / 1000).toFixed(2)} s, warm ${(times.warmMs / 1000).toFixed(2)} s`).join('; ')}`);
console.log(`Wrote ${file}`);
