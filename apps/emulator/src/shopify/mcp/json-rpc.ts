/** JSON-RPC 2.0 as MCP uses it: one request or notification per POST, answered by one response. */

export type RequestId = string | number;

export interface JsonRpcRequest {
  jsonrpc: '2.0';
  id?: RequestId;
  method: string;
  params?: unknown;
}

interface JsonRpcError {
  code: number;
  message: string;
  data?: unknown;
}

export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: RequestId; result: unknown }
  | { jsonrpc: '2.0'; id: RequestId | null; error: JsonRpcError };

/** The error codes JSON-RPC 2.0 reserves, as MCP uses them. */
export const RPC_ERRORS = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
} as const;

export function rpcError(id: RequestId | null, code: number, message: string, data?: unknown): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } };
}

export function rpcResult(id: RequestId, result: unknown): JsonRpcResponse {
  return { jsonrpc: '2.0', id, result };
}

const isId = (value: unknown): value is RequestId => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

export type ReadMessage =
  | { kind: 'request'; message: JsonRpcRequest & { id: RequestId } }
  | { kind: 'notification'; message: JsonRpcRequest }
  /** A client's answer to a server request: this server sends none, so it is acknowledged and dropped. */
  | { kind: 'response' }
  | { kind: 'invalid'; response: JsonRpcResponse };

/**
 * What one POSTed message is. The id of a malformed message is echoed when it is a valid id, else
 * null, as JSON-RPC 2.0 asks.
 */
export function readMessage(body: unknown): ReadMessage {
  const invalid = (id: RequestId | null, message: string): ReadMessage => ({ kind: 'invalid', response: rpcError(id, RPC_ERRORS.invalidRequest, message) });
  if (Array.isArray(body)) return invalid(null, 'Batches are not supported: send one JSON-RPC message per request');
  if (body === null || typeof body !== 'object') return invalid(null, 'The body must be a JSON-RPC 2.0 object');
  const message = body as Record<string, unknown>;
  const hasId = 'id' in message && message.id !== undefined;
  if (hasId && !isId(message.id)) return invalid(null, 'id must be a string or a number');
  const id = hasId ? (message.id as RequestId) : null;
  if (message.jsonrpc !== '2.0') return invalid(id, 'jsonrpc must be "2.0"');
  if (!('method' in message) && hasId && ('result' in message || 'error' in message)) return { kind: 'response' };
  if (typeof message.method !== 'string' || message.method === '') return invalid(id, 'method must be a non-empty string');
  const request: JsonRpcRequest = { jsonrpc: '2.0', method: message.method, ...('params' in message ? { params: message.params } : {}) };
  return id === null ? { kind: 'notification', message: request } : { kind: 'request', message: { ...request, id } };
}
