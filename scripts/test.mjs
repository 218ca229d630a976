#!/usr/bin/env node
// `npm test`: lint, type check, unit and integration tests, the production build, end-to-end tests
// in Chromium, the production topology on that build (scripts/cluster), a bare shop taken live with
// shop:setup (scripts/go-live), then a smoke test of `npm run dev`. Stops at the first failing step and exits non-zero.
// `npm test -- --only build,e2e tests/cart.spec.ts --project desktop` runs some steps; other
// arguments go to Playwright.
import path from 'node:path';
import { requireSupportedNode } from './lib/node-version.mjs';
import { buildStorefront, root, run, startEmulator, waitForUrl } from './lib/processes.mjs';
import { withLocalEmulator } from './lib/local-secrets.mjs';

requireSupportedNode();

const e2ePort = process.env.E2E_PORT || '3100';
const emulatorPort = process.env.E2E_EMULATOR_PORT || '4100';
const buildEnv = withLocalEmulator({
  ...process.env,
  EMULATOR_PORT: emulatorPort,
  EMULATOR_DATA_DIR: ':memory:',
  SITE_URL: `http://localhost:${e2ePort}`,
  // The emulator writes menu and order links on the store's origin.
  STOREFRONT_URL: `http://localhost:${e2ePort}`,
  NEXT_TELEMETRY_DISABLED: '1',
});

async function buildWithEmulator() {
  // Pages prerendered at build time read the catalogue and content, so the emulator runs meanwhile.
  const emulator = startEmulator(buildEnv);
  try {
    await waitForUrl(`http://127.0.0.1:${emulatorPort}/__emulator/health`);
    return await buildStorefront(buildEnv);
  } finally {
    emulator.kill('SIGTERM');
  }
}

const { only, playwrightArgs } = parseArguments(process.argv.slice(2));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const steps = [
  ['lint', 'lint', () => run(npm, ['run', 'lint', '--silent'], { cwd: root })],
  ['types', 'type check', () => run(npm, ['run', 'typecheck', '--silent'], { cwd: root })],
  ['unit', 'unit and integration tests', () => run(npm, ['run', 'test:unit', '--silent'], { cwd: root })],
  ['build', 'build', buildWithEmulator],
  [
    'e2e',
    'end-to-end tests',
    () =>
      run(npm, ['run', 'test:e2e', '--silent', '--', ...playwrightArgs], {
        cwd: path.join(root, 'e2e'),
        env: { ...process.env, E2E_PORT: e2ePort, E2E_EMULATOR_PORT: emulatorPort },
      }),
  ],
  // nginx, two instances sharing Redis and the emulator's webhooks, on the build above and on ports
  // next to the end-to-end ones (3100 -> nginx 3103, instances 3104-3105, emulator 4103, Redis 6403,
  // Prometheus 9403, the instances' metrics 9404-9405).
  [
    'cluster',
    'production topology',
    () =>
      run(process.execPath, ['scripts/cluster/run.mjs', '--skip-build', '--dist-dir', '.next'], {
        cwd: root,
        env: {
          ...process.env,
          CLUSTER_PORT: process.env.CLUSTER_PORT || String(Number(e2ePort) + 3),
          CLUSTER_EMULATOR_PORT: process.env.CLUSTER_EMULATOR_PORT || String(Number(emulatorPort) + 3),
          CLUSTER_REDIS_PORT: process.env.CLUSTER_REDIS_PORT || String(Number(e2ePort) + 3303),
          CLUSTER_PROMETHEUS_PORT: process.env.CLUSTER_PROMETHEUS_PORT || String(Number(e2ePort) + 6303),
        },
      }),
  ],
  // A merchant's bare shop taken live with shop:setup, then the store on it (the build above).
  [
    'golive',
    'going live from a bare shop',
    () =>
      run(process.execPath, ['scripts/go-live/run.mjs'], {
        cwd: root,
        env: {
          ...process.env,
          GO_LIVE_PORT: process.env.GO_LIVE_PORT || String(Number(e2ePort) + 6),
          GO_LIVE_EMULATOR_PORT: process.env.GO_LIVE_EMULATOR_PORT || String(Number(emulatorPort) + 6),
        },
      }),
  ],
  // Development builds differ from production ones (next-intl refuses some calls only there).
  ['dev', 'development server', () => run(npm, ['run', 'test:dev', '--silent'], { cwd: root })],
];

/** `--only a,b` picks steps by their short names; every other argument is for Playwright. */
function parseArguments(args) {
  const at = args.indexOf('--only');
  if (at === -1) return { only: null, playwrightArgs: args };
  const names = new Set(args[at + 1]?.split(',') ?? []);
  const unknown = [...names].filter((name) => !['lint', 'types', 'unit', 'build', 'e2e', 'cluster', 'golive', 'dev'].includes(name));
  if (unknown.length || !names.size) {
    console.error(
      `--only takes a comma-separated list of lint, types, unit, build, e2e, cluster, golive, dev (got ${args[at + 1] ?? 'nothing'})`,
    );
    process.exit(2);
  }
  return { only: names, playwrightArgs: [...args.slice(0, at), ...args.slice(at + 2)] };
}

const timings = [];
for (const [key, name, step] of steps) {
  if (only && !only.has(key)) continue;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const code = await step();
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) {
    console.error(`\n✗ ${name} failed (exit ${code})`);
    process.exit(code || 1);
  }
}
console.log(`\n✓ all tests passed\n  ${timings.join('\n  ')}`);
