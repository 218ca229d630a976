#!/usr/bin/env node
// `npm start`: the emulator (unless EMULATOR=off) and the built storefront, together; Ctrl-C stops both.
// `npm run dev`: the same with `next dev`.
import {
  buildStorefront,
  nextBin,
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

requireSupportedNode();

const dev = process.argv.includes('--dev');
const port = process.env.PORT || '3000';
const emulatorPort = process.env.EMULATOR_PORT || '4000';
const withEmulator = process.env.EMULATOR !== 'off';
const storeOrigin = `http://localhost:${port}`;
const base = { ...process.env, PORT: port, EMULATOR_PORT: emulatorPort, STOREFRONT_URL: storeOrigin };
// With the emulator: this machine's own session secret, and the store subscribed to the emulator's
// webhooks (secrets per machine in .local/), so Admin and content changes reach the pages at once.
// Without it the storefront needs every real setting, SESSION_SECRET included, and refuses to start
// otherwise (src/lib/config/startup-checks.ts).
const env = withEmulator ? webhookEnvironment(withLocalEmulator(base), storeOrigin) : { ...base, EMULATOR: 'off' };
env.SITE_URL ||= storeOrigin;

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
children.push(startService('storefront', nextBin(), args, { cwd: storefrontDir, env }));
superviseTogether(children);
waitForUrl(`http://localhost:${port}/`, 120_000)
  .then(() => console.log(`\nMaple Audio is running: http://localhost:${port} (French: http://localhost:${port}/fr)\n`))
  .catch((error) => console.error(error.message));
