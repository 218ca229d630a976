import { rpcError, rpcResult, RPC_ERRORS, type JsonRpcRequest, type JsonRpcResponse, type RequestId } from './json-rpc.js';
import { negotiateVersion } from './protocol-versions.js';
import { isRecord } from './tools/arguments.js';
import { ToolInputError, type McpTool, type ToolContext } from './tools/tool.js';

const SERVER_INFO = { name: 'storefront-mcp', title: 'Storefront MCP (emulator)', version: '1.0.0' };

const INSTRUCTIONS =
  'Tools for one shop: search its catalogue, read a product and pick its variant, answer policy and FAQ questions, and build a cart. Checkout happens on the checkout_url of the cart, where the shopper pays; agents never place orders.';

async function callTool(id: RequestId, params: unknown, tools: readonly McpTool[], context: ToolContext): Promise<JsonRpcResponse> {
  if (!isRecord(params) || typeof params.name !== 'string') return rpcError(id, RPC_ERRORS.invalidParams, 'tools/call needs params.name, the name of a tool from tools/list');
  const tool = tools.find((candidate) => candidate.name === params.name);
  if (!tool) return rpcError(id, RPC_ERRORS.invalidParams, `Unknown tool: ${params.name.slice(0, 100)}`);
  const args = params.arguments ?? {};
  if (!isRecord(args)) return rpcError(id, RPC_ERRORS.invalidParams, 'params.arguments must be an object');
  try {
    const answer = await tool.run(args, context);
    return rpcResult(id, { content: [{ type: 'text', text: JSON.stringify(answer) }], isError: false });
  } catch (error) {
    // Arguments the tool cannot use are the agent's to correct: a tool execution error its model reads.
    if (error instanceof ToolInputError) return rpcResult(id, { content: [{ type: 'text', text: error.message }], isError: true });
    console.error(`[emulator] MCP tool ${tool.name} failed:`, error);
    return rpcError(id, RPC_ERRORS.internalError, `The ${tool.name} tool failed`);
  }
}

/** Answers one MCP request (initialize, ping, tools/list, tools/call); other methods are not found. */
export async function answerRequest(request: JsonRpcRequest & { id: RequestId }, tools: readonly McpTool[], context: ToolContext): Promise<JsonRpcResponse> {
  const { id, method, params } = request;
  switch (method) {
    case 'initialize': {
      const requested = isRecord(params) ? params.protocolVersion : undefined;
      return rpcResult(id, { protocolVersion: negotiateVersion(requested), capabilities: { tools: { listChanged: false } }, serverInfo: SERVER_INFO, instructions: INSTRUCTIONS });
    }
    case 'ping':
      return rpcResult(id, {});
    case 'tools/list':
      return rpcResult(id, { tools: tools.map(({ name, description, inputSchema }) => ({ name, description, inputSchema })) });
    case 'tools/call':
      return callTool(id, params, tools, context);
    default:
      return rpcError(id, RPC_ERRORS.methodNotFound, `Method not found: ${method.slice(0, 100)}`);
  }
}
