import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION, startStorefrontServer, type StorefrontServer } from './helpers/storefront-server.js';

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefrontServer();
});
afterEach(() => server.faults.clear());
afterAll(() => server.close());

const SHOP = 'query ShopName { shop { name } }';

describe('Storefront endpoint protocol', () => {
  it('serves a missing or empty token as tokenless access, not a 401', async () => {
    const tokens: Record<string, string>[] = [{}, { 'X-Shopify-Storefront-Access-Token': '' }, { 'X-Shopify-Storefront-Access-Token': '   ' }];
    for (const headers of tokens) {
      expect(await server.post({ query: SHOP }, headers)).toEqual({ status: 200, body: { data: { shop: { name: 'Maple Audio' } }, extensions: { cost: { requestedQueryCost: 1 } } } });
    }
    const viaClient = await server.client({ token: ' ' }).request(SHOP);
    expect(viaClient.data).toEqual({ shop: { name: 'Maple Audio' } });
  });

  it('accepts any token, the private token header, any API version, GET and application/graphql', async () => {
    expect(await server.post({ query: SHOP }, { 'Shopify-Storefront-Private-Token': 'private' })).toEqual({ status: 200, body: { data: { shop: { name: 'Maple Audio' } }, extensions: { cost: { requestedQueryCost: 1 } } } });
    const headers = { 'X-Shopify-Storefront-Access-Token': 'anything' };
    const other = await fetch(`${server.url}/api/2024-01/graphql.json`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ query: SHOP }) });
    expect(other.status).toBe(200);
    const query = encodeURIComponent('query P($h: String!) { product(handle: $h) { id } }');
    const variables = encodeURIComponent(JSON.stringify({ h: 'shure-sm58' }));
    const get = await fetch(`${server.url}/api/${API_VERSION}/graphql.json?query=${query}&variables=${variables}`, { headers });
    expect(await get.json()).toMatchObject({ data: { product: { id: 'gid://shopify/Product/1' } } });
    const raw = await fetch(`${server.url}/api/${API_VERSION}/graphql.json`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/graphql' }, body: SHOP });
    expect(await raw.json()).toMatchObject({ data: { shop: { name: 'Maple Audio' } } });
    const badVariables = await fetch(`${server.url}/api/${API_VERSION}/graphql.json?query=${query}&variables=%7Bnot-json`, { headers });
    expect(badVariables.status).toBe(400);
  });

  it('runs only queries over GET: a mutation answers 405 and creates no cart', async () => {
    const mutation = encodeURIComponent('mutation { cartCreate { cart { id } } }');
    const answer = await fetch(`${server.url}/api/${API_VERSION}/graphql.json?query=${mutation}`);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
    const body = (await answer.json()) as { data?: unknown; errors: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]!.message).toContain('POST');
  });

  it('answers malformed requests with 4xx bodies, never a 500', async () => {
    expect(await server.post('{"query": ')).toEqual({ status: 400, body: { errors: { query: 'Required parameter missing or invalid' } } });
    expect(await server.post({})).toEqual({ status: 400, body: { errors: { query: 'Required parameter missing or invalid' } } });
    expect(await server.post({ query: SHOP, variables: [1] })).toEqual({ status: 400, body: { errors: { variables: 'Variables must be an object' } } });
    const validation = await server.post({ query: 'query Q { shop { nam } product(handel: "x") { id } }' });
    expect(validation.status).toBe(200);
    expect(validation.body.errors.map((error: { extensions: { code: string } }) => error.extensions.code)).toEqual(['undefinedField', 'argumentNotAccepted']);
    expect(validation.body.data).toBeUndefined();
  });

  it("enforces Shopify's connection page sizes", async () => {
    const missing = await server.post({ query: 'query { products { nodes { id } } }' });
    expect(missing.body.errors).toEqual([{ message: 'you must provide one of first or last', locations: [{ line: 1, column: 9 }], path: ['products'], extensions: { code: 'BAD_REQUEST' } }]);
    const nested = await server.post({ query: 'query { product(handle: "shure-sm58") { variants(first: 251) { nodes { id } } } }' });
    expect(nested.body.errors[0]).toMatchObject({ message: "Argument 'first' on Field 'variants' has an invalid value (251). Expected a page size from 0 to 250.", path: ['product', 'variants'] });
    expect(nested.body.data).toEqual({ product: null });
    const tooMany = await server.post({ query: 'query Q($ids: [ID!]!) { nodes(ids: $ids) { id } }', variables: { ids: Array.from({ length: 251 }, (_, index) => `gid://shopify/Product/${index + 1}`) } });
    expect(tooMany.body).toEqual({
      errors: [{ message: 'The input array size of 251 is greater than the maximum allowed of 250.', locations: [{ line: 1, column: 25 }], path: ['nodes', 'ids'], extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED' } }],
    });
  });

  it('rejects malformed global ids in literals and variables', async () => {
    const variable = await server.post({ query: 'query Product($id: ID!) { product(id: $id) { id } }', variables: { id: '42' } });
    expect(variable.body).toEqual({
      errors: [
        {
          message: 'Variable $id of type ID! was provided invalid value',
          locations: [{ line: 1, column: 15 }],
          extensions: { code: 'INVALID_VARIABLE', value: '42', problems: [{ path: [], explanation: "Invalid global id '42'" }] },
        },
      ],
    });
    const list = await server.post({ query: 'query { nodes(ids: ["gid://shopify/Product/1", "oops"]) { id } }' });
    expect(list.body.errors[0]).toMatchObject({ message: "Invalid global id 'oops'", path: ['query', 'nodes', 'ids'] });
  });
});

describe('fault injection', () => {
  it('delays an operation by name', async () => {
    server.faults.replace([{ surface: 'storefront', operation: 'ShopName', kind: 'latency', latencyMs: 150 }]);
    const started = performance.now();
    const response = await server.client().request(SHOP);
    expect(response.data).toEqual({ shop: { name: 'Maple Audio' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('throttles with 429 and Retry-After, and the client retries past it', async () => {
    server.faults.replace([{ surface: 'storefront', operation: 'shop', kind: 'status', status: 429, retryAfter: 1, times: 1 }]);
    const raw = await fetch(`${server.url}/api/${API_VERSION}/graphql.json`, {
      method: 'POST',
      headers: { 'X-Shopify-Storefront-Access-Token': 't', 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: SHOP }),
    });
    expect(raw.status).toBe(429);
    expect(raw.headers.get('retry-after')).toBe('1');
    expect(await raw.json()).toEqual({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] });

    server.faults.replace([{ surface: 'storefront', operation: 'ShopName', kind: 'status', status: 503, times: 1 }]);
    const retried = await server.client({ retries: 1 }).request(SHOP);
    expect(retried.data).toEqual({ shop: { name: 'Maple Audio' } });
  });

  it('fails with 503 and drops connections for the targeted operation only', async () => {
    server.faults.replace([{ surface: 'storefront', operation: 'productByHandle', kind: 'status', status: 503 }]);
    const failed = await server.client().request('query P { productByHandle(handle: "shure-sm58") { id } }');
    expect(failed.errors).toMatchObject({ networkStatusCode: 503 });
    expect((await server.client().request(SHOP)).data).toEqual({ shop: { name: 'Maple Audio' } });

    server.faults.replace([{ surface: 'storefront', operation: 'ShopName', kind: 'drop', times: 1 }]);
    const dropped = await server.client().request(SHOP);
    expect(dropped.errors?.message).toMatch(/fetch failed|socket|terminated/i);
    expect((await server.client().request(SHOP)).data).toEqual({ shop: { name: 'Maple Audio' } });
  });
});
