// `node --test "scripts/lib/*.test.mjs"`: what `npm start` refuses before it runs anything.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { root } from './processes.mjs';
import { realProviderSettingsIn, startProblemsIn } from './start-settings.mjs';

const PROVIDER = /^(SHOPIFY_|SANITY_|SESSION_SECRET$|EMULATOR$|SITE_URL$|NODE_ENV$)/;
const cleanEnv = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !PROVIDER.test(name)));

test('`npm start` with one real provider setting and EMULATOR unset refuses at once, naming each setting left, and starts nothing', () => {
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    env: { ...cleanEnv(), NODE_ENV: 'production', SHOPIFY_STORE_DOMAIN: 'https://x.myshopify.com', PORT: '3987', EMULATOR_PORT: '4987' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  assert.equal(result.status, 1, result.stdout + result.stderr);
  assert.ok(Date.now() - started < 20_000, 'refused before any emulator or build ran');
  assert.match(result.stderr, /SHOPIFY_STORE_DOMAIN points at a real service, so every provider setting must/);
  for (const name of [
    'SHOPIFY_STOREFRONT_TOKEN',
    'SHOPIFY_CUSTOMER_ACCOUNT_URL',
    'SHOPIFY_ADMIN_TOKEN',
    'SANITY_API_HOST',
    'SANITY_PROJECT_ID',
    'SANITY_WRITE_TOKEN',
  ])
    assert.match(result.stderr, new RegExp(`${name} is still the emulator's`));
  assert.match(result.stderr, /SESSION_SECRET is not set/);
  assert.match(result.stderr, /SITE_URL is http:\/\/localhost:3987/);
  assert.doesNotMatch(result.stdout, /emulator/i);
});

test('the emulator on localhost, as `npm start` runs it, passes; a real setting is told apart from a default one', async () => {
  const local = { EMULATOR: 'on', SESSION_SECRET: 's'.repeat(40), SITE_URL: 'http://localhost:3000', EMULATOR_PORT: '4000' };
  assert.deepEqual(await startProblemsIn(local, { dev: false }), []);
  assert.deepEqual(await realProviderSettingsIn({}), []);
  assert.deepEqual(await realProviderSettingsIn({ SANITY_API_HOST: 'https://api.sanity.io' }), ['SANITY_API_HOST']);
});
