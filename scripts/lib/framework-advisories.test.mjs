// `node --test "scripts/lib/*.test.mjs"`: the table of Next.js security releases, and the installed Next.js against it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { installedNextVersion, nextSecurityStatus } from './framework-advisories.mjs';

/** The releases whose fixes the version lacks, by date. */
const missingReleases = (version) => nextSecurityStatus(version).missing.map((release) => release.published);

test('a version before the Server Components fix lacks every release since', () => {
  assert.deepEqual(missingReleases('16.0.6'), [
    '2025-12-03',
    '2025-12-11',
    '2026-01-26',
    '2026-04-08',
    '2026-05-07',
    '2026-07-21',
    '2026-08-25',
  ]);
});

test('each fix counts from its first patched version on its own minor line', () => {
  assert.equal(missingReleases('16.0.7').includes('2025-12-03'), false);
  assert.equal(missingReleases('16.0.7').includes('2025-12-11'), true);
  assert.equal(missingReleases('16.0.11').includes('2026-01-26'), false);
  assert.equal(missingReleases('16.1.4').includes('2026-01-26'), true);
  assert.equal(missingReleases('16.1.5').includes('2026-01-26'), false);
  assert.deepEqual(missingReleases('16.2.6'), ['2026-07-21', '2026-08-25']);
  assert.deepEqual(missingReleases('16.3.2'), ['2026-08-25']);
});

test('versions with every fix, and pre-releases of an affected version', () => {
  assert.deepEqual(missingReleases('16.3.3'), []);
  assert.deepEqual(missingReleases('16.4.6'), []);
  assert.deepEqual(missingReleases('16.3.0-canary.5'), ['2026-08-25']);
});

test('another major line is not vouched for', () => {
  assert.deepEqual(nextSecurityStatus('15.5.24'), { covered: false, missing: [] });
  assert.throws(() => nextSecurityStatus('latest'), /not a version/);
});

test('the installed Next.js has the fixes of every listed security release', () => {
  const version = installedNextVersion();
  const status = nextSecurityStatus(version);
  assert.equal(status.covered, true, `next ${version} is not on the line the table covers: review its advisories and extend the table`);
  assert.deepEqual(status.missing, [], `next ${version} lacks security fixes`);
});
