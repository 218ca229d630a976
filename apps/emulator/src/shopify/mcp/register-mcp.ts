import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentStore } from '../../sanity/content-store.js';
import type { StorefrontExecutor } from '../storefront/register.js';
import { readMessage, rpcError, RPC_ERRORS } from './json-rpc.js';
import { answerRequest } from './mcp-methods.js';
import { isSupportedVersionHeader, PROTOCOL_VERSIONS } from './protocol-versions.js';
import { STOREFRONT_TOOLS } from './tools/storefront-tools.js';

/** One MCP message is small; tool arguments past this are refused before they are parsed. */
const MCP_BODY_LIMIT = 256 * 1024;

const UNSUPPORTED_TYPE = Symbol('unsupported content type');

export interface McpModuleContext {
  storefront: StorefrontExecutor;
  content: ContentStore;
}

function sendRpcError(reply: FastifyReply, status: number, code: number, message: string) {
  return reply.status(status).type('application/json').send(rpcError(null, code, message));
}

/**
 * Shopify's Storefront MCP server at POST /api/mcp, over MCP's Streamable HTTP transport as Shopify
 * runs it: stateless, no authentication, one JSON-RPC message per POST answered with one JSON body
 * (202 for notifications), no server-sent event stream (GET and DELETE answer 405). Every failure is
 * a JSON-RPC error in a 4xx or 200 answer, never a 5xx.
 */
export async function registerMcp(app: FastifyInstance, context: McpModuleContext): Promise<void> {
  await app.register(async (scope) => {
    // Anything but JSON is read as a marker and refused with a JSON-RPC error, not Fastify's own 415.
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MCP_BODY_LIMIT }, (_request, _body, done) => done(null, UNSUPPORTED_TYPE));
    scope.setErrorHandler((error: { statusCode?: number; code?: string }, _request, reply) => {
      if (error.statusCode === 413) return sendRpcError(reply, 413, RPC_ERRORS.invalidRequest, `The request body is over ${MCP_BODY_LIMIT} bytes`);
      if (error.statusCode === 415) return sendRpcError(reply, 415, RPC_ERRORS.invalidRequest, 'Send the message as application/json');
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return sendRpcError(reply, 400, RPC_ERRORS.parseError, 'The body is not valid JSON');
      console.error('[emulator] MCP error:', error);
      return sendRpcError(reply, 200, RPC_ERRORS.internalError, 'Internal error');
    });

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const type = request.headers['content-type'] ?? '';
      if (request.body === UNSUPPORTED_TYPE || !/^application\/json\b/i.test(type)) return sendRpcError(reply, 415, RPC_ERRORS.invalidRequest, 'Send the message as application/json');
      const version = request.headers['mcp-protocol-version'];
      if (!isSupportedVersionHeader(Array.isArray(version) ? version[0] : version)) {
        return sendRpcError(reply, 400, RPC_ERRORS.invalidRequest, `Unsupported MCP-Protocol-Version; this server speaks ${PROTOCOL_VERSIONS.join(', ')}`);
      }
      const read = readMessage(request.body);
      if (read.kind === 'invalid') return reply.status(400).send(read.response);
      if (read.kind !== 'request') return reply.status(202).send();
      const origin = `${request.protocol}://${request.headers.host ?? `${request.hostname}`}`;
      const response = await answerRequest(read.message, STOREFRONT_TOOLS, { ...context, origin });
      return reply.status(200).type('application/json').send(response);
    };

    scope.post('/api/mcp', { bodyLimit: MCP_BODY_LIMIT }, handle);
    // No server-sent event stream: the transport's answer for a server that offers none.
    scope.route({
      method: ['GET', 'DELETE'],
      url: '/api/mcp',
      handler: async (_request, reply) => reply.status(405).header('Allow', 'POST').send(rpcError(null, RPC_ERRORS.invalidRequest, 'Method not allowed: send JSON-RPC messages with POST')),
    });
  });
}
