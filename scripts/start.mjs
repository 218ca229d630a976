#!/usr/bin/env node
// `npm start`: the emulator (unless EMULATOR=off) and the built storefront, together; Ctrl-C stops both.
// `npm run dev`: the same with `next dev`.
import {
  buildStorefront,
  nextBin,
  root,
  run,
  startEmulator,
  startService,
  storefrontBuildIsStale,
  storefrontDir,
  superviseTogether,
  waitForUrl,
} from './lib/processes.mjs';
import { webhookEnvironment, withLocalEmulator } from './lib/local-secrets.mjs';
import { requireSupportedNode } from './lib/node-version.mjs';
import { realProviderSettingsIn, startProblemsIn } from './lib/start-settings.mjs';

requireSupportedNode();

const dev = process.argv.includes('--dev');
const port = process.env.PORT || '3000';
const emulatorPort = process.env.EMULATOR_PORT || '4000';
const storeOrigin = `http://localhost:${port}`;
const base = { ...process.env, PORT: port, EMULATOR_PORT: emulatorPort, STOREFRONT_URL: storeOrigin };

/** Refuses before anything runs, with the storefront's own message (a bad value, or the problems of this start). */
async function refuseEarly(check) {
  try {
    const problems = await check();
    if (problems.length === 0) return;
    console.error(`The storefront will not start:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
}

// A provider setting that points at a real service means a start against the real services (unless
// EMULATOR=on is said): no emulator, and no secrets of this machine's.
let real = [];
await refuseEarly(async () => ((real = await realProviderSettingsIn(base)), []));
const withEmulator = process.env.EMULATOR === 'on' || (process.env.EMULATOR !== 'off' && real.length === 0);
// With the emulator: this machine's own session secret, and the store subscribed to the emulator's
// webhooks (secrets per machine in .local/), so Admin and content changes reach the pages at once.
// Without it the storefront needs every real setting, SESSION_SECRET and a public SITE_URL included,
// and refuses to start otherwise (apps/storefront/src/lib/config/startup-rules.ts), checked here first.
const env = withEmulator ? webhookEnvironment(withLocalEmulator(base), storeOrigin) : { ...base, EMULATOR: 'off' };
env.SITE_URL ||= storeOrigin;
await refuseEarly(() => startProblemsIn(env, { dev }));

const children = [];
if (withEmulator) {
  const emulator = startEmulator(env);
  children.push(emulator);
  await waitForUrl(`http://127.0.0.1:${emulatorPort}/__emulator/health`).catch((error) => {
    console.error(error.message);
    emulator.kill();
    process.exit(1);
  });
}

// On the real services, the shop is checked once against what the store needs (packages/shop-model): a
// warning with what to do, never a refusal, since a shop being set up may still serve what works.
if (!withEmulator) {
  console.log('Checking the shop against what the store needs (npm run shop:doctor)…');
  const code = await run(process.execPath, ['--import', 'tsx', 'packages/shop-model/bin/doctor.ts', '--summary'], { cwd: root, env });
  if (code !== 0) console.warn('The shop lacks what the store needs (above): see README, Going live. Starting anyway.');
}

if (!dev && storefrontBuildIsStale()) {
  console.log('Building the storefront (first run, or sources changed)…');
  const code = await buildStorefront(env);
  if (code !== 0) {
    for (const child of children) child.kill();
    process.exit(code);
  }
}

// `-H localhost`: binding 127.0.0.1 sends / into a redirect loop with next-intl (an upstream regression).
const args = dev ? ['dev', '-H', 'localhost', '-p', port] : ['start', '-H', 'localhost', '-p', port];
// The store's own SIGTERM handling (bounded drain, exit 0) instead of next start's (decision 0044).
const storefrontEnv = dev ? env : { ...env, NEXT_MANUAL_SIG_HANDLE: '1' };
children.push(startService('storefront', nextBin(), args, { cwd: storefrontDir, env: storefrontEnv }));
superviseTogether(children);
waitForUrl(`http://localhost:${port}/`, 120_000)
  .then(() => console.log(`\nMaple Audio is running: http://localhost:${port} (French: http://localhost:${port}/fr)\n`))
  .catch((error) => console.error(error.message));
