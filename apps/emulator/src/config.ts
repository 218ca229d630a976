import { fileURLToPath } from 'node:url';
import { readWebhookSettings, type WebhookSettings } from './webhooks/webhook-settings.js';

/** Emulator settings from the environment; every one has a working default. */
export interface EmulatorConfig {
  host: string;
  port: number;
  /** Where the SQLite database lives; ':memory:' keeps nothing between runs. */
  dataDir: string;
  /** Products in the generated seed catalogue. */
  products: number;
  /** The storefront the hosted checkout and sign-in pages link back to. */
  storefrontUrl: string;
  /** Webhook addresses, secrets and retry timing; without it nothing is subscribed by default. */
  webhooks?: WebhookSettings;
  /** A second, HTTPS port with a locally generated certificate (tls/https-listener.ts); off when unset. */
  httpsPort?: number;
  /** PEM files to serve HTTPS with instead of the generated certificate. */
  tlsCertFile?: string;
  tlsKeyFile?: string;
  /** A seed written by `seed --out` to serve instead of the generated one (`--seed file.json`). */
  seedFile?: string;
}

function integer(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

export function readConfig(): EmulatorConfig {
  return {
    host: process.env.EMULATOR_HOST || '127.0.0.1',
    port: integer('EMULATOR_PORT', 4000),
    dataDir: process.env.EMULATOR_DATA_DIR || fileURLToPath(new URL('../data', import.meta.url)),
    products: integer('EMULATOR_PRODUCTS', 1500),
    storefrontUrl: process.env.STOREFRONT_URL || `http://localhost:${process.env.PORT || '3000'}`,
    webhooks: readWebhookSettings(),
    ...(process.env.EMULATOR_HTTPS_PORT ? { httpsPort: integer('EMULATOR_HTTPS_PORT', 0) } : {}),
    ...(process.env.EMULATOR_TLS_CERT_FILE ? { tlsCertFile: process.env.EMULATOR_TLS_CERT_FILE } : {}),
    ...(process.env.EMULATOR_TLS_KEY_FILE ? { tlsKeyFile: process.env.EMULATOR_TLS_KEY_FILE } : {}),
  };
}
