/** A JSON-RPC 2.0 error answer, as MCP clients expect even when the failure is the transport's. */
export function jsonRpcError(status: number, code: number, message: string, extraHeaders: Record<string, string> = {}): Response {
  return Response.json(
    { jsonrpc: '2.0', id: null, error: { code, message } },
    { status, headers: { 'Cache-Control': 'no-store', ...extraHeaders } },
  );
}

export const JSON_RPC = { parseError: -32700, invalidRequest: -32600, internalError: -32603 } as const;
