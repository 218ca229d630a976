// The production-topology section of docs/quality.md, from the figures cluster-bench.mjs measured.

const tally = (counts) =>
  Object.entries(counts ?? {})
    .map(([state, count]) => `${state} ${count}`)
    .join(', ') || '-';

const met = (ok) => (ok ? 'met' : '**missed**');

/** Markdown lines for the cluster figures (none for a report made before they were measured). */
export function clusterSection(cluster) {
  if (!cluster) return [];
  const { redisAgainstMemory: cache, writeToFresh: fresh, load, lighthouse } = cluster;
  const growth = () => load.settled.memoryMb.map((value, index) => value - load.before.memoryMb[index]);
  return [
    '## Production topology: nginx, two instances, Redis (`npm run bench -- --only cluster`)',
    '',
    `Measured on ${cluster.measuredOn} with the topology \`npm run test:cluster\` checks (scripts/cluster): Debian's nginx`,
    "(TLS with the run's certificate, HTTP/2, Brotli) in front of two `next start` instances of one build sharing",
    "Debian's Redis, the emulator delivering its webhooks to the store through nginx.",
    '',
    '### Page-cache hits through Redis against in-process memory',
    '',
    `A warm product page, 10 connections, one after the other: an instance sharing Redis against one with REDIS_URL unset. Goal: at least 70 % of the in-process throughput: ${met(cache.ratio >= 0.7)} (${Math.round(cache.ratio * 100)} %).`,
    '',
    '| page cache in | requests/s | p50 (ms) | p95 (ms) | x-page-cache | errors |',
    '|---|---:|---:|---:|---|---:|',
    ...cache.rows.map((row) => `| ${row.store} | ${row.rps} | ${row.p50} | ${row.p95} | ${tally(row.pageCache)} | ${row.errors} |`),
    '',
    `Pages rendered on one instance and then asked of the other for the first time: ${cache.sharedHits} of ${cache.sharedPages} answered from the shared cache (x-page-cache: HIT).`,
    '',
    '### From an Admin write to a fresh page on every instance',
    '',
    `${fresh.writes} price changes through the Admin API (productVariantsBulkUpdate), each timed from the write until both instances serve the new price on the product page through nginx. Goal: p95 at most 2 s: ${met(fresh.p95 <= 2000)}.`,
    '',
    '| writes | p50 (ms) | p95 (ms) | slowest (ms) |',
    '|---:|---:|---:|---:|',
    `| ${fresh.writes} | ${fresh.p50} | ${fresh.p95} | ${fresh.max} |`,
    '',
    `### Memory and Redis under ${load.connections} clients for ${load.duration} s, random query strings mixed in`,
    '',
    `Half the clients on each instance; half of the requests ask a key page with a query string never asked before (${load.randomQueries} of them), which must not grow the caches without bound. ${load.requests} answers, ${load.fiveHundreds} 5xx, ${load.timeouts} timeouts.`,
    '',
    '| | instance A (MB) | instance B (MB) | Redis keys | Redis memory (MB) |',
    '|---|---:|---:|---:|---:|',
    ...['before', 'after', 'settled'].map(
      (moment) =>
        `| ${{ before: 'before', after: 'right after', settled: 'settled (15 s)' }[moment]} | ${load[moment].memoryMb.join(' | ')} | ${load[moment].redis.keys} | ${(load[moment].redis.usedMemory / 1024 / 1024).toFixed(1)} |`,
    ),
    '',
    `Resident memory growth once settled: ${growth()
      .map((value) => `${value >= 0 ? '+' : ''}${value} MB`)
      .join(', ')}.`,
    '',
    "### Lighthouse mobile through nginx beside the direct run (one run each, Lighthouse's mobile defaults)",
    '',
    '| page | through nginx (TLS, HTTP/2, Brotli) | LCP (ms) | TBT (ms) | direct (HTTP/1.1, gzip) | LCP (ms) | TBT (ms) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...lighthouse.map(
      (row) =>
        `| \`${row.page}\` | ${row.nginx.performance} | ${row.nginx.lcp} | ${row.nginx.tbt} | ${row.direct.performance} | ${row.direct.lcp} | ${row.direct.tbt} |`,
    ),
    '',
  ];
}
