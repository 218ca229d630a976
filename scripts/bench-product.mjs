#!/usr/bin/env node
// Product page server timing, written to docs/product-page-benchmark.md:
//   1. builds the storefront into .next-bench-product against a seeded emulator (skip: --skip-build);
//   2. picks --pages products that are for sale and measures, over real HTTP on this machine:
//      - first visit: nothing in the data cache yet (provider reads through the emulator + render);
//      - warm: the page's data cached, so the per-request render is template work only; sequential
//        and with --concurrency clients, English and French, plain and variant URLs, --requests each;
//   3. prints the table and, with --write, replaces docs/product-page-benchmark.md.
// Options: --skip-build, --write, --pages 20, --requests 400, --concurrency 8, --port 3720, --emulator-port 4720.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildStorefront, nextBin, root, run, startEmulator, startService, storefrontDir, waitForUrl } from './lib/processes.mjs';
import { withLocalEmulator } from './lib/local-secrets.mjs';
import { flag, option } from './lib/command-line.mjs';
import { storefrontQuery } from './lib/emulator-graphql.mjs';

const pages = Number(option('pages', '20'));
const requests = Number(option('requests', '400'));
const concurrency = Number(option('concurrency', '8'));
const port = option('port', '3720');
const emulatorPort = option('emulator-port', '4720');
const base = `http://localhost:${port}`;
const distDir = '.next-bench-product';

const env = withLocalEmulator({
  ...process.env,
  EMULATOR_PORT: emulatorPort,
  EMULATOR_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'maple-bench-product-')),
  SITE_URL: base,
  STOREFRONT_URL: base,
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: '1',
});

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
function summarize(label, samples, wallMs) {
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const statuses = new Set(samples.map((sample) => `${sample.status} ${sample.cache}`));
  return {
    label,
    n: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1),
    rps: wallMs ? (times.length / wallMs) * 1000 : null,
    statuses: [...statuses].sort().join(', '),
  };
}

/** One GET, body read to the end; time to the last byte, as a shopper's browser would wait. */
async function timedGet(url) {
  const start = performance.now();
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status, cache: response.headers.get('cache-control')?.split(',')[0] ?? '-' };
}

async function pool(urls, clients) {
  const samples = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < urls.length) samples.push(await timedGet(urls[next++]));
    }),
  );
  return { samples, wallMs: performance.now() - start };
}

async function sampleProducts() {
  const data = await storefrontQuery(
    emulatorPort,
    `{ products(first: ${pages}, query: "available_for_sale:true", sortKey: TITLE) { nodes { handle variants(first: 2) { nodes { selectedOptions { name value } } } } } }`,
  );
  return data.products.nodes.map((product) => {
    const last = product.variants.nodes.at(-1).selectedOptions.filter((selected) => selected.value !== 'Default Title');
    return {
      handle: product.handle,
      variantQuery: new URLSearchParams(last.map((selected) => [selected.name, selected.value])).toString(),
    };
  });
}

const emulator = startEmulator(env);
let server;
try {
  await waitForUrl(`http://127.0.0.1:${emulatorPort}/__emulator/health`);
  if (!flag('skip-build')) {
    const code = await buildStorefront(env);
    if (code !== 0) throw new Error(`next build failed (${code})`);
  }
  // The data cache lives in the build directory: start every run with it empty, so first visits are cold.
  rmSync(path.join(storefrontDir, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true });
  server = startService('storefront', nextBin(), ['start', '-H', 'localhost', '-p', port], { cwd: storefrontDir, env, stdio: 'ignore' });
  await waitForUrl(`${base}/`);
  const products = await sampleProducts();
  const pagePaths = products.flatMap(({ handle }) => [`/products/${handle}`, `/fr/products/${handle}`]);
  const first = await pool(
    pagePaths.map((page) => base + page),
    1,
  );
  const warmUrls = Array.from({ length: requests }, (_, index) => {
    const product = products[index % products.length];
    const french = index % 2 === 1 ? '/fr' : '';
    const query = index % 4 >= 2 && product.variantQuery ? `?${product.variantQuery}` : '';
    return `${base}${french}/products/${product.handle}${query}`;
  });
  const warm = await pool(warmUrls, 1);
  const warmConcurrent = await pool(warmUrls, concurrency);
  // The same server answering a prerendered file: the floor this machine sets, to read the rows against.
  const ceiling = await pool(
    warmUrls.map(() => `${base}/robots.txt`),
    1,
  );

  const rows = [
    summarize(`first visit (data not cached: provider reads + render), ${pagePaths.length} pages`, first.samples),
    summarize(`warm, 1 client (en/fr, plain and variant URLs)`, warm.samples, warm.wallMs),
    summarize(`warm, ${concurrency} clients`, warmConcurrent.samples, warmConcurrent.wallMs),
    summarize(`static file on the same server (/robots.txt), 1 client`, ceiling.samples, ceiling.wallMs),
  ];
  const fmt = (value) => (value === null || value === undefined ? '–' : value.toFixed(1));
  const table = [
    '| measurement | n | p50 ms | p95 ms | p99 ms | max ms | req/s | status, cache-control |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.label} | ${row.n} | ${fmt(row.p50)} | ${fmt(row.p95)} | ${fmt(row.p99)} | ${fmt(row.max)} | ${row.rps ? row.rps.toFixed(0) : '–'} | ${row.statuses} |`,
    ),
  ].join('\n');
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} at the end`;
  console.log(`\n${table}\n\n${machine}`);

  if (flag('write')) {
    const doc = readFileSync(path.join(root, 'docs/product-page-benchmark.md'), 'utf8');
    const start = doc.indexOf('<!-- results -->');
    const end = doc.indexOf('<!-- /results -->');
    if (start === -1 || end === -1) throw new Error('docs/product-page-benchmark.md has no results markers');
    const results = `<!-- results -->\nMeasured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.\n\n${table}\n`;
    writeFileSync(path.join(root, 'docs/product-page-benchmark.md'), doc.slice(0, start) + results + doc.slice(end));
    console.log('docs/product-page-benchmark.md updated');
  }
} finally {
  server?.kill('SIGTERM');
  emulator.kill('SIGTERM');
}
