import 'server-only';
import { getEnv } from '@/lib/config/env';
import { readJsonBody } from '@/lib/http/json-body';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { isAllowedAgentOrigin } from './agent-origin';
import { agentBudgetRefusal, spendAgentBytes } from './agent-budget';
import { jsonRpcError, JSON_RPC } from './json-rpc-error';
import { searchLimitRefusal } from './mcp-search-limit';
import { AnswerTooLargeError, forwardToProvider } from './provider-forward';
import { logger } from '@/lib/observability/logger';

/**
 * One MCP message: a search, a product, a cart change. Longer bodies are refused before the provider sees them.
 * @internal exported for its tests
 */
export const MCP_MAX_BODY_BYTES = 64_000;
/**
 * Per client: an agent's conversation makes a few calls a turn.
 * @internal exported for its tests
 */
export const MCP_RATE_LIMIT = { name: 'mcp', limit: 60, windowMs: 60_000 };

/**
 * POST /api/mcp: the provider's Storefront MCP server on the store's own domain (as Hydrogen routes
 * it), so agents that find the store find its catalogue and cart tools. The store adds its rate limit,
 * the agents' budget (agent-budget.ts), body and answer limits, a cap on search sizes and its origin
 * rule (agent-origin.ts), then forwards the message; the provider answers it.
 * Every refusal here is a JSON-RPC error, which MCP clients read.
 */
export async function handleMcpPost(request: Request): Promise<Response> {
  const env = getEnv();
  if (!isAllowedAgentOrigin(request.headers, env.SITE_URL))
    return jsonRpcError(403, JSON_RPC.invalidRequest, 'Cross-origin request refused');
  const limited = (await limitRequest(request, MCP_RATE_LIMIT)) ?? (await agentBudgetRefusal(request));
  if (limited) {
    const retryAfter = limited.headers.get('Retry-After') ?? '60';
    return jsonRpcError(429, JSON_RPC.invalidRequest, `Too many requests: try again in ${retryAfter} s`, { 'Retry-After': retryAfter });
  }
  const read = await readJsonBody(request, MCP_MAX_BODY_BYTES);
  if (!read.ok) {
    if (read.status === 413) return jsonRpcError(413, JSON_RPC.invalidRequest, `The message is over ${MCP_MAX_BODY_BYTES} bytes`);
    if (read.status === 415) return jsonRpcError(415, JSON_RPC.invalidRequest, 'Send the message as application/json');
    return jsonRpcError(400, JSON_RPC.parseError, 'The body is not valid JSON');
  }
  const overLimit = searchLimitRefusal(read.body);
  if (overLimit) return overLimit;
  try {
    const { response, bytes } = await forwardToProvider({
      url: new URL('/api/mcp', env.SHOPIFY_STORE_DOMAIN).href,
      method: 'POST',
      headers: request.headers,
      body: JSON.stringify(read.body),
      // The MCP server needs no token; none of ours or the caller's goes with it.
      dropHeaders: ['x-shopify-storefront-access-token'],
    });
    await spendAgentBytes(request, bytes);
    return response;
  } catch (error) {
    if (error instanceof AnswerTooLargeError) return jsonRpcError(502, JSON_RPC.internalError, error.message);
    logger().error({ err: error }, 'MCP proxy: the provider did not answer');
    return jsonRpcError(502, JSON_RPC.internalError, 'The store catalogue is unavailable right now');
  }
}

/** GET and DELETE: the provider's server offers no event stream and keeps no sessions. */
export function mcpMethodNotAllowed(): Response {
  return jsonRpcError(405, JSON_RPC.invalidRequest, 'Method not allowed: send JSON-RPC messages with POST', { Allow: 'POST' });
}
