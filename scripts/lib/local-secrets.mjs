// The secrets of a local start with the emulator (`npm start`, `npm run dev`, tests, benchmarks): made
// once per machine at random and kept in one ignored file, so no secret written in the repository ever
// signs a session or a webhook, and the README's two commands still need no set-up.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './processes.mjs';

export const LOCAL_SECRETS_FILE = path.join(root, '.local/secrets.json');

const NAMES = ['session', 'shopify', 'sanity'];
const usable = (value) => typeof value === 'string' && value.length >= 32;

function readSaved(file) {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {}; // A damaged file is replaced.
  }
}

/** This machine's secrets (session, shopify, sanity): kept ones read back, missing ones made (64 hex characters), owner-only file. */
export function localSecrets(file = LOCAL_SECRETS_FILE) {
  const saved = readSaved(file);
  if (NAMES.every((name) => usable(saved[name]))) return Object.fromEntries(NAMES.map((name) => [name, saved[name]]));
  const secrets = Object.fromEntries(NAMES.map((name) => [name, usable(saved[name]) ? saved[name] : randomBytes(32).toString('hex')]));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}

/**
 * The storefront's settings for a start with the local emulator: it says so (EMULATOR=on) and gets
 * this machine's session secret unless one is set. A start without the emulator gets neither.
 */
export function withLocalEmulator(env, secrets = localSecrets()) {
  return { ...env, EMULATOR: 'on', SESSION_SECRET: env.SESSION_SECRET || secrets.session };
}

/**
 * The environment both programs get for live webhooks: the emulator delivers Shopify and content
 * webhooks to the store's routes on `storeOrigin`, signed with the local secrets. Values already set win.
 */
export function webhookEnvironment(env, storeOrigin, secrets = localSecrets()) {
  return {
    ...env,
    SHOPIFY_WEBHOOK_SECRET: env.SHOPIFY_WEBHOOK_SECRET || secrets.shopify,
    SANITY_WEBHOOK_SECRET: env.SANITY_WEBHOOK_SECRET || secrets.sanity,
    EMULATOR_WEBHOOK_URL: env.EMULATOR_WEBHOOK_URL || `${storeOrigin}/api/webhooks/shopify`,
    EMULATOR_SANITY_WEBHOOK_URL: env.EMULATOR_SANITY_WEBHOOK_URL || `${storeOrigin}/api/webhooks/sanity`,
  };
}
