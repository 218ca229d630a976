// Lighthouse mobile, build A against build B, in one session (docs/performance-playbook.md).
//   node scripts/bench/lighthouse-ab.mjs http://localhost:3150 http://localhost:3151 / /cart [--runs 5] [--cpu 2.24]
// Single Lighthouse runs swing by 10+ points on these shared machines, so A and B alternate run by
// run and the table gives medians and how many pairs B won: compare builds only this way.
import { parseArgs } from 'node:util';
import { lighthouse, RUNNER_CPU_SLOWDOWN } from './lighthouse.mjs';
import { median } from './statistics.mjs';

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, cpu: { type: 'string', default: String(RUNNER_CPU_SLOWDOWN) } },
  allowPositionals: true,
});
const runs = Number(values.runs);
const cpuMultiplier = Number(values.cpu);
const [baseA, baseB, ...paths] = positionals;
if (!baseA || !baseB || paths.length === 0) {
  console.error('usage: node scripts/bench/lighthouse-ab.mjs <base URL A> <base URL B> <path>... [--runs N] [--cpu X]');
  process.exit(2);
}

console.log(`| path | A score | B score | B better in | A TBT (ms) | B TBT (ms) | A LCP (ms) | B LCP (ms) |`);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const path of paths) {
  const pairs = [];
  for (let run = 0; run < runs; run += 1) {
    const a = await lighthouse(baseA + path, { formFactor: 'mobile', cpuMultiplier });
    const b = await lighthouse(baseB + path, { formFactor: 'mobile', cpuMultiplier });
    pairs.push({ a, b });
  }
  const pick = (side, key) => median(pairs.map((pair) => pair[side][key])).toFixed(0);
  const wins = pairs.filter((pair) => pair.b.performance > pair.a.performance).length;
  console.log(
    `| \`${path}\` | ${pick('a', 'performance')} | ${pick('b', 'performance')} | ${wins}/${runs} | ${pick('a', 'tbt')} | ${pick('b', 'tbt')} | ${pick('a', 'lcp')} | ${pick('b', 'lcp')} |`,
  );
}
