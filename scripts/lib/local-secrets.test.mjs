// `node --test "scripts/lib/*.test.mjs"`: the local start's secrets.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { localSecrets, webhookEnvironment, withLocalEmulator } from './local-secrets.mjs';

function inTemporaryFolder(check) {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'maple-secrets-'));
  try {
    check(path.join(directory, 'nested/secrets.json'));
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

test('secrets are made once per machine, different from each other, owner-only, and read back on the next start', () =>
  inTemporaryFolder((file) => {
    const first = localSecrets(file);
    for (const name of ['session', 'shopify', 'sanity']) assert.match(first[name], /^[0-9a-f]{64}$/);
    assert.equal(new Set(Object.values(first)).size, 3);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.deepEqual(localSecrets(file), first);
    inTemporaryFolder((other) => assert.notEqual(localSecrets(other).session, first.session));
  }));

test('a damaged file is replaced, and a missing secret is added without changing the kept ones', () =>
  inTemporaryFolder((file) => {
    const first = localSecrets(file);
    writeFileSync(file, JSON.stringify({ session: first.session }));
    const completed = localSecrets(file);
    assert.equal(completed.session, first.session);
    assert.notEqual(completed.shopify, first.shopify);
    writeFileSync(file, '{"session": "short"');
    const replaced = localSecrets(file);
    assert.notEqual(replaced.session, first.session);
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), replaced);
  }));

test('a start with the emulator says so and keeps a SESSION_SECRET it was given', () => {
  const secrets = { session: 's'.repeat(64), shopify: 'a'.repeat(64), sanity: 'b'.repeat(64) };
  assert.deepEqual(withLocalEmulator({ SESSION_SECRET: 'x'.repeat(40), PORT: '3000' }, secrets), {
    SESSION_SECRET: 'x'.repeat(40),
    PORT: '3000',
    EMULATOR: 'on',
  });
  assert.equal(withLocalEmulator({}, secrets).SESSION_SECRET, secrets.session);
});

test('both programs get the webhook secrets and the store’s webhook routes; what is already set wins', () => {
  const secrets = { session: 's'.repeat(64), shopify: 'a'.repeat(64), sanity: 'b'.repeat(64) };
  assert.deepEqual(webhookEnvironment({ PORT: '3000' }, 'http://localhost:3000', secrets), {
    PORT: '3000',
    SHOPIFY_WEBHOOK_SECRET: secrets.shopify,
    SANITY_WEBHOOK_SECRET: secrets.sanity,
    EMULATOR_WEBHOOK_URL: 'http://localhost:3000/api/webhooks/shopify',
    EMULATOR_SANITY_WEBHOOK_URL: 'http://localhost:3000/api/webhooks/sanity',
  });
  const mine = webhookEnvironment(
    { SHOPIFY_WEBHOOK_SECRET: 'mine', EMULATOR_WEBHOOK_URL: 'https://tunnel.example/hook' },
    'http://localhost:3000',
    secrets,
  );
  assert.equal(mine.SHOPIFY_WEBHOOK_SECRET, 'mine');
  assert.equal(mine.EMULATOR_WEBHOOK_URL, 'https://tunnel.example/hook');
});
