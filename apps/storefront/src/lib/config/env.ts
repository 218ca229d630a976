// No 'server-only' here: Node loads the cache handler itself, and it reads these settings too (no-browser-config.test.ts).
import { z } from 'zod';
import { cidrListProblem } from '../http/trusted-proxies.ts';

const emulatorOrigin = `http://127.0.0.1:${process.env.EMULATOR_PORT ?? '4000'}`;

/**
 * The provider settings' defaults, which point at the local emulator: a production start without the
 * emulator refuses any still at these values, and any start refuses a mix (src/lib/config/startup-rules.ts).
 */
export const EMULATOR_DEFAULTS = {
  SHOPIFY_STORE_DOMAIN: emulatorOrigin,
  SHOPIFY_STOREFRONT_TOKEN: 'emulator-storefront-token',
  SHOPIFY_PARTNER_STOREFRONT_TOKEN: 'emulator-partner-storefront-token',
  SHOPIFY_CUSTOMER_ACCOUNT_URL: emulatorOrigin,
  SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_ID: 'shp_maple_storefront',
  SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_SECRET: 'emulator-secret',
  SHOPIFY_ADMIN_TOKEN: 'emulator-admin-token',
  SANITY_API_HOST: emulatorOrigin,
  SANITY_PROJECT_ID: 'emulator',
  SANITY_WRITE_TOKEN: 'emulator-write-token',
} as const;

/** The emulator's viewer token: previews are on by default only while the content service is the emulator. */
const EMULATOR_PREVIEW_TOKEN = 'emulator-preview-token';

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const collectionId = z.string().regex(/^gid:\/\/shopify\/Collection\/\d+$/, 'like gid://shopify/Collection/123');

// Every setting the storefront reads, with the embedded emulator as the default provider.
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    SITE_URL: url.default('http://localhost:3000'),
    // The port this server listens on (next start sets it); the page cache renders pages through it.
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    // Where the build lives (next.config.ts reads it too), so several builds can share a checkout.
    NEXT_DIST_DIR: z.string().min(1).default('.next'),
    STORE_NAME: z.string().min(1).default('Maple Audio'),
    STORE_SHORT_NAME: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes')
      .default('maple'),
    STORE_PHONE: z.string().min(3).default('1-800-555-0199'),
    STAFF_EMAIL: z.email().default('staff@maple-audio.ca'),
    RENTAL_SITE_URL: url.default('https://rental.maple-audio.ca'),
    PRO_SITE_URL: url.default('https://pro.maple-audio.ca'),
    SHOPIFY_STORE_DOMAIN: url.default(EMULATOR_DEFAULTS.SHOPIFY_STORE_DOMAIN),
    SHOPIFY_STOREFRONT_TOKEN: z.string().min(1).default(EMULATOR_DEFAULTS.SHOPIFY_STOREFRONT_TOKEN),
    // The Partners headless storefront's private token: the only reader of the partner catalogues, on the server (decision 0036).
    SHOPIFY_PARTNER_STOREFRONT_TOKEN: z.string().min(1).default(EMULATOR_DEFAULTS.SHOPIFY_PARTNER_STOREFRONT_TOKEN),
    SHOPIFY_API_VERSION: z
      .string()
      .regex(/^\d{4}-\d{2}$|^unstable$/, 'like 2026-04')
      .default('2026-04'),
    SHOPIFY_MAIN_MENU_HANDLE: z.string().min(1).default('main-menu'),
    FEATURED_BRAND_HANDLES: z
      .string()
      .default('shure,yamaha,roland,pioneer-dj,sennheiser,allen-heath,qsc,fender')
      .transform((value) =>
        value
          .split(',')
          .map((handle) => handle.trim())
          .filter(Boolean),
      )
      .refine((handles) => handles.length === 8, 'exactly 8 comma-separated collection handles'),
    POPULAR_PRODUCTS_COLLECTION: z.string().min(1).default('popular-products'),
    SHOPIFY_RETRIES: z.coerce.number().int().min(0).max(3).default(1),
    SHOPIFY_CUSTOMER_ACCOUNT_URL: url.default(EMULATOR_DEFAULTS.SHOPIFY_CUSTOMER_ACCOUNT_URL),
    // The Customer Account API client (headless channel); the emulator registers this one as confidential.
    SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_ID: z.string().min(1).default(EMULATOR_DEFAULTS.SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_ID),
    SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_TYPE: z.enum(['confidential', 'public']).default('confidential'),
    SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_SECRET: z.string().min(1).default(EMULATOR_DEFAULTS.SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_SECRET),
    // Encrypts the session cookie. Always required: `npm start` / `npm run dev` make one for this machine
    // (scripts/lib/local-secrets.mjs); no secret in the repository ever signs a session.
    SESSION_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    // 'on' when the local emulator stands in for the providers (`npm start` says so); a production server
    // started any other way counts as 'off' and must have real provider settings.
    EMULATOR: z.enum(['on', 'off']).optional(),
    // Reverse proxies in front of the store whose X-Forwarded-For is trusted (0: the socket's address), and
    // their addresses: the header is read only on a connection from one of them, and only that many hops back
    // (docs/decisions/0038); on Vercel its own client-address header is used instead.
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    TRUSTED_PROXY_CIDRS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .check((context) => {
        const problem = cidrListProblem(context.value);
        if (problem) context.issues.push({ code: 'custom', message: problem, input: context.value });
      }),
    VERCEL: z.string().optional(),
    SANITY_API_HOST: url.default(EMULATOR_DEFAULTS.SANITY_API_HOST),
    SANITY_PROJECT_ID: z.string().min(1).default(EMULATOR_DEFAULTS.SANITY_PROJECT_ID),
    SANITY_DATASET: z.string().min(1).default('production'),
    SANITY_API_VERSION: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'like 2022-03-07')
      .default('2022-03-07'),
    // Product page: the Admin API slice (store stock), the physical store, and optional overrides of
    // the fixed collections the shop's `settings` metafields name (processing times, tariff).
    SHOPIFY_ADMIN_TOKEN: z.string().min(1).default(EMULATOR_DEFAULTS.SHOPIFY_ADMIN_TOKEN),
    STORE_LOCATION_NAME: z.string().min(1).default('Maple Audio Montréal'),
    STORE_ADDRESS: z.string().min(5).default('1234 rue Sainte-Catherine Ouest, Montréal, QC H3G 1P1, Canada'),
    SPECIAL_ORDER_COLLECTION_ID: collectionId.optional(),
    SHIP_2_4_WEEKS_COLLECTION_ID: collectionId.optional(),
    SHIP_4_8_WEEKS_COLLECTION_ID: collectionId.optional(),
    TARIFF_SURCHARGE_COLLECTION_ID: collectionId.optional(),
    // What every instance shares (data cache, page cache, tag invalidations, webhook deliveries, rate
    // limits), in Redis (redis:// or rediss://); unset = each process's own bounded memory (lib/cache).
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
    // Rate-limit counters, webhook claims and tag invalidations: a Redis that never evicts (maxmemory-policy noeviction).
    // Unset, they live in REDIS_URL's Redis, which must then never evict either (README, "Production").
    REDIS_STATE_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
    // Instances behind the load balancer: while Redis is away each counts alone, so to this share of every limit.
    RATE_LIMIT_INSTANCES: z.coerce.number().int().min(1).max(1000).default(1),
    RATE_LIMIT_REDIS_URL: z.undefined({ error: 'renamed REDIS_URL (it now holds the shared cache too)' }).optional(),
    // In-memory budget of the data cache (provider reads); with Redis, what this instance keeps per query.
    DATA_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
    // Webhook secrets: Shopify's app secret (X-Shopify-Hmac-Sha256), the content service's webhook secret;
    // unset = that webhook route answers 404. CACHE_ADMIN_TOKEN opens the manual lever (POST /api/cache).
    SHOPIFY_WEBHOOK_SECRET: z.string().min(16, 'at least 16 characters').optional(),
    SANITY_WEBHOOK_SECRET: z.string().min(16, 'at least 16 characters').optional(),
    CACHE_ADMIN_TOKEN: z.string().min(24, 'at least 24 characters').optional(),
    // Product assistant and comparison: offline (catalogue-grounded, no network), any OpenAI-compatible
    // endpoint (OpenAI, vLLM, Ollama, llama.cpp) or Anthropic. Keys stay on the server.
    AI_PROVIDER: z.enum(['offline', 'openai-compatible', 'anthropic']).default('offline'),
    AI_BASE_URL: url.optional(),
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).optional(),
    ANTHROPIC_API_KEY: z.string().min(1).optional(),
    AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(64).max(4096).default(700),
    // What the assistant and the comparison may ask the model, all clients together (per minute, per
    // day): a flood from many addresses runs into these whatever each address's own limit.
    AI_BUDGET_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
    AI_BUDGET_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(5_000),
    // Content, SEO and analytics: the tag-manager container (none = data layer only), Vercel's
    // analytics components (on by default only on Vercel), social profiles, and the content
    // service's write token for trade-in enquiries (the emulator accepts any token).
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'like GTM-ABC123')
      .optional(),
    VERCEL_ANALYTICS: z.enum(['true', 'false']).default(process.env.VERCEL === '1' ? 'true' : 'false'),
    SOCIAL_PROFILE_URLS: z
      .string()
      .default('https://www.facebook.com/mapleaudio,https://www.instagram.com/mapleaudio,https://www.youtube.com/@mapleaudio')
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(z.array(url).max(3, 'at most 3 profiles')),
    SANITY_WRITE_TOKEN: z.string().min(1).default(EMULATOR_DEFAULTS.SANITY_WRITE_TOKEN),
    // A Viewer token of the content service: checks editors' preview links and reads their drafts; empty = no previews.
    SANITY_PREVIEW_TOKEN: z
      .string()
      .optional()
      .transform((value) => value || undefined),
    // Shared pages rendered for anonymous visitors are kept this many seconds (0 = off), then served
    // while they re-render for PAGE_CACHE_STALE_SECONDS more; at most PAGE_CACHE_MAX_MB in memory (in Redis too with REDIS_URL).
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(3600).default(50),
    PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
    // The server log's threshold (JSON lines in production, readable lines in development; lib/observability/logger.ts).
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Prometheus's GET /metrics on its own port, bound to METRICS_HOST, never the store's port (decision 0044); unset = no metrics.
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    // OpenTelemetry spans over OTLP/HTTP to this collector (the SDK reads the other OTEL_* settings); unset = no tracing.
    OTEL_EXPORTER_OTLP_ENDPOINT: url.optional(),
    OTEL_SERVICE_NAME: z.string().min(1).default('maple-storefront'),
    // On SIGTERM, how long requests in flight may take to finish before their connections are cut.
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  })
  .check((context) => {
    const { TRUSTED_PROXY_HOPS: hops, TRUSTED_PROXY_CIDRS: proxies, METRICS_PORT: metricsPort, PORT: port } = context.value;
    // On the store's own port, metrics would be served to anyone nginx lets in.
    if (metricsPort === port)
      context.issues.push({ code: 'custom', path: ['METRICS_PORT'], message: `must differ from PORT (${port})`, input: metricsPort });
    // Hops without addresses would let any client that reaches an instance directly write its own address.
    if (hops > 0 && proxies.length === 0)
      context.issues.push({
        code: 'custom',
        path: ['TRUSTED_PROXY_CIDRS'],
        message: `required when TRUSTED_PROXY_HOPS is ${hops}: the addresses of the proxies in front, like 10.0.0.0/8 or 127.0.0.1/32,::1/128`,
        input: proxies,
      });
    if (hops === 0 && proxies.length > 0)
      context.issues.push({
        code: 'custom',
        path: ['TRUSTED_PROXY_HOPS'],
        message: 'is 0 while TRUSTED_PROXY_CIDRS is set: how many of those proxies a request passes (1 behind one)',
        input: hops,
      });
  })
  .transform((env) =>
    env.SANITY_PREVIEW_TOKEN || env.SANITY_API_HOST !== EMULATOR_DEFAULTS.SANITY_API_HOST
      ? env
      : { ...env, SANITY_PREVIEW_TOKEN: EMULATOR_PREVIEW_TOKEN },
  );

export type ServerEnv = z.infer<typeof schema>;

export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

/** @internal exported for its tests */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  // Empty strings mean "unset", as in most deployment dashboards.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigurationError(`Invalid storefront configuration:\n${lines.join('\n')}`);
}

let cached: ServerEnv | undefined;

/** The validated configuration, parsed once per process. */
export function getEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
