// The local store's webhook secrets: made once per machine, kept in an ignored file, given to the
// emulator (which signs) and the storefront (which verifies), so `npm start` keeps the store live.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './processes.mjs';

export const SECRETS_FILE = path.join(root, '.local/webhook-secrets.json');

const usable = (value) => typeof value === 'string' && value.length >= 32;

/** The secrets in `file`, made (64 random hex characters each) and written there when missing or unreadable. */
export function localWebhookSecrets(file = SECRETS_FILE) {
  if (existsSync(file)) {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8'));
      if (usable(stored.shopify) && usable(stored.sanity)) return { shopify: stored.shopify, sanity: stored.sanity };
    } catch {
      // A damaged file is replaced below.
    }
  }
  const secrets = { shopify: randomBytes(32).toString('hex'), sanity: randomBytes(32).toString('hex') };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/**
 * The environment both programs get: the emulator delivers Shopify and content webhooks to the
 * store's routes on `storeOrigin`, signed with the local secrets. Values already set win.
 */
export function webhookEnvironment(env, storeOrigin, secrets) {
  return {
    ...env,
    SHOPIFY_WEBHOOK_SECRET: env.SHOPIFY_WEBHOOK_SECRET || secrets.shopify,
    SANITY_WEBHOOK_SECRET: env.SANITY_WEBHOOK_SECRET || secrets.sanity,
    EMULATOR_WEBHOOK_URL: env.EMULATOR_WEBHOOK_URL || `${storeOrigin}/api/webhooks/shopify`,
    EMULATOR_SANITY_WEBHOOK_URL: env.EMULATOR_SANITY_WEBHOOK_URL || `${storeOrigin}/api/webhooks/sanity`,
  };
}
