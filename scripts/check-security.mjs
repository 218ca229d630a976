#!/usr/bin/env node
// `npm run check:security`: known advisories in production dependencies (high and critical fail).
// Exit 0 clean, 1 advisories found, 2 the registry's audit service could not be reached (unknown; it
// then lists direct dependencies that have a newer patch release on their own line).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { newerPatches } from './lib/newer-patches.mjs';
import { root } from './lib/processes.mjs';

const execFileAsync = promisify(execFile);
const { stdout } = await execFileAsync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, maxBuffer: 32 * 1024 * 1024 }).catch(
  (error) => ({ stdout: error.stdout ?? '' }),
);
let report;
try {
  report = JSON.parse(stdout);
} catch {
  report = null;
}
if (!report || report.error || !report.metadata) {
  console.error(
    `npm audit could not reach the advisory service: ${report?.error?.summary || report?.message || 'no answer'}. Run it where the registry's audit endpoint is reachable.`,
  );
  // Still say what is known without it: direct dependencies missing a patch release of their own line.
  const rows = await newerPatches(root, ['apps/storefront', 'apps/emulator']);
  const behind = rows.filter((row) => row.behind);
  console.log(`Direct production dependencies on the newest patch of their line: ${rows.length - behind.length} of ${rows.length}.`);
  for (const row of behind) console.log(`  ${row.name} ${row.installed}: ${row.latest} is published`);
  process.exit(2);
}
const { vulnerabilities } = report.metadata;
const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, entry]) => ['high', 'critical'].includes(entry.severity));
console.log(`Production dependencies: ${JSON.stringify(vulnerabilities)}`);
for (const [name, entry] of serious)
  console.log(`  ${entry.severity}: ${name} (${entry.range}) ${entry.fixAvailable ? 'fix available' : ''}`);
process.exit(serious.length > 0 ? 1 : 0);
