// What Lighthouse's simulated metrics would be without some requests, on one recorded load
// (docs/performance-playbook.md, "How to measure").
//   node scripts/bench/lantern-whatif.mjs http://localhost:3150/fr/collections/top-deals [--cpu 4] [--drop <regex>]...
// Lighthouse loads the page once (-G) and then only audits what it recorded (-A), so each scenario is
// simulated from the same trace: unlike two loads, the figures differ only by what was changed.
// The built-in scenarios take out the page's scripts, its low-priority images, its stylesheets, or
// relabel every response as HTTP/2 (what a CDN serves; `next start` speaks HTTP/1.1).
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readSummary, runLighthouse, withRetries } from './lighthouse.mjs';

const { values, positionals } = parseArgs({
  options: { cpu: { type: 'string', default: '4' }, drop: { type: 'string', multiple: true, default: [] } },
  allowPositionals: true,
});
const cpuMultiplier = Number(values.cpu);
const custom = values.drop;
const [url] = positionals;
if (!url) {
  console.error('usage: node scripts/bench/lantern-whatif.mjs <url> [--cpu X] [--drop <url regex>]...');
  process.exit(2);
}

const sent = (log) => log.filter((entry) => entry.method === 'Network.requestWillBeSent').map((entry) => entry.params);
const scenarios = [
  { name: 'as recorded', drop: () => false },
  { name: 'without scripts', drop: (request) => request.type === 'Script' },
  { name: 'without low-priority images', drop: (request) => request.type === 'Image' && /Low/.test(request.request.initialPriority) },
  { name: 'without stylesheets', drop: (request) => request.type === 'Stylesheet' },
  { name: 'as HTTP/2', drop: () => false, protocol: 'h2' },
  ...custom.map((pattern) => ({ name: `without ${pattern}`, drop: (request) => new RegExp(pattern).test(request.request.url) })),
];

const workspace = mkdtempSync(path.join(os.tmpdir(), 'lantern-whatif-'));
const recorded = path.join(workspace, 'recorded');
const lighthouseFlags = (flag) => ({ cpuMultiplier, categories: 'performance', extraFlags: [flag] });
const audit = async (artifacts) => readSummary(await runLighthouse(url, lighthouseFlags(`-A=${artifacts}`)));
// A recording whose trace lost the navigation (NO_NAVSTART) cannot be audited: record again.
const asRecorded = await withRetries(`recording ${url}`, async () => {
  rmSync(recorded, { recursive: true, force: true });
  await runLighthouse(url, lighthouseFlags(`-G=${recorded}`));
  return audit(recorded);
});
const log = JSON.parse(readFileSync(path.join(recorded, 'devtoolslog.json'), 'utf8'));

console.log(`${url}, one load simulated at ${cpuMultiplier}x CPU`);
console.log('| scenario | requests out | KB out | score | FCP (ms) | LCP (ms) | TBT (ms) |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [index, scenario] of scenarios.entries()) {
  const ids = new Set(
    sent(log)
      .filter(scenario.drop)
      .map((request) => request.requestId),
  );
  const bytes = log
    .filter((entry) => entry.method === 'Network.loadingFinished' && ids.has(entry.params.requestId))
    .reduce((sum, entry) => sum + entry.params.encodedDataLength, 0);
  const changed = log
    .filter((entry) => !ids.has(entry.params?.requestId))
    .map((entry) =>
      scenario.protocol && entry.method === 'Network.responseReceived'
        ? { ...entry, params: { ...entry.params, response: { ...entry.params.response, protocol: scenario.protocol } } }
        : entry,
    );
  // Audits of one recording are identical, so an unchanged log has the figures audited above.
  const unchanged = ids.size === 0 && !scenario.protocol;
  const artifacts = path.join(workspace, `scenario-${index}`);
  if (!unchanged) {
    mkdirSync(artifacts);
    for (const file of ['artifacts.json', 'trace.json']) copyFileSync(path.join(recorded, file), path.join(artifacts, file));
    writeFileSync(path.join(artifacts, 'devtoolslog.json'), JSON.stringify(changed));
  }
  const figures = unchanged ? asRecorded : await audit(artifacts);
  const ms = (value) => Math.round(value);
  console.log(
    `| ${scenario.name} | ${ids.size} | ${(bytes / 1024).toFixed(1)} | ${figures.performance} | ${ms(figures.fcp)} | ${ms(figures.lcp)} | ${ms(figures.tbt)} |`,
  );
}
rmSync(workspace, { recursive: true, force: true });
