import 'server-only';
import { createStorefrontApiClient, type StorefrontApiClient, type StorefrontOperations } from '@shopify/storefront-api-client';
import { toProviderLanguage, type Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/config/env';
import { logger } from '@/lib/observability/logger';
import { operationOf, ShopifyRequestError, withOperation } from './errors';
import { assertPartnerCatalogueGrant, type PartnerCatalogueGrant } from './partner-catalogue-grant';
import { CACHE_HINT_HEADER, createProviderFetch, encodeCacheHint, type CacheHint } from './provider-fetch';
import type { KnownDocument, ResultOf, VariablesOption } from './typed-documents';

let client: StorefrontApiClient | undefined;
let partnerClient: StorefrontApiClient | undefined;

/** The official Storefront API client, configured once from the environment. */
function storefrontClient(): StorefrontApiClient {
  if (client) return client;
  const env = getEnv();
  client = createStorefrontApiClient({
    storeDomain: env.SHOPIFY_STORE_DOMAIN,
    apiVersion: env.SHOPIFY_API_VERSION,
    publicAccessToken: env.SHOPIFY_STOREFRONT_TOKEN,
    clientName: 'maple-storefront',
    // ERR-10: retry 429/503/network errors, waiting 1000 ms (the client's own rule).
    retries: env.SHOPIFY_RETRIES,
    customFetchApi: createProviderFetch(env.SHOPIFY_STORE_DOMAIN, 'storefront'),
  });
  return client;
}

/**
 * The Partners headless storefront's client (its private token, sent as Shopify-Storefront-Private-Token):
 * its publication is the only one holding the partner catalogues (decision 0036).
 */
function partnerStorefrontClient(): StorefrontApiClient {
  if (partnerClient) return partnerClient;
  const env = getEnv();
  partnerClient = createStorefrontApiClient({
    storeDomain: env.SHOPIFY_STORE_DOMAIN,
    apiVersion: env.SHOPIFY_API_VERSION,
    privateAccessToken: env.SHOPIFY_PARTNER_STOREFRONT_TOKEN,
    clientName: 'maple-storefront-partners',
    retries: env.SHOPIFY_RETRIES,
    customFetchApi: createProviderFetch(env.SHOPIFY_STORE_DOMAIN, 'storefront'),
  });
  return partnerClient;
}

/** A document src/lib/shopify/generated/ knows: its text selects the result and variables types. */
type StorefrontDocument = KnownDocument<StorefrontOperations>;

type StorefrontRequest<Document extends StorefrontDocument> = VariablesOption<StorefrontOperations, Document> & {
  /** Adds $language for the document's @inContext(language: $language, country: CA). */
  locale?: Locale;
  /** Catalogue reads are cached; carts and customers never ('no-store', the default). */
  cache?: CacheHint | 'no-store';
  /**
   * Reads through the Partners storefront, for the catalogue the grant opens: never cached, so no
   * partner's answer reaches the data cache or a page built from it (decision 0036).
   */
  partnerCatalogue?: { grant: PartnerCatalogueGrant; handle: string };
};

/** Runs a Storefront API document and returns its data, or throws ShopifyRequestError. */
export async function storefrontRequest<const Document extends StorefrontDocument>(
  document: Document,
  request: StorefrontRequest<Document>,
): Promise<ResultOf<StorefrontOperations, Document>> {
  const variables = { ...request.variables, ...(request.locale ? { language: toProviderLanguage(request.locale) } : {}) };
  const partner = request.partnerCatalogue;
  // ACC-27: only a confirmed partner's grant reaches the Partners storefront, and what it reads is never cached.
  if (partner) assertPartnerCatalogueGrant(partner.grant, partner.handle);
  const reader = partner ? partnerStorefrontClient() : storefrontClient();
  // The generated map types the result; the client's own check of the variables cannot see through the generic.
  const response = await reader.request<ResultOf<StorefrontOperations, Document>>(document, {
    variables,
    headers: { [CACHE_HINT_HEADER]: encodeCacheHint(partner ? 'no-store' : (request.cache ?? 'no-store')) },
  });
  const { data, errors } = response;
  if (!errors) {
    if (data) return data;
    throw withOperation(new ShopifyRequestError('graphql', 500, [], 'Storefront API returned no data'), document);
  }
  const graphQLErrors = errors.graphQLErrors ?? [];
  if (errors.networkStatusCode === undefined) throw withOperation(new ShopifyRequestError('network', 500, [], errors.message), document);
  if (errors.networkStatusCode !== 200)
    throw withOperation(new ShopifyRequestError('http', errors.networkStatusCode, graphQLErrors, errors.message), document);
  // Partial data with errors (a deleted reference, say): use what came back, but say so.
  if (data) {
    logger().warn(
      { operation: operationOf(document), errors: ShopifyRequestError.describe(graphQLErrors, 200) },
      'Storefront API partial response',
    );
    return data;
  }
  throw withOperation(new ShopifyRequestError('graphql', 500, graphQLErrors), document);
}
