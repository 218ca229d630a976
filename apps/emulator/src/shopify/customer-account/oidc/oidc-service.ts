import type { FastifyInstance } from 'fastify';
import type { Provider } from 'oidc-provider';
import type { EmulatorConfig } from '../../../config.js';
import type { CustomerStore } from '../../../customers/customer-store.js';
import type { Db } from '../../../store/database.js';
import { loadCookieKeys, loadSigningKeys } from './provider-keys.js';
import { createOidcTables } from './sqlite-adapter.js';

export interface OidcService {
  /** The provider, created on first use: its issuer is the origin the emulator listens on. */
  provider(): Promise<Provider>;
  storefrontUrl: string;
  /** Keys the provider signs its cookies with (to read the session cookie on emulator pages). */
  cookieKeys: string[];
  db: Db;
  customers: CustomerStore;
}

function accessTokenTtl(): number {
  const raw = process.env.EMULATOR_CUSTOMER_ACCESS_TOKEN_TTL;
  const seconds = raw ? Number(raw) : 3600;
  if (!Number.isInteger(seconds) || seconds <= 0) throw new Error(`EMULATOR_CUSTOMER_ACCESS_TOKEN_TTL must be a positive integer, got "${raw}"`);
  return seconds;
}

/** http://127.0.0.1:4000 in normal runs; the real port when tests listen on port 0. */
export function issuerFor(app: FastifyInstance, config: Pick<EmulatorConfig, 'host' | 'port'>): string {
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export function createOidcService(
  app: FastifyInstance,
  context: { config: EmulatorConfig; db: Db; customers: CustomerStore },
): OidcService {
  const { config, db, customers } = context;
  createOidcTables(db);
  const cookieKeys = loadCookieKeys(db);
  const ttl = accessTokenTtl();
  let provider: Promise<Provider> | undefined;
  // oidc-provider and its dependencies are many modules: they load with the first sign-in, not at start-up.
  const createOnFirstUse = async () => {
    const [{ createProvider }, jwks] = await Promise.all([import('./create-provider.js'), loadSigningKeys(db)]);
    const keys = { cookieKeys, jwks };
    return createProvider({ issuer: issuerFor(app, config), db, customers, storefrontUrl: config.storefrontUrl, keys, accessTokenTtl: ttl });
  };
  return {
    provider() {
      provider ??= createOnFirstUse();
      return provider;
    },
    storefrontUrl: config.storefrontUrl,
    cookieKeys,
    db,
    customers,
  };
}
