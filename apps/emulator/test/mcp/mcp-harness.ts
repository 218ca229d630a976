import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/server.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON-RPC answers are read field by field */

export interface McpServer {
  app: FastifyInstance;
  origin: string;
  /** POSTs a raw body to /api/mcp and reads the answer, whatever it is. */
  post(body: unknown, headers?: Record<string, string>): Promise<{ status: number; type: string | null; body: any }>;
  /** Calls a tool over plain JSON-RPC and parses its text answer (JSON, as Shopify's tools send it). */
  call(name: string, args: Record<string, unknown>): Promise<{ isError: boolean; value: any; text: string }>;
}

/** The whole emulator on a random port over a small generated catalogue. */
export async function startMcpServer(products = 120): Promise<McpServer> {
  const app = await buildServer({ host: '127.0.0.1', port: 0, dataDir: ':memory:', products, storefrontUrl: 'http://localhost:3000' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const post: McpServer['post'] = async (body, headers = {}) => {
    const response = await fetch(`${origin}/api/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type'), body: text ? JSON.parse(text) : null };
  };
  let id = 0;
  const call: McpServer['call'] = async (name, args) => {
    id += 1;
    const { body } = await post({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
    if (body.error) throw new Error(`${name}: ${body.error.message}`);
    const text: string = body.result.content[0].text;
    return { isError: body.result.isError, text, value: body.result.isError ? null : JSON.parse(text) };
  };
  return { app, origin, post, call };
}
