/**
 * The most products one `search_shop_catalog` call may ask for through the store. Shopify's Storefront API
 * caps `first` at 250, and its MCP tool accepts `limit` up to 250 (about 600 KB of JSON); an agent shows a
 * shopper a handful, and pages with `after` for more.
 * @internal exported for its tests
 */
export const MCP_SEARCH_MAX_LIMIT = 24;

interface ToolCall {
  jsonrpc: '2.0';
  id: string | number | null;
  method: 'tools/call';
  params: { name: 'search_shop_catalog'; arguments: { limit?: unknown } };
}

function isSearchCall(message: unknown): message is ToolCall {
  if (!message || typeof message !== 'object') return false;
  const { method, params } = message as { method?: unknown; params?: { name?: unknown; arguments?: unknown } };
  return method === 'tools/call' && params?.name === 'search_shop_catalog' && !!params.arguments && typeof params.arguments === 'object';
}

/**
 * A tool execution error (MCP 2025-11-25: errors a model can read and correct) for a catalogue search that asks
 * for more than MCP_SEARCH_MAX_LIMIT products; null for any other message, which goes on to the provider.
 */
export function searchLimitRefusal(message: unknown): Response | null {
  if (!isSearchCall(message)) return null;
  const { limit } = message.params.arguments;
  if (limit === undefined || (Number.isInteger(limit) && (limit as number) >= 1 && (limit as number) <= MCP_SEARCH_MAX_LIMIT)) return null;
  const text = `limit must be a whole number from 1 to ${MCP_SEARCH_MAX_LIMIT}: ask for fewer products, and use the after cursor for more`;
  return Response.json(
    { jsonrpc: '2.0', id: message.id ?? null, result: { content: [{ type: 'text', text }], isError: true } },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
