import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/server.js';
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from '../../src/webhooks/webhook-settings.js';

export const SHOPIFY_SECRET = 'test-shopify-app-secret';
export const SANITY_SECRET = 'test-sanity-webhook-secret';

export interface WebhookServer {
  app: FastifyInstance;
  origin: string;
  admin(query: string, variables?: Record<string, unknown>, version?: string): Promise<{ data?: any; errors?: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  storefront(query: string, variables?: Record<string, unknown>): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  control(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  close(): Promise<void>;
}

/** The whole emulator (generated seed, small) on a random port, delivering webhooks as configured. */
export async function startWebhookServer(settings: Partial<WebhookSettings>, options: { dataDir?: string; products?: number } = {}): Promise<WebhookServer> {
  const app = await buildServer({
    host: '127.0.0.1',
    port: 0,
    dataDir: options.dataDir ?? ':memory:',
    products: options.products ?? 40,
    storefrontUrl: 'http://localhost:3000',
    webhooks: { ...DEFAULT_WEBHOOK_SETTINGS, firstRetryMs: 20, timeoutMs: 1000, shopifySecret: SHOPIFY_SECRET, sanitySecret: SANITY_SECRET, ...settings },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const post = async (path: string, headers: Record<string, string>, body: unknown) => {
    const response = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return response.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  return {
    app,
    origin,
    admin: (query, variables = {}, version = '2026-04') => post(`/admin/api/${version}/graphql.json`, { 'x-shopify-access-token': 'shpat_test' }, { query, variables }),
    async storefront(query, variables = {}) {
      const body = await post('/api/2026-04/graphql.json', { 'x-shopify-storefront-access-token': 'test' }, { query, variables });
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
    async control(method, path, body) {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    close: () => app.close(),
  };
}
