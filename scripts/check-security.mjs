#!/usr/bin/env node
// `npm run check:security`: known advisories in production dependencies (high and critical fail).
// Exit 0 clean, 1 advisories found (or Next.js lacks a listed security release, or the lock file holds a
// package with a listed high or critical advisory), 2 the registry's audit
// service could not be reached (unknown; it then lists direct dependencies that have a newer patch
// release on their own line).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { installedNextVersion, NEXT_SECURITY_RELEASES, nextSecurityStatus } from './lib/framework-advisories.mjs';
import { affectedCopies, failsGate, PACKAGE_ADVISORIES, PACKAGES_WITH_ADVISORIES, storeLockFile } from './lib/package-advisories.mjs';
import { newerPatches } from './lib/newer-patches.mjs';
import { root } from './lib/processes.mjs';

const execFileAsync = promisify(execFile);

/** Works offline: the installed Next.js against its security releases; true when it fails the check. */
function frameworkFails() {
  const version = installedNextVersion();
  const { covered, missing } = nextSecurityStatus(version);
  const releases = NEXT_SECURITY_RELEASES.map((release) => release.published);
  if (!covered) console.log(`Next.js ${version}: not on the line the table of security releases covers; review its advisories by hand.`);
  else if (missing.length === 0)
    console.log(
      `Next.js ${version} has the fixes of all ${releases.length} security releases of 2025-2026 listed (${releases.join(', ')}).`,
    );
  else {
    console.log(`Next.js ${version} lacks the fixes of ${missing.length} security release(s):`);
    for (const release of missing) console.log(`  ${release.published}: ${release.advisories.join('; ')} (${release.source})`);
  }
  return !covered || missing.length > 0;
}

/** Works offline: the lock file's production packages against the hand-kept advisories; true when one is high or critical. */
function listedAdvisoriesFail() {
  const affected = affectedCopies(storeLockFile());
  const serious = affected.filter((copy) => failsGate(copy.advisory));
  console.log(
    `Listed advisories of dependencies (${PACKAGE_ADVISORIES.length} for ${PACKAGES_WITH_ADVISORIES.length} packages): ${serious.length} high or critical, ${affected.length - serious.length} lower, in the lock file's production packages.`,
  );
  for (const copy of affected)
    console.log(`  ${copy.advisory.severity}: ${copy.path} ${copy.version}: ${copy.advisory.ids} (${copy.advisory.source})`);
  return serious.length > 0;
}

// Both run (each prints its verdict) before either decides the exit code.
const frameworkFailed = frameworkFails();
const dependenciesFailed = listedAdvisoriesFail();
const offlineFailed = frameworkFailed || dependenciesFailed;
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
  // The outcome and its HTTP status only: the registry's address says nothing a reader can act on.
  const status = /\b[1-5]\d\d\b/.exec(report?.error?.summary ?? report?.message ?? '')?.[0];
  console.error(
    `npm audit: the registry's audit service could not be reached${status ? ` (HTTP ${status})` : ''}. Run it where that service answers.`,
  );
  // Still say what is known without it: direct dependencies missing a patch release of their own line.
  const rows = await newerPatches(root, ['apps/storefront', 'apps/emulator']);
  const behind = rows.filter((row) => row.behind);
  console.log(`Direct production dependencies on the newest patch of their line: ${rows.length - behind.length} of ${rows.length}.`);
  for (const row of behind) console.log(`  ${row.name} ${row.installed}: ${row.latest} is published`);
  process.exit(offlineFailed ? 1 : 2);
}
const { vulnerabilities } = report.metadata;
const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, entry]) => ['high', 'critical'].includes(entry.severity));
console.log(`Production dependencies: ${JSON.stringify(vulnerabilities)}`);
for (const [name, entry] of serious)
  console.log(`  ${entry.severity}: ${name} (${entry.range}) ${entry.fixAvailable ? 'fix available' : ''}`);
process.exit(serious.length > 0 || offlineFailed ? 1 : 0);
