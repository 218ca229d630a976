import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMcpServer, type McpServer } from './mcp-harness.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- tool answers are read field by field */
let server: McpServer;

beforeAll(async () => {
  server = await startMcpServer(60);
}, 60_000);
afterAll(() => server.app.close());

const text = (result: any): any => JSON.parse(result.content[0].text);

it('the official MCP TypeScript client connects, lists the tools and shops: search, product, cart, checkout URL', async () => {
  const client = new Client({ name: 'maple-test-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.origin}/api/mcp`)));
  expect(client.getServerCapabilities()?.tools).toBeDefined();
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name)).toContain('search_shop_catalog');

  const search = text(await client.callTool({ name: 'search_shop_catalog', arguments: { query: 'enceinte Mackie', context: 'a DJ', language: 'FR' } }));
  const product = search.products.find((candidate: any) => candidate.variants.some((variant: any) => variant.available));
  const details = text(await client.callTool({ name: 'get_product_details', arguments: { product_id: product.product_id, language: 'FR' } }));
  const variant = details.product.selectedOrFirstAvailableVariant;
  const { cart } = text(await client.callTool({ name: 'update_cart', arguments: { add_items: [{ product_variant_id: variant.variant_id, quantity: 1 }], language: 'FR' } }));
  expect(cart.lines[0].merchandise.id).toBe(variant.variant_id);
  expect((await fetch(cart.checkout_url)).status).toBe(200);

  const refused = await client.callTool({ name: 'get_cart', arguments: { cart_id: 'not a cart' } });
  expect(refused.isError).toBe(true);
  await client.close();
});
