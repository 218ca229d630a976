// Main-thread cost of page loads, A against B, in one run (docs/performance-playbook.md).
//   node scripts/bench/main-thread.mjs http://localhost:3151 http://localhost:3150 / /cart [--runs 7]
// Loads each path in Debian's Chromium at a phone viewport, alternating A and B so machine noise
// hits both alike, and reports medians of the renderer main thread's task time. Thread time
// (trace `tdur`), not wall time, so other processes taking the CPU do not count.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { RUNNER_CPU_SLOWDOWN } from './lighthouse.mjs';
import { median } from './statistics.mjs';
import { tasksIn, traceRendererMain } from './renderer-trace.mjs';

const { values, positionals } = parseArgs({ options: { runs: { type: 'string', default: '7' } }, allowPositionals: true });
const runs = Number(values.runs);
const [baseA, baseB, ...paths] = positionals;
if (!baseA || !baseB || paths.length === 0) {
  console.error('usage: node scripts/bench/main-thread.mjs <base URL A> <base URL B> <path>... [--runs N]');
  process.exit(2);
}
const SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? RUNNER_CPU_SLOWDOWN);

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });

async function measure(url) {
  const tasks = tasksIn(await traceRendererMain(browser, url));
  const cpu = (task) => (task.tdur ?? task.dur) / 1000;
  return {
    total: tasks.reduce((sum, task) => sum + cpu(task), 0),
    blocking: tasks.reduce((sum, task) => sum + Math.max(0, cpu(task) * SLOWDOWN - 50), 0),
  };
}

console.log(`| path | A main thread (ms) | B main thread (ms) | B/A | A blocking at ${SLOWDOWN}x (ms) | B blocking (ms) |`);
console.log('|---|---:|---:|---:|---:|---:|');
for (const path of paths) {
  const a = [];
  const b = [];
  for (let run = 0; run < runs; run += 1) {
    a.push(await measure(baseA + path));
    b.push(await measure(baseB + path));
  }
  const [totalA, totalB] = [median(a.map((x) => x.total)), median(b.map((x) => x.total))];
  const [blockA, blockB] = [median(a.map((x) => x.blocking)), median(b.map((x) => x.blocking))];
  console.log(
    `| \`${path}\` | ${totalA.toFixed(0)} | ${totalB.toFixed(0)} | ${(totalB / totalA).toFixed(2)} | ${blockA.toFixed(0)} | ${blockB.toFixed(0)} |`,
  );
}
await browser.close();
