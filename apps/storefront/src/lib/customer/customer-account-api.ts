import 'server-only';
import { toProviderLanguage, type Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/config/env';
import { DEFAULT_PROVIDER_TIMEOUT_MS } from '@/lib/shopify/provider-fetch';
import { providerCall } from '@/lib/observability/provider-call';
import { operationOf } from '@/lib/shopify/errors';
import type { ResultOf, VariablesOption } from '@/lib/shopify/typed-documents';
import { CustomerAccountUnavailableError, SessionExpiredError } from './sign-in-errors';

let endpoint: Promise<string> | undefined;

/** Shopify publishes the API's address at the shop's /.well-known/customer-account-api; we pin the version. */
async function discoverEndpoint(): Promise<string> {
  const env = getEnv();
  const response = await providerCall('customer_account', 'discovery', (call) =>
    fetch(new URL('/.well-known/customer-account-api', env.SHOPIFY_STORE_DOMAIN), {
      cache: 'no-store',
      headers: call.headers(),
      signal: AbortSignal.timeout(DEFAULT_PROVIDER_TIMEOUT_MS),
    }),
  );
  if (!response.ok) throw new Error(`Customer Account API discovery answered ${response.status}`);
  const { graphql_api: graphqlApi } = (await response.json()) as { graphql_api?: unknown };
  if (typeof graphqlApi !== 'string') throw new Error('Customer Account API discovery has no graphql_api');
  return graphqlApi.replace(/\/api\/[^/]+\/graphql(?:\.json)?$/, `/api/${env.SHOPIFY_API_VERSION}/graphql`);
}

function graphqlEndpoint(): Promise<string> {
  endpoint ??= discoverEndpoint().catch((error: unknown) => {
    endpoint = undefined;
    throw error;
  });
  return endpoint;
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[] }[];
}

// Filled in by generated/customer.generated.d.ts (npm run codegen): one entry per document, keyed by its text.
/** @public Extended by the generated file (declaration merging), which knip does not follow. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CustomerQueries {}
/** @public Extended by the generated file (declaration merging). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CustomerMutations {}
type CustomerOperations = CustomerQueries & CustomerMutations;

/**
 * Runs a Customer Account API document for the signed-in customer (never cached). A refused token
 * is SessionExpiredError; outages and GraphQL errors are CustomerAccountUnavailableError.
 */
export async function customerAccountRequest<const Document extends keyof CustomerOperations & string>(
  document: Document,
  options: { accessToken: string; locale: Locale } & VariablesOption<CustomerOperations, Document>,
): Promise<ResultOf<CustomerOperations, Document>> {
  const url = await graphqlEndpoint().catch((error: unknown) => {
    throw new CustomerAccountUnavailableError('The Customer Account API could not be reached', { cause: error });
  });
  const response = await providerCall('customer_account', operationOf(document), async (call) => {
    let answer: Response;
    try {
      answer = await fetch(url, {
        method: 'POST',
        cache: 'no-store',
        signal: AbortSignal.timeout(DEFAULT_PROVIDER_TIMEOUT_MS),
        // Shopify takes the bare access token, without "Bearer".
        headers: call.headers({ 'Content-Type': 'application/json', Accept: 'application/json', Authorization: options.accessToken }),
        body: JSON.stringify({ query: document, variables: { ...options.variables, language: toProviderLanguage(options.locale) } }),
      });
    } catch (error) {
      throw new CustomerAccountUnavailableError('The Customer Account API could not be reached', { cause: error });
    }
    if (answer.status === 429 || answer.status >= 500) call.failed(answer.status);
    return answer;
  });
  if (response.status === 401) throw new SessionExpiredError('The Customer Account API refused the access token');
  if (!response.ok) throw new CustomerAccountUnavailableError(`The Customer Account API answered ${response.status}`);
  const answer = (await response.json()) as GraphQLAnswer<ResultOf<CustomerOperations, Document>>;
  if (answer.errors?.length || !answer.data) {
    const messages = answer.errors?.map((error) => (error.path ? `${error.message} (path: ${error.path.join('.')})` : error.message));
    throw new CustomerAccountUnavailableError(messages?.join('; ') || 'The Customer Account API returned no data');
  }
  return answer.data;
}
