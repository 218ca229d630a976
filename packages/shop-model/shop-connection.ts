/**
 * How the shop commands reach a shop: the store's own settings (the variables the storefront reads) and
 * the Admin and Storefront GraphQL endpoints, over fetch as the storefront's server does (src/lib/admin/client.ts).
 */

export interface ShopSettings {
  storeDomain: string;
  adminToken: string;
  storefrontToken: string;
  /** The Partners storefront's private token, the only reader of the partner catalogues (decision 0036). */
  partnerStorefrontToken: string;
  /** The names of the two Headless storefronts' publications: the public one (SHOPIFY_STOREFRONT_TOKEN's) and the partners'. */
  storefrontPublication: string;
  partnerPublication: string;
  apiVersion: string;
  siteUrl: string;
  customerAccountUrl: string;
  mainMenuHandle: string;
}

/** The store's settings from the environment, with the storefront's defaults (the local emulator). */
export function settingsFromEnvironment(env: Record<string, string | undefined> = process.env): ShopSettings {
  const emulator = `http://127.0.0.1:${env.EMULATOR_PORT ?? '4000'}`;
  return {
    storeDomain: env.SHOPIFY_STORE_DOMAIN ?? emulator,
    adminToken: env.SHOPIFY_ADMIN_TOKEN ?? 'emulator-admin-token',
    storefrontToken: env.SHOPIFY_STOREFRONT_TOKEN ?? 'emulator-storefront-token',
    partnerStorefrontToken: env.SHOPIFY_PARTNER_STOREFRONT_TOKEN ?? 'emulator-partner-storefront-token',
    storefrontPublication: env.SHOPIFY_STOREFRONT_PUBLICATION ?? 'Maple Audio',
    partnerPublication: env.SHOPIFY_PARTNER_PUBLICATION ?? 'Partners',
    apiVersion: env.SHOPIFY_API_VERSION ?? '2026-04',
    siteUrl: env.SITE_URL ?? 'http://localhost:3000',
    customerAccountUrl: env.SHOPIFY_CUSTOMER_ACCOUNT_URL ?? emulator,
    mainMenuHandle: env.SHOPIFY_MAIN_MENU_HANDLE ?? 'main-menu',
  };
}

/** A request the shop refused or could not answer: the message says which and why. */
export class ShopRequestError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string }[] | string;
}

async function graphql<T>(url: string, headers: Record<string, string>, query: string, variables: Record<string, unknown>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
  } catch (error) {
    throw new ShopRequestError(`${url} unreachable: ${error instanceof Error ? error.message : String(error)}`, 0);
  }
  const body = (await response.json().catch(() => ({}))) as GraphQLAnswer<T>;
  if (!response.ok) throw new ShopRequestError(`${url} answered HTTP ${response.status}`, response.status);
  if (typeof body.errors === 'string') throw new ShopRequestError(body.errors, response.status);
  if (body.errors?.length) throw new ShopRequestError(body.errors.map((error) => error.message).join('; '), response.status);
  if (!body.data) throw new ShopRequestError(`${url} answered no data`, response.status);
  return body.data;
}

export interface ShopConnection {
  settings: ShopSettings;
  admin<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  storefront<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  /** The Storefront API as the Partners storefront reads it (its private token). */
  partnerStorefront<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

export function connect(settings: ShopSettings): ShopConnection {
  const endpoint = (path: string) => new URL(path, settings.storeDomain).href;
  return {
    settings,
    admin: (query, variables = {}) =>
      graphql(
        endpoint(`/admin/api/${settings.apiVersion}/graphql.json`),
        { 'X-Shopify-Access-Token': settings.adminToken },
        query,
        variables,
      ),
    storefront: (query, variables = {}) =>
      graphql(
        endpoint(`/api/${settings.apiVersion}/graphql.json`),
        { 'X-Shopify-Storefront-Access-Token': settings.storefrontToken },
        query,
        variables,
      ),
    partnerStorefront: (query, variables = {}) =>
      graphql(
        endpoint(`/api/${settings.apiVersion}/graphql.json`),
        { 'Shopify-Storefront-Private-Token': settings.partnerStorefrontToken },
        query,
        variables,
      ),
  };
}
