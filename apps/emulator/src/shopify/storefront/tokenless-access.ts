import { isObjectType, type GraphQLSchema } from 'graphql';
import type { Resolver, ResolverMap } from '../../graphql/executor.js';
import { ShopifyGraphQLError } from '../../graphql/shopify-errors.js';

/**
 * Shopify's tokenless Storefront access (shopify.dev, Storefront API "Authentication"): a request
 * without an access token reads products, collections, search, pages and the cart, within a query
 * cost of 1,000; product tags, metafields, metaobjects, menus and customers need a token.
 */
export const TOKENLESS_MAX_COST = 1000;

/** The access a field needs beyond tokenless access, as Shopify names it in ACCESS_DENIED errors. */
function requiredAccess(typeName: string, fieldName: string): string | null {
  if (fieldName === 'metafield' || fieldName === 'metafields') return 'a Storefront API access token';
  if (typeName === 'Product' && fieldName === 'tags') return '`unauthenticated_read_product_tags` access scope.';
  if (typeName === 'QueryRoot') {
    if (fieldName === 'productTags') return '`unauthenticated_read_product_tags` access scope.';
    if (fieldName === 'menu') return '`unauthenticated_read_content` access scope.';
    if (fieldName === 'metaobject' || fieldName === 'metaobjects') return '`unauthenticated_read_metaobjects` access scope.';
    if (fieldName === 'customer') return '`unauthenticated_read_customers` access scope.';
  }
  if (typeName === 'Mutation' && fieldName.startsWith('customer')) return '`unauthenticated_write_customers` access scope.';
  return null;
}

function denied(fieldName: string, access: string): Resolver<unknown> {
  return () => {
    throw new ShopifyGraphQLError(`Access denied for ${fieldName} field. Required access: ${access}`, {
      code: 'ACCESS_DENIED',
      documentation: 'https://shopify.dev/api/usage/access-scopes',
      requiredAccess: access,
    });
  };
}

/** The resolvers a tokenless request runs: the same, except that token-only fields answer ACCESS_DENIED. */
export function tokenlessResolvers<Ctx>(schema: GraphQLSchema, resolvers: ResolverMap<Ctx>): ResolverMap<Ctx> {
  const restricted: ResolverMap<Ctx> = { ...resolvers };
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const fieldName of Object.keys(type.getFields())) {
      const access = requiredAccess(type.name, fieldName);
      if (access) restricted[type.name] = { ...restricted[type.name], [fieldName]: denied(fieldName, access) };
    }
  }
  return restricted;
}

/** Shopify's answer to a tokenless query over the cost limit (HTTP 200, no data). */
export function maxCostExceeded(cost: number) {
  return {
    errors: [
      {
        message: `Query cost is ${cost}, which exceeds the single query max cost limit (${TOKENLESS_MAX_COST}).`,
        extensions: { code: 'MAX_COST_EXCEEDED', cost, maxCost: TOKENLESS_MAX_COST, documentation: 'https://shopify.dev/api/usage/rate-limits' },
      },
    ],
  };
}
