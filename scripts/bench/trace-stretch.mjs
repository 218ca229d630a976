// How much longer than their CPU time a page's main-thread tasks last in Lighthouse's own trace
// (docs/performance-playbook.md, "The gate and the noise"; decision 0009).
//   node scripts/bench/trace-stretch.mjs http://localhost:3150/fr/products/mackie-thump12s [--cpu 4]
// Lighthouse's simulation scales each task's wall time (`dur`); `tdur` is the CPU the thread used.
// On a busy 2-core host the gap is other processes' work (Chromium's browser process, its compositor,
// the server), which the CPU factor then multiplies as if it were the page's.
import { readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runLighthouse } from './lighthouse.mjs';

const { values, positionals } = parseArgs({ options: { cpu: { type: 'string', default: '4' } }, allowPositionals: true });
const cpu = Number(values.cpu);
const [url] = positionals;
if (!url) {
  console.error('usage: node scripts/bench/trace-stretch.mjs <url> [--cpu X]');
  process.exit(2);
}

const report = await runLighthouse(url, { cpuMultiplier: cpu, categories: 'performance', saveAssets: true });
const output = report.replace(/\.json$/, '');
const events = JSON.parse(readFileSync(`${output}-0.trace.json`, 'utf8')).traceEvents;
for (const suffix of ['.json', '-0.trace.json', '-0.devtoolslog.json']) rmSync(output + suffix, { force: true });

const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'));
const threadNames = new Map();
for (const event of events) {
  if (event.name === 'process_name') threadNames.set(`${event.pid}`, event.args.name);
  if (event.name === 'thread_name') threadNames.set(`${event.pid}:${event.tid}`, event.args.name);
}
// The first 1.5 s of the load: what Lighthouse's metrics are made of.
const inFirstSeconds = (event) => event.ts >= navigation.ts && event.ts <= navigation.ts + 1_500_000;
const inLoad = (event) => event.name === 'RunTask' && event.dur && inFirstSeconds(event);
const byThread = new Map();
for (const event of events.filter(inLoad)) {
  const key = `${threadNames.get(`${event.pid}`) ?? event.pid} / ${threadNames.get(`${event.pid}:${event.tid}`) ?? event.tid}`;
  const sums = byThread.get(key) ?? { wall: 0, cpu: 0 };
  sums.wall += event.dur / 1000;
  sums.cpu += (event.tdur ?? 0) / 1000;
  byThread.set(key, sums);
}
const page = events.filter((event) => inLoad(event) && event.pid === navigation.pid && event.tid === navigation.tid && event.dur >= 4000);
const pageWall = page.reduce((sum, event) => sum + event.dur / 1000, 0);
const pageCpu = page.reduce((sum, event) => sum + (event.tdur ?? 0) / 1000, 0);
const screenshots = events.filter((event) => event.name === 'Screenshot' && inFirstSeconds(event));

console.log(`${url} at ${cpu}x: the page's tasks over 4 ms lasted ${pageWall.toFixed(0)} ms and used ${pageCpu.toFixed(0)} ms of CPU`);
console.log(`stretch (wall / CPU): ${(pageWall / pageCpu).toFixed(2)}; screenshots in the first 1.5 s: ${screenshots.length}`);
console.log('| process / thread | wall (ms) | CPU (ms) |');
console.log('|---|---:|---:|');
for (const [thread, sums] of [...byThread].sort((a, b) => b[1].cpu - a[1].cpu).slice(0, 6)) {
  console.log(`| ${thread} | ${sums.wall.toFixed(0)} | ${sums.cpu.toFixed(0)} |`);
}
