import 'server-only';
import { getEnv } from '@/lib/config/env';
import { readJsonBody } from '@/lib/http/json-body';
import { jsonError } from '@/lib/http/json-responses';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { isAllowedAgentOrigin } from './agent-origin';
import { agentBudgetRefusal, spendAgentBytes } from './agent-budget';
import { operationKindOf } from './graphql-operation';
import { AnswerTooLargeError, forwardToProvider } from './provider-forward';
import { logger } from '@/lib/observability/logger';

/**
 * A Storefront API document and its variables; Shopify's own limit on a query is far below this.
 * @internal exported for its tests
 */
export const STOREFRONT_API_MAX_BODY_BYTES = 100_000;
/** @internal exported for its tests */
export const STOREFRONT_API_RATE_LIMIT = { name: 'storefront-api', limit: 120, windowMs: 60_000 };

const VERSION = /^(\d{4}-\d{2}|unstable)$/;

/** GraphQL's answer to a GET that would run anything but a query: 405, POST allowed, a GraphQL error body. */
function getRefusal(): Response {
  return Response.json(
    { errors: [{ message: 'Only queries can be sent with GET: send mutations with POST', extensions: { code: 'METHOD_NOT_ALLOWED' } }] },
    { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } },
  );
}

/**
 * POST (or GET) /api/{version}/graphql.json: the provider's Storefront API on the store's own domain,
 * as Hydrogen proxies it. The caller's own public token goes along when it sends one; the store adds
 * none of its tokens, so a caller without one gets the provider's tokenless access and its limits.
 */
export async function handleStorefrontApi(request: Request, version: string): Promise<Response> {
  if (!VERSION.test(version)) return jsonError(404, 'Unknown Storefront API version: use one like 2026-04');
  const env = getEnv();
  if (!isAllowedAgentOrigin(request.headers, env.SITE_URL)) return jsonError(403, 'Cross-origin request refused');
  const limited = (await limitRequest(request, STOREFRONT_API_RATE_LIMIT)) ?? (await agentBudgetRefusal(request));
  if (limited) return limited;
  const url = new URL(`/api/${version}/graphql.json`, env.SHOPIFY_STORE_DOMAIN);
  let body: string | undefined;
  if (request.method === 'POST') {
    const read = await readJsonBody(request, STOREFRONT_API_MAX_BODY_BYTES);
    if (!read.ok) return jsonError(read.status, read.message.replace('form', 'request body'));
    body = JSON.stringify(read.body);
  } else {
    const search = new URL(request.url).search;
    if (search.length > 8_000) return jsonError(414, 'The query string is too long: send the document with POST');
    const params = new URL(request.url).searchParams;
    // A GET is a link any page can make a browser follow: it reads, never changes a cart (GraphQL over HTTP).
    const kind = operationKindOf(params.get('query') ?? '', params.get('operationName'));
    if (kind === null) return jsonError(400, 'The query parameter must hold one GraphQL query document');
    if (kind !== 'query') return getRefusal();
    url.search = search;
  }
  try {
    const { response, bytes } = await forwardToProvider({
      url: url.href,
      method: request.method,
      headers: request.headers,
      ...(body === undefined ? {} : { body }),
    });
    await spendAgentBytes(request, bytes);
    return response;
  } catch (error) {
    if (error instanceof AnswerTooLargeError) return jsonError(502, error.message);
    logger().error({ err: error }, 'Storefront API proxy: the provider did not answer');
    return jsonError(502, 'The store catalogue is unavailable right now');
  }
}
