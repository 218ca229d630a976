import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/observability/logger';
import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address';

vi.mock('server-only', () => ({}));

/** A stand-in provider on this machine that records what the store forwards and answers like Shopify's endpoints. */
let provider: Server;
let providerOrigin: string;
const received: { path: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  provider = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      response.setHeader('content-type', 'application/json');
      response.setHeader('set-cookie', 'provider=1');
      response.setHeader('x-shopify-api-version', '2026-04');
      // Searches that ask for many products answer in hundreds of kilobytes, streamed without a length.
      const padding = body.includes('huge') ? 1_200_000 : body.includes('large') ? 900_000 : 0;
      if (padding) {
        for (let sent = 0; sent < padding; sent += 100_000) response.write('x'.repeat(100_000));
        response.end();
        return;
      }
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { echoed: body.length } }));
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const address = provider.address();
  providerOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

async function handlers(storeDomain = providerOrigin) {
  vi.resetModules();
  vi.stubEnv('SHOPIFY_STORE_DOMAIN', storeDomain);
  vi.stubEnv('SITE_URL', 'https://maple.example');
  vi.stubEnv('SHOPIFY_STOREFRONT_TOKEN', 'store-secret-token');
  vi.stubEnv('RATE_LIMIT_REDIS_URL', '');
  return { ...(await import('./mcp-proxy-handler')), ...(await import('./storefront-api-proxy-handler')) };
}

let address = 0;
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  new Request(`https://maple.example${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // The socket's address, as the server stamps it on every request (lib/http/peer-address.ts).
      [PEER_ADDRESS_HEADER]: `192.0.2.${++address}`,
      cookie: 'session=secret; cart=gid',
      ...headers,
    },
    body,
  });

describe('the store forwards agents to the provider', () => {
  it('sends MCP messages on with the buyer address, and never the store cookies or tokens', async () => {
    const { handleMcpPost } = await handlers();
    const response = await handleMcpPost(
      post('/api/mcp', '{"jsonrpc":"2.0","id":1,"method":"tools/list"}', { 'x-shopify-storefront-access-token': 'caller' }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: { echoed: 46 } });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const forwarded = received.at(-1)!;
    expect(forwarded.path).toBe('/api/mcp');
    expect(forwarded.headers.cookie).toBeUndefined();
    expect(forwarded.headers['x-shopify-storefront-access-token']).toBeUndefined();
    expect(forwarded.headers['x-forwarded-for']).toMatch(/^192\.0\.2\.\d+$/);
  });

  it("passes the caller's own Storefront API token, and adds none of the store's", async () => {
    const { handleStorefrontApi } = await handlers();
    const document = '{"query":"{ shop { name } }"}';
    await handleStorefrontApi(
      post('/api/2026-04/graphql.json', document, { 'x-shopify-storefront-access-token': 'caller-token' }),
      '2026-04',
    );
    expect(received.at(-1)).toMatchObject({
      path: '/api/2026-04/graphql.json',
      headers: { 'x-shopify-storefront-access-token': 'caller-token' },
    });
    const tokenless = await handleStorefrontApi(post('/api/2026-04/graphql.json', document), '2026-04');
    expect(tokenless.headers.get('x-shopify-api-version')).toBe('2026-04');
    expect(received.at(-1)!.headers['x-shopify-storefront-access-token']).toBeUndefined();
    expect(JSON.stringify(received)).not.toContain('store-secret-token');
  });

  it('refuses what it must not forward, with the answer each protocol expects', async () => {
    const { handleMcpPost, handleStorefrontApi } = await handlers();
    const count = received.length;
    expect(await (await handleMcpPost(post('/api/mcp', '{"jsonrpc":', {}))).json()).toMatchObject({
      jsonrpc: '2.0',
      error: { code: -32700 },
    });
    const crossSite = await handleMcpPost(post('/api/mcp', '{}', { origin: 'https://evil.example' }));
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32600 } });
    expect((await handleMcpPost(post('/api/mcp', 'x'.repeat(70_000)))).status).toBe(413);
    expect((await handleMcpPost(post('/api/mcp', '{}', { 'content-type': 'text/plain' }))).status).toBe(415);
    expect((await handleStorefrontApi(post('/api/x/graphql.json', '{}'), '../admin')).status).toBe(404);
    expect(received.length).toBe(count);
  });

  it('answers 502, as a JSON-RPC error for MCP, when the provider cannot be reached', async () => {
    const { handleMcpPost, handleStorefrontApi } = await handlers('http://127.0.0.1:1');
    vi.spyOn(logger(), 'error').mockImplementation(() => {});
    const mcp = await handleMcpPost(post('/api/mcp', '{"jsonrpc":"2.0","id":1,"method":"ping"}'));
    expect(mcp.status).toBe(502);
    expect(await mcp.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32603 } });
    expect((await handleStorefrontApi(post('/api/2026-04/graphql.json', '{"query":"{ shop { name } }"}'), '2026-04')).status).toBe(502);
  });

  it('refuses a catalogue search for more products than the store allows, as a tool error the model can read', async () => {
    const { handleMcpPost, MCP_SEARCH_MAX_LIMIT } = { ...(await handlers()), ...(await import('./mcp-search-limit')) };
    const count = received.length;
    const search = (limit: unknown) =>
      JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: { name: 'search_shop_catalog', arguments: { query: 'speakers', context: 'a band', limit } },
      });
    const refused = await handleMcpPost(post('/api/mcp', search(250)));
    expect(refused.status).toBe(200);
    const answer = (await refused.json()) as { id: number; result: { isError: boolean; content: { text: string }[] } };
    expect(answer).toMatchObject({ id: 7, result: { isError: true } });
    expect(answer.result.content[0]!.text).toContain(`from 1 to ${MCP_SEARCH_MAX_LIMIT}`);
    expect(received.length).toBe(count);
    expect((await handleMcpPost(post('/api/mcp', search(MCP_SEARCH_MAX_LIMIT)))).status).toBe(200);
    expect(received.length).toBe(count + 1);
  });

  it('answers 502 rather than hold a provider answer past its cap', async () => {
    const { handleMcpPost, handleStorefrontApi } = await handlers();
    const mcp = await handleMcpPost(post('/api/mcp', '{"jsonrpc":"2.0","id":1,"method":"huge"}'));
    expect(mcp.status).toBe(502);
    expect(await mcp.json()).toMatchObject({ error: { message: expect.stringContaining('over 1000000 bytes') } });
    const storefront = await handleStorefrontApi(post('/api/2026-04/graphql.json', '{"query":"{ huge }"}'), '2026-04');
    expect(storefront.status).toBe(502);
  });

  it('refuses a mutation sent with GET, and forwards a query', async () => {
    const { handleStorefrontApi } = await handlers();
    const count = received.length;
    const get = (query: string) =>
      new Request(`https://maple.example/api/2026-04/graphql.json?query=${encodeURIComponent(query)}`, {
        headers: { [PEER_ADDRESS_HEADER]: `192.0.2.${++address}` },
      });
    const mutation = await handleStorefrontApi(get('mutation { cartCreate { cart { id } } }'), '2026-04');
    expect(mutation.status).toBe(405);
    expect(mutation.headers.get('allow')).toBe('POST');
    expect(await mutation.json()).toMatchObject({ errors: [{ message: expect.stringContaining('POST') }] });
    expect((await handleStorefrontApi(get('{ shop { name } '), '2026-04')).status).toBe(400);
    expect(received.length).toBe(count);
    expect((await handleStorefrontApi(get('query { shop { name } }'), '2026-04')).status).toBe(200);
    expect(received.length).toBe(count + 1);
  });

  it('gives each client one budget of requests and bytes across both proxies', async () => {
    const { handleMcpPost, handleStorefrontApi, MCP_RATE_LIMIT } = await handlers();
    const { AGENT_REQUEST_BUDGET, AGENT_BYTE_BUDGET } = await import('./agent-budget');
    const as = (client: string) => ({ [PEER_ADDRESS_HEADER]: client });
    const statuses: number[] = [];
    for (let n = 0; n < AGENT_REQUEST_BUDGET.limit; n += 1) {
      const answer =
        // Within each proxy's own limit, over both together.
        n < MCP_RATE_LIMIT.limit
          ? await handleMcpPost(post('/api/mcp', '{"jsonrpc":"2.0","id":1,"method":"ping"}', as('198.51.100.40')))
          : await handleStorefrontApi(post('/api/2026-04/graphql.json', '{"query":"{ shop { name } }"}', as('198.51.100.40')), '2026-04');
      statuses.push(answer.status);
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
    const over = await handleStorefrontApi(
      post('/api/2026-04/graphql.json', '{"query":"{ shop { name } }"}', as('198.51.100.40')),
      '2026-04',
    );
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);

    const large = () => handleStorefrontApi(post('/api/2026-04/graphql.json', '{"query":"{ large }"}', as('198.51.100.41')), '2026-04');
    const answered = Math.ceil(AGENT_BYTE_BUDGET.limit / 900_000);
    for (let n = 0; n < answered; n += 1) expect((await large()).status).toBe(200);
    expect((await large()).status).toBe(429);
  });
});
