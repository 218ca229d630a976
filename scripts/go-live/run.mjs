#!/usr/bin/env node
// `npm run test:go-live`: a merchant's bare shop (apps/emulator/seeds/bare-shop.json: their catalogue, none of the
// store's configuration) taken live with the README's two commands, then the store on it. Doctor must fail naming
// what is missing, `shop:setup -- --apply` must make it, doctor must pass, a second setup must change nothing; then
// the merchant picks products for two of the collections setup made (as in the Shopify admin), and the store, on
// the production build, shows what the configuration turns on (e2e/go-live/bare-shop.spec.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startChild } from '../cluster/child-process.mjs';
import { requireFreePorts } from '../cluster/free-ports.mjs';
import { webhookEnvironment, withLocalEmulator } from '../lib/local-secrets.mjs';
import { emulatorDir, nextBin, root, run, storefrontDir, waitForUrl } from '../lib/processes.mjs';
import { chooseProducts } from './merchant-choices.mjs';

const execFileAsync = promisify(execFile);
const storePort = Number(process.env.GO_LIVE_PORT || 3106);
const emulatorPort = Number(process.env.GO_LIVE_EMULATOR_PORT || 4106);
const siteUrl = `http://localhost:${storePort}`;
const workDir = mkdtempSync(path.join(tmpdir(), 'maple-go-live-'));

// The two programs as a merchant's deployment has them, the emulator standing in for their shop.
const env = webhookEnvironment(
  withLocalEmulator({
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    SITE_URL: siteUrl,
    STOREFRONT_URL: siteUrl,
    EMULATOR_PORT: String(emulatorPort),
    EMULATOR_DATA_DIR: ':memory:',
  }),
  siteUrl,
);
delete env.REDIS_URL;

/** Runs one of the shop commands; resolves with its exit code and output (printed as it would be to the merchant). */
async function shopCommand(name, args = []) {
  const script = path.join(root, 'packages/shop-model/bin', `${name}.ts`);
  const result = await execFileAsync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env, maxBuffer: 4 << 20 }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error) => ({ code: error.code ?? 1, stdout: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
  );
  console.log(`\n$ npm run shop:${name}${args.length ? ` -- ${args.join(' ')}` : ''}   (exit ${result.code})\n${result.stdout.trim()}`);
  return result;
}

function expectThat(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`✓ ${message}`);
}

const children = [];
let exitCode = 1;
try {
  await requireFreePorts([storePort, emulatorPort]);
  children.push(
    startChild('emulator', process.execPath, ['--import', 'tsx', 'src/main.ts', '--seed', 'seeds/bare-shop.json'], {
      cwd: emulatorDir,
      env,
      logFile: path.join(workDir, 'emulator.log'),
    }),
  );
  await waitForUrl(`http://127.0.0.1:${emulatorPort}/__emulator/health`, 120_000);

  const before = await shopCommand('doctor');
  expectThat(before.code === 1, 'doctor fails on the bare shop');
  for (const missing of [
    'FAIL  definition PRODUCT product.promotion_text',
    'FAIL  collection ship-2-4-weeks',
    'FAIL  collection b2b-integrator-catalog',
    'FAIL  setting settings.priority_delivery_variant',
  ])
    expectThat(before.stdout.includes(missing), `doctor names “${missing}”`);

  const plan = await shopCommand('setup');
  expectThat(plan.code === 0 && plan.stdout.includes('run again with --apply'), 'setup without --apply only plans');
  const applied = await shopCommand('setup', ['--apply']);
  expectThat(applied.code === 0 && !applied.stdout.includes('FAIL'), 'setup --apply makes every change');
  const after = await shopCommand('doctor');
  expectThat(after.code === 0, 'doctor passes after setup');
  const again = await shopCommand('setup', ['--apply']);
  expectThat(again.code === 0 && again.stdout.trim().endsWith('Nothing changed.'), 'a second setup changes nothing');

  const picks = await chooseProducts(emulatorPort);
  console.log(`The merchant puts ${picks.promoted} in ship-2-4-weeks and ${picks.partner} in b2b-integrator-catalog.`);

  children.push(
    startChild('store', nextBin(), ['start', '-H', 'localhost', '-p', String(storePort)], {
      cwd: storefrontDir,
      env: { ...env, PORT: String(storePort) },
      logFile: path.join(workDir, 'store.log'),
    }),
  );
  await waitForUrl(`${siteUrl}/icon-192.png`, 120_000);
  const code = await run(path.join(root, 'node_modules/.bin/playwright'), ['test', '-c', 'go-live.config.ts', ...process.argv.slice(2)], {
    cwd: path.join(root, 'e2e'),
    env: {
      ...process.env,
      E2E_PORT: String(storePort),
      E2E_EMULATOR_PORT: String(emulatorPort),
      GO_LIVE_PROMOTED_PRODUCT: picks.promoted,
      GO_LIVE_PROMOTION_TEXT: picks.promotionText,
      GO_LIVE_PARTNER_PRODUCT: picks.partner,
      GO_LIVE_IN_STOCK_PRODUCT: picks.inStock,
    },
  });
  expectThat(code === 0, 'the store on the set-up shop shows what its configuration turns on');
  exitCode = 0;
} catch (error) {
  console.error(`\n✗ going live from a bare shop: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`  logs: ${workDir}`);
} finally {
  for (const child of children.reverse()) await child.stop();
  if (exitCode === 0) rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
