import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../../context.js';
import { executeOperation, type GraphQLRequestBody, type ResolverMap } from '../../graphql/executor.js';
import type { ShopifyError } from '../../graphql/shopify-errors.js';
import { storefrontSchema } from '@maple/shopify-schemas';
import { sendApiVersion } from '../api-versions.js';
import type { Catalog } from '../../catalog/catalog.js';
import type { StorefrontTokenRecord } from '../../catalog/model.js';
import { checkArguments } from './argument-checks.js';
import { readInContext } from './in-context.js';
import { createPreparedCache } from './prepared-cache.js';
import { publishedCatalog } from './published-catalog.js';
import { requestedQueryCost } from './query-cost.js';
import { mergeResolverMaps, storefrontResolvers } from './resolvers/index.js';
import { createStorefrontContext, type StorefrontContext } from './storefront-context.js';
import { maxCostExceeded, TOKENLESS_MAX_COST, tokenlessResolvers } from './tokenless-access.js';
import { warmProductData } from './warm-up.js';

export type StorefrontModuleContext = Pick<EmulatorContext, 'config' | 'catalog' | 'faults' | 'now'>;

/** Runs Storefront documents in-process, as a client holding a token would (the MCP tools' reads and cart changes). */
export interface StorefrontExecutor {
  run(query: string, variables: Record<string, unknown>, origin: string): Promise<{ errors?: ShopifyError[]; data?: unknown }>;
}

const BAD_REQUEST_BODY = { errors: { query: 'Required parameter missing or invalid' } };

function headerValue(request: FastifyRequest, name: string): string {
  const header = request.headers[name];
  return (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
}

/** The request's Storefront token and its kind: a server's private token, else a public one ('' for tokenless access). */
function accessToken(request: FastifyRequest): { token: string; access: StorefrontTokenRecord['access'] } {
  const privateToken = headerValue(request, 'shopify-storefront-private-token');
  if (privateToken) return { token: privateToken, access: 'PRIVATE' };
  return { token: headerValue(request, 'x-shopify-storefront-access-token'), access: 'PUBLIC' };
}

/** The catalogue as the token's storefront publication shows it (published-catalog.ts). */
function catalogFor(catalog: Catalog, token: string, access: StorefrontTokenRecord['access']): Catalog {
  const publication = catalog.publicationForToken?.(token, access);
  return publication ? publishedCatalog(catalog, publication.publication.id) : catalog;
}

function requestBody(request: FastifyRequest): GraphQLRequestBody | 'invalid-variables' {
  if (request.method !== 'GET') return (request.body as GraphQLRequestBody | null | undefined) ?? {};
  const query = request.query as Record<string, string | undefined>;
  if (!query.variables) return { query: query.query, operationName: query.operationName };
  try {
    return { query: query.query, operationName: query.operationName, variables: JSON.parse(query.variables) as unknown };
  } catch {
    return 'invalid-variables';
  }
}

/**
 * The Storefront GraphQL API: POST (or GET with ?query=) /api/{version}/graphql.json, validated and
 * executed against Shopify's published schema. Extra resolver maps (the cart) extend the reads.
 * Without an access token it serves Shopify's tokenless access (tokenless-access.ts). Each request
 * reads what its token's storefront publication holds (published-catalog.ts).
 */
export async function registerStorefront(app: FastifyInstance, context: StorefrontModuleContext, extraResolvers: ResolverMap<StorefrontContext>[] = []): Promise<StorefrontExecutor> {
  const schema = storefrontSchema();
  const resolvers = mergeResolverMaps(storefrontResolvers(), ...extraResolvers);
  const publicResolvers = tokenlessResolvers(schema, resolvers);
  const prepareOperation = createPreparedCache(schema);

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const { token, access } = accessToken(request);
    const tokenless = !token;
    const body = requestBody(request);
    if (body === 'invalid-variables') return reply.status(400).send({ errors: { variables: 'Variables must be an object' } });
    const prepared = prepareOperation(body);
    if (!prepared.ok) return reply.status(prepared.status).send(prepared.body);
    // A GET is a link anyone can follow: it reads, never changes a cart (GraphQL over HTTP).
    if (request.method === 'GET' && prepared.operation.operation.operation !== 'query')
      return reply.status(405).header('allow', 'POST').send({ errors: [{ message: 'Only queries can be sent with GET: send mutations with POST' }] });
    const argumentErrors = checkArguments(schema, prepared.operation);
    if (argumentErrors.length > 0) return reply.send({ errors: argumentErrors });
    if (await context.faults.enact('storefront', prepared.operation.faultNames, reply)) return reply;
    const cost = requestedQueryCost(schema, prepared.operation);
    if (tokenless && cost > TOKENLESS_MAX_COST) return reply.send(maxCostExceeded(cost));

    const inContext = readInContext(prepared.operation);
    const origin = `${request.protocol}://${request.headers.host ?? `${context.config.host}:${context.config.port}`}`;
    const catalog = catalogFor(context.catalog, token, access);
    const storefrontContext = createStorefrontContext({ catalog, language: inContext.language, country: inContext.country, origin, now: context.now() });
    const result = await executeOperation({ schema, resolvers: tokenless ? publicResolvers : resolvers, prepared: prepared.operation, context: storefrontContext });
    const extensions = {
      ...(inContext.declared ? { context: { country: inContext.country, language: inContext.language } } : {}),
      cost: { requestedQueryCost: cost },
    };
    return reply.send({ ...result, extensions });
  };

  await app.register(async (scope) => {
    scope.addHook('onRequest', sendApiVersion);
    // Shopify also takes a bare GraphQL document with Content-Type: application/graphql.
    scope.addContentTypeParser('application/graphql', { parseAs: 'string' }, (_request, body, done) => done(null, { query: body }));
    scope.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? 400 : 500;
      if (status === 500) console.error('[emulator] storefront error:', error);
      return reply.status(status).send(status === 400 ? BAD_REQUEST_BODY : { errors: [{ message: 'Internal error. Looks like something went wrong on our end.' }] });
    });
    scope.post('/api/:version/graphql.json', handle);
    scope.get('/api/:version/graphql.json', handle);
  });
  warmProductData(context.catalog);

  return {
    async run(query, variables, origin) {
      const prepared = prepareOperation({ query, variables });
      if (!prepared.ok) throw new Error(`Invalid Storefront document: ${JSON.stringify(prepared.body)}`);
      const inContext = readInContext(prepared.operation);
      // The shop's own MCP server reads what its public storefront publishes.
      const catalog = catalogFor(context.catalog, '', 'PUBLIC');
      const storefrontContext = createStorefrontContext({ catalog, language: inContext.language, country: inContext.country, origin, now: context.now() });
      return executeOperation({ schema, resolvers, prepared: prepared.operation, context: storefrontContext });
    },
  };
}
