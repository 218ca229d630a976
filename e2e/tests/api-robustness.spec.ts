import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';

// Every own route handler and server action of the build under test, found in its manifests so a
// new endpoint is covered the day it lands.
const buildDir = path.resolve(import.meta.dirname, '../../apps/storefront', process.env.NEXT_DIST_DIR ?? '.next');
const routeManifest = JSON.parse(readFileSync(path.join(buildDir, 'app-path-routes-manifest.json'), 'utf8')) as Record<string, string>;
const apiRoutes = Object.entries(routeManifest)
  .filter(([entry, route]) => entry.endsWith('/route') && route.startsWith('/api/'))
  .map(([, route]) => route);
const actionIds = Object.keys(
  (JSON.parse(readFileSync(path.join(buildDir, 'server/server-reference-manifest.json'), 'utf8')) as { node: Record<string, unknown> })
    .node,
);

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '{{7*7}}',
    '${jndi:ldap://x}',
    '__proto__',
    'constructor',
    'gid://shopify/Product/1?x=<b>',
    'é'.repeat(1200),
    '-1',
    '1e309',
    'NaN',
  ),
);
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(hostileText, fc.oneof(hostileText, fc.integer(), fc.boolean(), fc.constant(null)), { maxKeys: 6 }),
  fc.record({ messages: fc.array(fc.record({ role: hostileText, content: hostileText }), { maxLength: 4 }), handle: hostileText }),
  fc.record({ email: hostileText, locale: hostileText, quantity: fc.oneof(fc.integer(), hostileText) }),
);
const query = fc.dictionary(
  fc.constantFrom(
    'q',
    'handle',
    'first',
    'last',
    'endCursor',
    'startCursor',
    'variantId',
    'locale',
    'page',
    'sort',
    'filter',
    'returnTo',
    'ids',
    'cursor',
  ),
  hostileText,
  {
    maxKeys: 5,
  },
);
const segment = fc.oneof(
  hostileText.filter((text) => text.length > 0),
  fc.constant('maple-sale-end-date'),
);

/**
 * Encodes arguments as React's encodeReply does for plain values: a string starting with '$' is
 * escaped as '$$…' (unescaped, '$' starts a reference in the Flight reply format, and a dangling
 * reference is the framework's own 500 before any action code runs).
 */
function encodeReply(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith('$') ? `$${value}` : value;
  if (Array.isArray(value)) return value.map(encodeReply);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, encodeReply(entry)]));
  return value;
}

/** Fills dynamic segments ([name]) with hostile text. */
function concretePath(route: string, value: string): string {
  return route.replace(/\[[^\]]+\]/g, encodeURIComponent(value));
}

async function expectClientErrorAtWorst(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: string) {
  const response = await request.fetch(url, {
    method,
    data,
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  const body = await response.text();
  const where = `${method} ${url.slice(0, 160)} ${data?.slice(0, 160) ?? ''}`;
  expect(response.status(), `${where} -> ${response.status()} ${body.slice(0, 300)}`).toBeLessThan(500);
  // No stack traces or internals, whatever the answer.
  expect(body, where).not.toMatch(/\bat \S+ \(.*:\d+:\d+\)|node_modules|\/work\/|ECONNREFUSED/);
  // 404/405 come from the router and 414/431 from the HTTP server itself, before any of our code runs.
  if (response.status() >= 400 && ![404, 405, 414, 431].includes(response.status())) {
    expect(response.headers()['content-type'] ?? '', `${where} answers JSON`).toMatch(/application\/json/);
    // The store's endpoints answer {error} or, for the forms, {ok|success: false, message}; the agent
    // endpoints answer as their protocols do: MCP a JSON-RPC {error: {message}}, the forwarded
    // Storefront API the provider's own {errors}.
    const answer = JSON.parse(body) as { error?: unknown; message?: unknown; errors?: unknown };
    const rpcMessage =
      typeof answer.error === 'object' && answer.error !== null ? (answer.error as { message?: unknown }).message : undefined;
    const said =
      answer.errors !== undefined && /\/api\/storefront-api\//.test(url)
        ? 'provider errors'
        : (rpcMessage ?? answer.error ?? answer.message);
    expect(typeof said, `${where} says what went wrong`).toBe('string');
  }
}

test.describe('hostile input to every own endpoint @desktop', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the manifests list the endpoints', () => {
    expect(apiRoutes).toEqual(expect.arrayContaining(['/api/cart', '/api/listing', '/api/search/suggestions', '/api/customer-details']));
    expect(actionIds.length).toBeGreaterThan(0);
  });

  test('route handlers answer random and hostile queries and bodies with a 4xx JSON error at worst', async ({ request, baseURL }) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...apiRoutes), segment, query, jsonValue, async (route, value, params, body) => {
        const url = new URL(concretePath(route, value), baseURL);
        for (const [key, text] of Object.entries(params)) url.searchParams.set(key, text);
        await expectClientErrorAtWorst(request, 'GET', url.href);
        await expectClientErrorAtWorst(request, 'POST', url.href, JSON.stringify(body));
      }),
      { numRuns: 120, seed: Number(process.env.FUZZ_SEED ?? 20261121) },
    );
  });

  test('malformed bodies and foreign origins are refused cleanly', async ({ request, baseURL }) => {
    for (const route of apiRoutes) {
      const url = new URL(concretePath(route, 'x'), baseURL).href;
      await expectClientErrorAtWorst(request, 'POST', url, '{"unterminated": ');
      const foreign = await request.post(url, {
        data: '{}',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        maxRedirects: 0,
      });
      expect(foreign.status(), `${route} from a foreign origin`).toBeLessThan(500);
    }
  });

  test('server actions answer random arguments without a server error', async ({ request, baseURL }) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...actionIds), fc.array(jsonValue, { maxLength: 2 }), async (actionId, args) => {
        const response = await request.post(`${baseURL}/`, {
          headers: { 'next-action': actionId, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component', origin: baseURL! },
          data: JSON.stringify(encodeReply(args)),
          maxRedirects: 0,
        });
        const body = await response.text();
        expect(response.status(), `${actionId} ${JSON.stringify(args).slice(0, 200)} -> ${body.slice(0, 300)}`).toBeLessThan(500);
        expect(body).not.toMatch(/\bat \S+ \(.*:\d+:\d+\)|node_modules/);
      }),
      { numRuns: 60, seed: Number(process.env.FUZZ_SEED ?? 20261121) },
    );
  });
});
