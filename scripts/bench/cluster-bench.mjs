// The production-shaped topology measured (the cluster section of docs/quality.md, `npm run bench
// -- --only cluster`): page-cache hits served through Redis against in-process memory, the time from
// an Admin write to a fresh page on every instance, memory and Redis size under the 200-client load
// with random query strings mixed in, and Lighthouse mobile through nginx beside the direct run.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { listedProducts } from '../cluster/catalog-picks.mjs';
import { startChild } from '../cluster/child-process.mjs';
import { emulatorClient } from '../cluster/emulator-client.mjs';
import { target, untilFresh } from '../cluster/freshness.mjs';
import { distinctivePrice, setPrice, storePrice } from '../cluster/merchant.mjs';
import { redisSize } from '../cluster/redis.mjs';
import { clusterSettings } from '../cluster/settings.mjs';
import { startCluster } from '../cluster/topology.mjs';
import { nextBin, root, storefrontDir, waitForUrl } from '../lib/processes.mjs';
import { percentile } from './statistics.mjs';

const execFileAsync = promisify(execFile);
const round = (value, digits = 0) => Number(value.toFixed(digits));
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };

/** autocannon's result, with every response's time (its own percentiles skip p95). */
function cannon(url, { connections, duration, requests, headers = browserHeaders }) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections, duration, requests, headers }, (error, result) =>
      error ? reject(error) : resolve({ ...result, times }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** How the page cache answered (x-page-cache), counted over autocannon requests. */
function tallied(path, tally) {
  return {
    method: 'GET',
    path,
    onResponse: (_status, _body, _context, headers) => {
      const state = headers?.['x-page-cache'] ?? 'none';
      tally[state] = (tally[state] ?? 0) + 1;
    },
  };
}

async function residentMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The Next server process behind a `next start` launcher (it runs the server in a child). */
async function serverPid(launcher) {
  const { stdout } = await execFileAsync('pgrep', ['-P', String(launcher.child.pid)]).catch(() => ({ stdout: '' }));
  return stdout.split('\n').filter(Boolean).map(Number).at(-1) ?? launcher.child.pid;
}

/**
 * Page-cache hits served by an instance sharing Redis against one keeping its cache in process memory
 * (REDIS_URL unset), on the same warm product page, measured one after the other in one run; and how
 * often an instance finds a page another instance rendered (a shared hit).
 */
async function redisAgainstMemory(cluster, { product, duration, workDir }) {
  const [portA, portB] = cluster.settings.instancePorts;
  const memoryPort = cluster.settings.httpsPort + 3;
  const { REDIS_URL: _shared, ...memoryEnv } = cluster.env;
  const memory = startChild('instance-memory', nextBin(), ['start', '-H', 'localhost', '-p', String(memoryPort)], {
    cwd: storefrontDir,
    env: { ...memoryEnv, PORT: String(memoryPort) },
    logFile: path.join(workDir, 'instance-memory.log'),
  });
  try {
    await waitForUrl(`http://localhost:${memoryPort}/icon-192.png`, 120_000);
    const page = `/products/${product.handle}`;
    const rows = [];
    for (const [store, port] of [
      ['Redis (REDIS_URL)', portA],
      ['in-process memory', memoryPort],
    ]) {
      const tally = {};
      await cannon(`http://localhost:${port}${page}`, { connections: 10, duration: 3, requests: [tallied(page, {})] });
      const result = await cannon(`http://localhost:${port}${page}`, { connections: 10, duration, requests: [tallied(page, tally)] });
      rows.push({
        store,
        rps: round(result.requests.average),
        p50: round(percentile(result.times, 50), 1),
        p95: round(percentile(result.times, 95), 1),
        pageCache: tally,
        errors: result.errors + result.non2xx,
      });
    }
    // Pages rendered on B, then asked of A for the first time: A answers from the shared cache or renders.
    let shared = 0;
    const pages = [
      '/',
      '/fr',
      `/collections/${product.collection}`,
      `/fr/collections/${product.collection}`,
      page,
      `/fr${page}`,
      '/search?q=mixer',
      '/fr/search?q=console',
      '/brands',
      '/fr/brands',
    ];
    for (const pathname of pages) {
      for (let attempt = 0; attempt < 3; attempt += 1)
        await (await fetch(`http://localhost:${portB}${pathname}`, { headers: browserHeaders })).arrayBuffer();
      const first = await fetch(`http://localhost:${portA}${pathname}`, { headers: browserHeaders });
      await first.arrayBuffer();
      if (first.headers.get('x-page-cache') === 'HIT') shared += 1;
    }
    return { rows, ratio: round(rows[0].rps / rows[1].rps, 3), sharedHits: shared, sharedPages: pages.length };
  } finally {
    await memory.stop();
  }
}

/** `writes` price changes through the Admin API, each timed until both instances serve the new price. */
async function writeToFresh(cluster, emulator, { product, writes }) {
  const delays = [];
  const pages = (price) => ['a', 'b'].map((instance) => target(instance, `/products/${product.handle}`, [storePrice(price)]));
  for (let index = 0; index < writes; index += 1) {
    const price = distinctivePrice();
    const since = Date.now();
    await setPrice(emulator, product, price);
    const fresh = await untilFresh(cluster.client, pages(price), { since, limitMs: 30_000, graceMs: 0 });
    delays.push(Math.max(...fresh.map((item) => item.ms)));
  }
  return { writes, p50: round(percentile(delays, 50)), p95: round(percentile(delays, 95)), max: Math.max(...delays) };
}

/** 200 clients over both instances, a third of their requests with a random query string; memory and Redis before, after and settled. */
async function loadWithRandomQueries(cluster, { product, duration }) {
  const pids = await Promise.all(cluster.instances.map(serverPid));
  const paths = ['/', `/collections/${product.collection}`, `/products/${product.handle}`, '/search?q=mixer', '/cart'];
  let count = 0;
  const requests = paths.flatMap((pathname) => [
    { method: 'GET', path: pathname },
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `${pathname}${pathname.includes('?') ? '&' : '?'}k=${(count += 1)}-${Math.random().toString(36).slice(2)}`,
      }),
    },
  ]);
  const snapshot = async () => ({
    memoryMb: (await Promise.all(pids.map(residentMb))).map((value) => round(value)),
    redis: await redisSize(cluster.settings.redisPort),
  });
  const before = await snapshot();
  const results = await Promise.all(
    cluster.settings.instancePorts.map((port) => cannon(`http://localhost:${port}`, { connections: 100, duration, requests })),
  );
  const after = await snapshot();
  await sleep(15_000);
  const settled = await snapshot();
  return {
    connections: 200,
    duration,
    requests: results.reduce((sum, result) => sum + result.requests.total, 0),
    fiveHundreds: results.reduce((sum, result) => sum + (result['5xx'] ?? 0), 0),
    timeouts: results.reduce((sum, result) => sum + result.timeouts, 0),
    randomQueries: count,
    before,
    after,
    settled,
  };
}

/** Lighthouse mobile (its defaults: slow 4G, 4x CPU) on the same pages through nginx and straight to an instance, in a child that trusts the run's certificate. */
async function lighthouseThroughNginx(cluster, { pages }) {
  const urls = pages.flatMap((pathname) => [
    `${cluster.settings.origin}${pathname}`,
    `http://localhost:${cluster.settings.instancePorts[0]}${pathname}`,
  ]);
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench/lighthouse-urls.mjs'), ...urls], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: cluster.certificate.trust },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`Lighthouse runs failed (exit ${code})`);
  const reports = JSON.parse(output);
  return pages.map((pathname, index) => ({ page: pathname, nginx: reports[index * 2], direct: reports[index * 2 + 1] }));
}

export async function clusterBench({ distDir, products, quick = false }) {
  const settings = clusterSettings();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'maple-cluster-bench-'));
  const cluster = await startCluster(settings, { workDir, distDir, products });
  try {
    const emulator = emulatorClient(settings.emulatorPort);
    const [product, other] = await listedProducts(emulator, 2);
    const figures = { measuredOn: new Date().toISOString().slice(0, 10) };
    // Each part printed as it is measured, so a later failure does not lose the minutes spent before it.
    const measure = async (name, work) => {
      figures[name] = await work();
      console.log(`cluster ${name}: ${JSON.stringify(figures[name])}`);
    };
    await measure('redisAgainstMemory', () => redisAgainstMemory(cluster, { product: other, duration: quick ? 5 : 15, workDir }));
    await measure('writeToFresh', () => writeToFresh(cluster, emulator, { product, writes: quick ? 10 : 50 }));
    await measure('load', () => loadWithRandomQueries(cluster, { product: other, duration: quick ? 10 : 60 }));
    await measure('lighthouse', () =>
      lighthouseThroughNginx(cluster, {
        pages: quick ? [`/products/${product.handle}`] : ['/', `/collections/${product.collection}`, `/products/${product.handle}`],
      }),
    );
    rmSync(workDir, { recursive: true, force: true });
    return figures;
  } finally {
    await cluster.stop();
  }
}
