import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMcpServer, type McpServer } from './mcp-harness.js';

let server: McpServer;

beforeAll(async () => {
  server = await startMcpServer(60);
}, 60_000);
afterAll(() => server.app.close());

describe('the Streamable HTTP transport at /api/mcp', () => {
  it('initializes, lists the Storefront MCP tools and answers ping, without any token', async () => {
    const init = await server.post({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } });
    expect(init.status).toBe(200);
    expect(init.type).toMatch(/^application\/json/);
    expect(init.body).toMatchObject({ jsonrpc: '2.0', id: 1, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} } } });
    const future = await server.post({ jsonrpc: '2.0', id: 2, method: 'initialize', params: { protocolVersion: '2099-01-01' } });
    expect(future.body.result.protocolVersion).toBe('2025-11-25');

    const list = await server.post({ jsonrpc: '2.0', id: 'list', method: 'tools/list' });
    const names = list.body.result.tools.map((tool: { name: string }) => tool.name);
    expect(names).toEqual(['search_shop_catalog', 'get_cart', 'update_cart', 'search_shop_policies_and_faqs', 'get_product_details']);
    for (const tool of list.body.result.tools) expect(tool.inputSchema.type).toBe('object');
    expect((await server.post({ jsonrpc: '2.0', id: 3, method: 'ping' })).body).toEqual({ jsonrpc: '2.0', id: 3, result: {} });
  });

  it('accepts notifications and client answers with 202 and no body', async () => {
    const notification = await server.post({ jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(notification).toMatchObject({ status: 202, body: null });
    expect((await server.post({ jsonrpc: '2.0', id: 9, result: {} })).status).toBe(202);
  });

  it('answers every malformed message with a JSON-RPC error and a 4xx', async () => {
    const cases: [unknown, number, number][] = [
      ['{"jsonrpc": "2.0", ', 400, -32700],
      [[{ jsonrpc: '2.0', id: 1, method: 'ping' }], 400, -32600],
      [{ id: 1, method: 'ping' }, 400, -32600],
      [{ jsonrpc: '2.0', id: { x: 1 }, method: 'ping' }, 400, -32600],
      [{ jsonrpc: '2.0', id: 1 }, 400, -32600],
      ['null', 400, -32600],
    ];
    for (const [body, status, code] of cases) {
      const answer = await server.post(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ jsonrpc: '2.0', error: { code } });
    }
  });

  it('says which methods and tools it does not know, and which params it cannot use', async () => {
    expect((await server.post({ jsonrpc: '2.0', id: 1, method: 'resources/list' })).body.error.code).toBe(-32601);
    const unknownTool = await server.post({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'place_order', arguments: {} } });
    expect(unknownTool.body).toMatchObject({ id: 2, error: { code: -32602, message: 'Unknown tool: place_order' } });
    expect((await server.post({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'get_cart', arguments: [1] } })).body.error.code).toBe(-32602);
    expect((await server.post({ jsonrpc: '2.0', id: 4, method: 'tools/call' })).body.error.code).toBe(-32602);
  });

  it('refuses other media types, oversized bodies, unknown protocol versions and GET with JSON-RPC errors', async () => {
    const text = await server.post('hello', { 'Content-Type': 'text/plain' });
    expect(text).toMatchObject({ status: 415, body: { error: { code: -32600 } } });
    const huge = await server.post({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_shop_catalog', arguments: { query: 'x'.repeat(400_000), context: '' } } });
    expect(huge).toMatchObject({ status: 413, body: { error: { code: -32600 } } });
    const version = await server.post({ jsonrpc: '2.0', id: 1, method: 'ping' }, { 'MCP-Protocol-Version': '1999-01-01' });
    expect(version).toMatchObject({ status: 400, body: { error: { code: -32600 } } });
    const get = await fetch(`${server.origin}/api/mcp`, { headers: { Accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('answers a long argument inside the body limit with a tool error, not a failure', async () => {
    const long = await server.post({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_shop_catalog', arguments: { query: 'x'.repeat(100_000), context: '' } } });
    expect(long).toMatchObject({ status: 200, body: { result: { isError: true } } });
  });

  it('never answers random JSON-RPC with a server error', async () => {
    const toolNames = fc.constantFrom('search_shop_catalog', 'get_product_details', 'get_cart', 'update_cart', 'search_shop_policies_and_faqs', 'nope');
    const message = fc.record(
      {
        jsonrpc: fc.oneof(fc.constant('2.0'), fc.string()),
        id: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.object()),
        method: fc.oneof(fc.constantFrom('initialize', 'tools/list', 'tools/call', 'ping', 'notifications/initialized'), fc.string()),
        params: fc.oneof(fc.record({ name: toolNames, arguments: fc.oneof(fc.object(), fc.jsonValue()) }, { requiredKeys: [] }), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(message, async (body) => {
        const answer = await server.post(body);
        expect(answer.status).toBeLessThan(500);
        if (answer.status !== 202) expect(answer.body).toMatchObject({ jsonrpc: '2.0' });
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
