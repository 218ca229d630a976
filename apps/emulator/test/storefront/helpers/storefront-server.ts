import { createStorefrontApiClient, type StorefrontApiClient } from '@shopify/storefront-api-client';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SeedData } from '../../../src/catalog/model.js';
import { openCatalog, type CatalogStore } from '../../../src/catalog/open-catalog.js';
import { readConfig } from '../../../src/config.js';
import { FaultRegistry } from '../../../src/control/faults.js';
import { registerStorefront } from '../../../src/shopify/storefront/register.js';
import { openDatabase } from '../../../src/store/database.js';
import { miniSeed } from '../../catalog/fixtures/mini-seed.js';

export const API_VERSION = '2026-04';

export interface StorefrontServer {
  app: FastifyInstance;
  url: string;
  catalog: CatalogStore;
  faults: FaultRegistry;
  /** The official client pointed at the emulator (it forces https, so fetch puts http back). */
  client(options?: { retries?: number; token?: string }): StorefrontApiClient;
  /** A raw POST to the GraphQL endpoint. */
  post(body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  close(): Promise<void>;
}

/** The Storefront module on a bare Fastify over an in-memory catalogue, listening on a random port. */
export async function startStorefrontServer(seed: () => SeedData = miniSeed): Promise<StorefrontServer> {
  const app = Fastify({ logger: false });
  const db = openDatabase(':memory:');
  const now = () => new Date('2025-08-01T12:00:00Z');
  const catalog = openCatalog(db, seed, now);
  const faults = new FaultRegistry();
  await registerStorefront(app, { config: { ...readConfig(), port: 0 }, catalog, faults, now });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    url,
    catalog,
    faults,
    client: (options = {}) =>
      createStorefrontApiClient({
        storeDomain: url,
        apiVersion: API_VERSION,
        publicAccessToken: options.token ?? 'emulator-public-token',
        retries: options.retries ?? 0,
        customFetchApi: (input, init) => fetch(String(input).replace(/^https:/, 'http:'), init),
      }),
    post: async (body, headers = { 'X-Shopify-Storefront-Access-Token': 'emulator-public-token' }) => {
      const response = await fetch(`${url}/api/${API_VERSION}/graphql.json`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    close: async () => {
      await app.close();
      db.close();
    },
  };
}
