#!/usr/bin/env node
// `npm run test:cluster`: the store in its production shape, checked end to end. Debian's Redis, the
// emulator, two `next start` instances of one production build sharing Redis, and Debian's nginx in
// front (TLS with a certificate made for the run, HTTP/2, gzip and Brotli), all on loopback ports as
// the current user, under a temporary directory. Then, through nginx: Admin changes, an order taking
// the last unit and a content edit show on both instances within 2 s; forged and replayed webhooks
// change nothing; Prometheus, scraping both instances, has their requests, cache hits, provider calls and
// webhook lag; nginx's request id is in an instance's JSON log; a rolling restart under 100 concurrent
// clients fails no request; Redis stopped: no 5xx; Redis back: shared again. The figures are printed and
// kept in figures.json in the run's directory.
// Options: --skip-build (use the last build in --dist-dir), --dist-dir <dir> (.next-cluster by
// default; `npm test` passes its own .next), --only <check,...>, --keep (leave it running, Ctrl-C stops).
// Ports: CLUSTER_PORT (nginx, 3480; the instances take the next two), CLUSTER_EMULATOR_PORT (4480),
// CLUSTER_REDIS_PORT (6480), CLUSTER_PROMETHEUS_PORT (9480; the instances' metrics take the next two).
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { flag, option } from '../lib/command-line.mjs';
import { requireSupportedNode } from '../lib/node-version.mjs';
import { withLocalEmulator } from '../lib/local-secrets.mjs';
import { buildStorefront, startEmulator, storefrontDir, waitForUrl } from '../lib/processes.mjs';
import { listedProducts } from './catalog-picks.mjs';
import * as adminChange from './checks/admin-change.mjs';
import * as contentEdit from './checks/content-edit.mjs';
import * as forgedWebhooks from './checks/forged-webhooks.mjs';
import * as lastUnit from './checks/last-unit.mjs';
import * as redisOutage from './checks/redis-outage.mjs';
import * as requestId from './checks/request-id.mjs';
import * as rollingRestart from './checks/rolling-restart.mjs';
import * as telemetry from './checks/telemetry.mjs';
import * as transport from './checks/transport.mjs';
import { emulatorClient } from './emulator-client.mjs';
import { missingPrerequisites } from './prerequisites.mjs';
import { clusterSettings } from './settings.mjs';
import { startCluster } from './topology.mjs';

requireSupportedNode();

// In this order: the forged-webhook and telemetry checks reuse a delivery of the admin-change check, the metrics
// are read before the restart starts the instances' counters afresh, Redis goes down while the instances are warm,
// and the restart comes last.
const CHECKS = {
  transport,
  'admin-change': adminChange,
  'forged-webhooks': forgedWebhooks,
  'last-unit': lastUnit,
  'content-edit': contentEdit,
  telemetry,
  'request-id': requestId,
  'redis-outage': redisOutage,
  'rolling-restart': rollingRestart,
};

const only = option('only', null)?.split(',') ?? null;
const unknown = (only ?? []).filter((name) => !(name in CHECKS));
if (unknown.length > 0) {
  console.error(`--only takes ${Object.keys(CHECKS).join(', ')} (got ${unknown.join(', ')})`);
  process.exit(2);
}
const missing = missingPrerequisites();
if (missing.length > 0) {
  console.error(
    `The cluster test needs Debian's ${missing.join(', ')}: sudo apt-get install -y ${missing.join(' ')} (.ci/run installs them).`,
  );
  process.exit(1);
}

const settings = clusterSettings();
const distDir = option('dist-dir', '.next-cluster');
const workDir = mkdtempSync(path.join(os.tmpdir(), 'maple-cluster-'));
const started = Date.now();
let cluster;

async function build() {
  if (flag('skip-build') && existsSync(path.join(storefrontDir, distDir, 'BUILD_ID'))) return;
  console.log(`Building the storefront into ${distDir}…`);
  const env = withLocalEmulator({
    ...process.env,
    EMULATOR_PORT: String(settings.emulatorPort),
    EMULATOR_DATA_DIR: ':memory:',
    NEXT_DIST_DIR: distDir,
    SITE_URL: settings.origin,
    STOREFRONT_URL: settings.origin,
    NEXT_TELEMETRY_DISABLED: '1',
  });
  // Pages prerendered at build time read the catalogue and content, so the emulator runs meanwhile.
  const emulator = startEmulator(env);
  try {
    await waitForUrl(`http://127.0.0.1:${settings.emulatorPort}/__emulator/health`, 120_000);
    const code = await buildStorefront(env);
    if (code !== 0) throw new Error(`next build failed (exit ${code})`);
  } finally {
    emulator.kill('SIGTERM');
    await new Promise((resolve) => (emulator.exitCode === null ? emulator.once('exit', resolve) : resolve()));
  }
}

const stop = async () => {
  await cluster?.stop();
  cluster = undefined;
};
process.on('SIGINT', () => void stop().then(() => process.exit(130)));
process.on('SIGTERM', () => void stop().then(() => process.exit(143)));

const failures = [];
// What a maintainer copies into docs: filled in by the checks, printed and written to figures.json at the end.
const figures = {};
try {
  await build();
  console.log(`Starting Redis, the emulator, two instances and nginx (logs in ${workDir})…`);
  cluster = await startCluster(settings, { workDir, distDir });
  console.log(
    `Cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${settings.origin} -> 127.0.0.1:${settings.instancePorts.join(', 127.0.0.1:')}`,
  );
  const emulator = emulatorClient(settings.emulatorPort);
  const [renamed, lastUnitProduct] = await listedProducts(emulator, 2);
  const context = {
    ...cluster,
    figures,
    emulator,
    settings,
    picks: { renamed, lastUnit: lastUnitProduct },
    stopRedis: () => cluster.stopRedis(),
    startRedis: () => cluster.startRedis(),
  };
  for (const [name, check] of Object.entries(CHECKS)) {
    if (only && !only.includes(name)) continue;
    const checkStarted = Date.now();
    try {
      const detail = await check.run(context);
      console.log(`✓ ${check.title} (${((Date.now() - checkStarted) / 1000).toFixed(1)} s): ${detail}`);
    } catch (error) {
      failures.push(name);
      console.error(`✗ ${check.title}: ${error.message}`);
    }
  }
  if (flag('keep')) {
    console.log(`Left running: ${settings.origin} (Ctrl-C stops it)`);
    await new Promise(() => undefined);
  }
} catch (error) {
  failures.push('start-up');
  console.error(`✗ the cluster did not start: ${error.message}`);
} finally {
  await stop();
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const figuresFile = path.join(workDir, 'figures.json');
writeFileSync(
  figuresFile,
  `${JSON.stringify({ date: new Date().toISOString(), seconds: Number(seconds), failures, ...figures }, null, 2)}\n`,
);
console.log(`\nFigures (${figuresFile}):\n${JSON.stringify(figures, null, 2)}`);
if (failures.length > 0) {
  console.error(`\n✗ cluster test failed (${failures.join(', ')}) in ${seconds} s; logs kept in ${workDir}`);
  process.exit(1);
}
// Only the figures stay, for a maintainer to copy.
for (const entry of readdirSync(workDir)) if (entry !== 'figures.json') rmSync(path.join(workDir, entry), { recursive: true, force: true });
console.log(`\n✓ cluster test passed in ${seconds} s`);
