import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { localSessionSecret, withLocalEmulator } from './local-session-secret.mjs';

test('makes a random secret once per machine and keeps it, readable by its owner only', () => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'maple-secret-')), 'nested', 'session-secret');
  const first = localSessionSecret(file);
  assert.ok(first.length >= 32);
  assert.equal(localSessionSecret(file), first);
  assert.equal(readFileSync(file, 'utf8').trim(), first);
  assert.equal(statSync(file).mode & 0o777, 0o600);
  const other = localSessionSecret(path.join(mkdtempSync(path.join(os.tmpdir(), 'maple-secret-')), 'session-secret'));
  assert.notEqual(other, first);
});

test('a start with the emulator says so and keeps a SESSION_SECRET it was given', () => {
  assert.deepEqual(withLocalEmulator({ SESSION_SECRET: 'x'.repeat(40), PORT: '3000' }), {
    SESSION_SECRET: 'x'.repeat(40),
    PORT: '3000',
    EMULATOR: 'on',
  });
  assert.ok(withLocalEmulator({}).SESSION_SECRET.length >= 32);
});
