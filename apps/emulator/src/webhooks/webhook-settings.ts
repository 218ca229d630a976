/** Where and how the emulator delivers webhooks, from the environment. */
export interface WebhookSettings {
  /** The store's Shopify webhook address, subscribed to every topic the emulator sends (an app's configured subscription). */
  shopifyUrl: string | null;
  /** The app's client secret: every Shopify delivery is signed with it, as Shopify signs an app's webhooks. */
  shopifySecret: string | null;
  /** The content service's webhook address (a GROQ-powered webhook on every published document). */
  sanityUrl: string | null;
  /** The content webhook's secret (sanity-webhook-signature). */
  sanitySecret: string | null;
  /** Wait before the first retry; each later retry waits twice as long as the one before. */
  firstRetryMs: number;
  /** Deliveries per webhook, the first included, before it is given up. */
  attempts: number;
  /** How long a receiver has to answer one delivery. */
  timeoutMs: number;
}

/** Shopify's figures: 8 retries with exponential backoff, 5 s to answer (here over minutes, not hours). */
export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  shopifyUrl: null,
  shopifySecret: null,
  sanityUrl: null,
  sanitySecret: null,
  firstRetryMs: 1000,
  attempts: 9,
  timeoutMs: 5000,
};

type Env = Record<string, string | undefined>;

function webUrl(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return url.toString();
}

function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

const secret = (env: Env, name: string) => env[name]?.trim() || null;

/** Reads the webhook settings; a malformed value stops the emulator with a message naming the variable. */
export function readWebhookSettings(env: Env = process.env): WebhookSettings {
  const settings: WebhookSettings = {
    shopifyUrl: webUrl(env, 'EMULATOR_WEBHOOK_URL'),
    shopifySecret: secret(env, 'SHOPIFY_WEBHOOK_SECRET'),
    sanityUrl: webUrl(env, 'EMULATOR_SANITY_WEBHOOK_URL'),
    sanitySecret: secret(env, 'SANITY_WEBHOOK_SECRET'),
    firstRetryMs: whole(env, 'EMULATOR_WEBHOOK_RETRY_MS', DEFAULT_WEBHOOK_SETTINGS.firstRetryMs, 1, 3_600_000),
    attempts: whole(env, 'EMULATOR_WEBHOOK_ATTEMPTS', DEFAULT_WEBHOOK_SETTINGS.attempts, 1, 20),
    timeoutMs: whole(env, 'EMULATOR_WEBHOOK_TIMEOUT_MS', DEFAULT_WEBHOOK_SETTINGS.timeoutMs, 100, 60_000),
  };
  if (settings.shopifyUrl && !settings.shopifySecret) throw new Error('EMULATOR_WEBHOOK_URL needs SHOPIFY_WEBHOOK_SECRET, the secret its webhooks are signed with');
  if (settings.sanityUrl && !settings.sanitySecret) throw new Error('EMULATOR_SANITY_WEBHOOK_URL needs SANITY_WEBHOOK_SECRET, the secret its webhooks are signed with');
  return settings;
}
