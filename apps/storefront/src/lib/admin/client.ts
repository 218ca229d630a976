import 'server-only';
import { getEnv } from '@/lib/config/env';
import { ShopifyRequestError, withOperation } from '@/lib/shopify/errors';
import { CACHE_HINT_HEADER, createProviderFetch, encodeCacheHint, type CacheHint } from '@/lib/shopify/provider-fetch';
import type { ResultOf, VariablesOption } from '@/lib/shopify/typed-documents';

// Filled in by generated/admin.generated.d.ts (npm run codegen): one entry per document, keyed by its text.
/** @public Extended by the generated file (declaration merging), which knip does not follow. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AdminQueries {}
/** @public Extended by the generated file (declaration merging). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AdminMutations {}
type AdminOperations = AdminQueries & AdminMutations;

type AdminRequest<Document extends keyof AdminOperations> = VariablesOption<AdminOperations, Document> & {
  /** Reads may be cached with tags; mutations and anything per customer never ('no-store', the default). */
  cache?: CacheHint | 'no-store';
};

interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: { message: string; path?: (string | number)[] }[];
}

let adminFetch: ReturnType<typeof createProviderFetch> | undefined;

/**
 * Runs an Admin GraphQL document (POST {SHOPIFY_STORE_DOMAIN}/admin/api/{version}/graphql.json,
 * header X-Shopify-Access-Token). Server only: the Admin token never reaches a browser.
 * Throws ShopifyRequestError on network, HTTP or GraphQL failure.
 */
export async function adminRequest<const Document extends keyof AdminOperations & string>(
  document: Document,
  request: AdminRequest<Document>,
): Promise<ResultOf<AdminOperations, Document>> {
  const env = getEnv();
  adminFetch ??= createProviderFetch(env.SHOPIFY_STORE_DOMAIN, 'admin');
  const url = new URL(`/admin/api/${env.SHOPIFY_API_VERSION}/graphql.json`, env.SHOPIFY_STORE_DOMAIN).href;
  let response: Response;
  try {
    response = await adminFetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-Shopify-Access-Token': env.SHOPIFY_ADMIN_TOKEN,
        [CACHE_HINT_HEADER]: encodeCacheHint(request.cache ?? 'no-store'),
      },
      body: JSON.stringify({ query: document, variables: request.variables ?? {} }),
    });
  } catch (error) {
    throw withOperation(
      new ShopifyRequestError('network', 500, [], `Admin API unreachable: ${error instanceof Error ? error.message : String(error)}`),
      document,
    );
  }
  const body = (await response.json().catch(() => ({}))) as GraphQLResponse<ResultOf<AdminOperations, Document>>;
  if (!response.ok)
    throw withOperation(
      new ShopifyRequestError('http', response.status, body.errors ?? [], `Admin API answered HTTP ${response.status}`),
      document,
    );
  if (body.errors?.length) throw withOperation(new ShopifyRequestError('graphql', 500, body.errors), document);
  if (!body.data) throw withOperation(new ShopifyRequestError('graphql', 500, [], 'Admin API returned no data'), document);
  return body.data;
}
