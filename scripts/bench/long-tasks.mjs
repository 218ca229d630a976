// What the long tasks of a page load are made of (docs/performance-playbook.md).
//   node scripts/bench/long-tasks.mjs http://localhost:3000/ [--runs 3] [--over 12]
// Loads the page in Debian's Chromium at a phone viewport and lists, per load, the renderer main
// thread's tasks longer than --over ms of wall time (12 ms at 1x is 48 ms at Lighthouse's 4x, about
// where blocking time starts), with the kinds of work inside each: style, layout, HTML parsing,
// which script was evaluated or called, and the microtasks they ran.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { tasksIn, traceRendererMain } from './renderer-trace.mjs';

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, over: { type: 'string', default: '12' } },
  allowPositionals: true,
});
const [url] = positionals;
if (!url) {
  console.error('usage: node scripts/bench/long-tasks.mjs <page URL> [--runs N] [--over ms]');
  process.exit(2);
}
const overMicroseconds = Number(values.over) * 1000;
const KINDS = new Set([
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'EvaluateScript',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
]);
const ms = (microseconds) => (microseconds / 1000).toFixed(1);

/** "Layout 36.6, EvaluateScript(chunk.js) 20.1, ...": the named work inside a task, largest first. */
function contents(task, events) {
  const totals = new Map();
  for (const event of events) {
    if (!KINDS.has(event.name) || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
    const script = (event.args?.data?.url ?? '').replace(/.*\//, '');
    const kind = script ? `${event.name}(${script})` : event.name;
    totals.set(kind, (totals.get(kind) ?? 0) + event.dur);
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([kind, total]) => `${kind} ${ms(total)}`)
    .join(', ');
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let run = 1; run <= Number(values.runs); run += 1) {
  const events = (await traceRendererMain(browser, url)).filter((event) => event.ph === 'X' && event.dur);
  const start = Math.min(...events.map((event) => event.ts));
  const long = tasksIn(events).filter((task) => task.dur > overMicroseconds);
  console.log(`load ${run}: ${long.length} tasks over ${values.over} ms`);
  for (const task of long) {
    console.log(`  at ${ms(task.ts - start)} ms, ${ms(task.dur)} ms (CPU ${ms(task.tdur ?? task.dur)}): ${contents(task, events)}`);
  }
}
await browser.close();
