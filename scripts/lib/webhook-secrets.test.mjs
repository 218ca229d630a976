// `node --test "scripts/lib/*.test.mjs"`: the local store's webhook secrets.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { localWebhookSecrets, webhookEnvironment } from './webhook-secrets.mjs';

test('secrets are made once per machine and read back on the next start', () => {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'webhook-secrets-'));
  try {
    const file = path.join(directory, 'nested/webhook-secrets.json');
    const first = localWebhookSecrets(file);
    assert.match(first.shopify, /^[0-9a-f]{64}$/);
    assert.match(first.sanity, /^[0-9a-f]{64}$/);
    assert.notEqual(first.shopify, first.sanity);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.deepEqual(localWebhookSecrets(file), first);
    writeFileSync(file, '{"shopify": "short"');
    const replaced = localWebhookSecrets(file);
    assert.notDeepEqual(replaced, first);
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), replaced);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
});

test('both programs get the secrets and the store’s webhook routes; what is already set wins', () => {
  const secrets = { shopify: 'a'.repeat(64), sanity: 'b'.repeat(64) };
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
