// `node --test "scripts/lib/*.test.mjs"`: the table of dependencies' advisories, and the store's lock file against it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import semver from 'semver';
import { affectedCopies, failsGate, lockedCopies, PACKAGE_ADVISORIES, storeLockFile } from './package-advisories.mjs';

/** A lock file holding a production copy of each package given ("name@version"), each under a parent of its own. */
const lockOf = (...specs) => ({
  packages: Object.fromEntries(
    specs.map((spec, index) => {
      const at = spec.lastIndexOf('@');
      return [`node_modules/parent-${index}/node_modules/${spec.slice(0, at)}`, { version: spec.slice(at + 1) }];
    }),
  ),
});

/** The severities of the advisories the table finds in such a lock file. */
const severitiesOf = (...specs) => affectedCopies(lockOf(...specs)).map((copy) => copy.advisory.severity);

test('every advisory has a valid range, a known severity and a source', () => {
  for (const advisory of PACKAGE_ADVISORIES) {
    assert.ok(semver.validRange(advisory.affected), `${advisory.package}: ${advisory.affected}`);
    assert.ok(['low', 'moderate', 'high', 'critical'].includes(advisory.severity), advisory.ids);
    assert.match(advisory.source, /^https:\/\//);
  }
});

test('each fix counts from its first patched version', () => {
  assert.deepEqual(severitiesOf('fastify@5.12.1'), ['high']);
  assert.deepEqual(severitiesOf('fastify@5.12.2'), []);
  assert.deepEqual(severitiesOf('fastify@5.8.4').sort(), ['high', 'high', 'moderate']);
  assert.deepEqual(severitiesOf('next-intl@4.9.1'), ['moderate']);
  assert.deepEqual(severitiesOf('next-intl@4.9.2'), []);
  assert.deepEqual(severitiesOf('sharp@0.34.9', 'sharp@0.35.0'), ['high']);
  assert.deepEqual(severitiesOf('esbuild@0.28.0'), ['high']);
  assert.deepEqual(severitiesOf('jose@4.15.4', 'jose@5.0.0'), ['moderate']);
  assert.deepEqual(severitiesOf('fast-uri@3.1.6', 'fast-uri@3.1.7', 'fast-uri@4.1.3', 'fast-uri@4.2.3'), ['high', 'high']);
});

test('the transitive packages listed count from their first patched version too', () => {
  // postcss 8.5.23, which next pins, is the fix of the newest one.
  assert.deepEqual(severitiesOf('postcss@8.5.22'), ['moderate']);
  assert.deepEqual(severitiesOf('postcss@8.5.23'), []);
  assert.deepEqual(severitiesOf('undici@7.28.9'), ['high']);
  assert.deepEqual(severitiesOf('undici@7.29.0'), []);
  assert.deepEqual(severitiesOf('koa@3.1.1'), ['high']);
  assert.deepEqual(severitiesOf('koa@3.1.2', 'koa@2.16.4'), []);
  // Only the malicious publication of debug is affected, not the versions around it.
  assert.deepEqual(severitiesOf('debug@4.4.1', 'debug@4.4.2', 'debug@4.4.3'), ['critical']);
});

test("React's Server Components packages, on every line the advisories name", () => {
  assert.deepEqual(severitiesOf('react-server-dom-webpack@19.2.0').sort(), ['critical', 'high', 'high', 'high', 'high', 'high']);
  assert.deepEqual(severitiesOf('react-server-dom-turbopack@19.1.6'), ['high', 'high']);
  assert.deepEqual(severitiesOf('react-server-dom-parcel@19.2.7'), ['high']);
  assert.deepEqual(severitiesOf('react-server-dom-webpack@19.2.8'), []);
  // react and react-dom are not what the advisories name.
  assert.deepEqual(severitiesOf('react@19.2.0', 'react-dom@19.2.0'), []);
});

test('the lock file is read as npm installs it: nested and scoped copies, without development-only ones', () => {
  const lock = {
    packages: {
      '': { name: 'store' },
      'node_modules/tsx': { version: '4.23.15' },
      'node_modules/tsx/node_modules/esbuild': { version: '0.27.0' },
      'node_modules/@ai-sdk/anthropic': { version: '4.0.105' },
      'node_modules/vitest/node_modules/esbuild': { version: '0.20.0', dev: true },
      // A development dependency that is also an optional peer of a production one: npm keeps it.
      'node_modules/happy-dom': { version: '21.0.4', devOptional: true },
      'node_modules/@maple/emulator': { resolved: 'apps/emulator', link: true },
    },
  };
  assert.deepEqual(
    lockedCopies(lock).map((copy) => `${copy.name}@${copy.version}`),
    ['tsx@4.23.15', 'esbuild@0.27.0', '@ai-sdk/anthropic@4.0.105', 'happy-dom@21.0.4'],
  );
  assert.deepEqual(
    affectedCopies(lock).map((copy) => copy.path),
    ['node_modules/tsx/node_modules/esbuild'],
  );
});

test("the store's production dependencies have no listed high or critical advisory", () => {
  const serious = affectedCopies(storeLockFile()).filter((copy) => failsGate(copy.advisory));
  assert.deepEqual(
    serious.map((copy) => `${copy.path} ${copy.version}: ${copy.advisory.ids}`),
    [],
  );
});
