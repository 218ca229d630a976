#!/usr/bin/env node
// `npm test`: lint, type check, unit and integration tests, the production build, end-to-end tests
// in Chromium, then a smoke test of `npm run dev`. Stops at the first failing step and exits non-zero.
import { buildStorefront, root, run, startEmulator, waitForUrl } from './lib/processes.mjs';

const e2ePort = process.env.E2E_PORT || '3100';
const emulatorPort = process.env.E2E_EMULATOR_PORT || '4100';
const buildEnv = {
  ...process.env,
  EMULATOR_PORT: emulatorPort,
  EMULATOR_DATA_DIR: ':memory:',
  SITE_URL: `http://localhost:${e2ePort}`,
  // The emulator writes menu and order links on the store's origin.
  STOREFRONT_URL: `http://localhost:${e2ePort}`,
  NEXT_TELEMETRY_DISABLED: '1',
};

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

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const steps = [
  ['lint', () => run(npm, ['run', 'lint', '--silent'], { cwd: root })],
  ['type check', () => run(npm, ['run', 'typecheck', '--silent'], { cwd: root })],
  ['unit and integration tests', () => run(npm, ['run', 'test:unit', '--silent'], { cwd: root })],
  ['build', buildWithEmulator],
  [
    'end-to-end tests',
    () =>
      run(npm, ['run', 'test:e2e', '--silent'], { cwd: root, env: { ...process.env, E2E_PORT: e2ePort, E2E_EMULATOR_PORT: emulatorPort } }),
  ],
  // Development builds differ from production ones (next-intl refuses some calls only there).
  ['development server', () => run(npm, ['run', 'test:dev', '--silent'], { cwd: root })],
];

const timings = [];
for (const [name, step] of steps) {
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
