import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../../../catalog/catalog.js';
import type { FaultRegistry } from '../../../control/faults.js';
import { executeOperation, prepareOperation, type GraphQLRequestBody } from '../../../graphql/executor.js';
import { customerAccountSchema } from '@maple/shopify-schemas';
import { sendApiVersion } from '../../api-versions.js';
import type { OidcService } from '../oidc/oidc-service.js';
import { issuerFor } from '../oidc/oidc-service.js';
import type { OrderStatusLinks } from '../order-status/order-status-links.js';
import { customerForAccessToken, UNAUTHORIZED_BODY } from './access-token.js';
import { requestLanguage, type CustomerAccountContext } from './context.js';
import { customerAccountResolvers } from './resolvers.js';

export interface GraphQLRouteDeps {
  oidc: OidcService;
  catalog: Catalog;
  faults: FaultRegistry;
  statusLinks: OrderStatusLinks;
  config: { host: string; port: number };
  now: () => Date;
}

/** POST /customer/api/{version}/graphql: the signed-in customer's account, validated against Shopify's schema. */
export function registerCustomerAccountGraphQL(app: FastifyInstance, deps: GraphQLRouteDeps): void {
  const { oidc, catalog, faults, statusLinks, config, now } = deps;
  app.post('/customer/api/:version/graphql', { onRequest: sendApiVersion }, async (request, reply) => {
    const schema = customerAccountSchema();
    const prepared = prepareOperation(schema, request.body as GraphQLRequestBody | undefined);
    if (await faults.enact('customer-account', prepared.ok ? prepared.operation.faultNames : [], reply)) return;
    const header = request.headers.authorization;
    const customer = await customerForAccessToken(oidc, Array.isArray(header) ? header[0] : header);
    if (!customer) return reply.status(401).send(UNAUTHORIZED_BODY);
    if (!prepared.ok) return reply.status(prepared.status).send(prepared.body);
    const origin = issuerFor(app, config);
    const language = requestLanguage(prepared.operation.operation, prepared.operation.variables, customer.locale);
    const context: CustomerAccountContext = {
      customerId: customer.id,
      customers: oidc.customers,
      catalog,
      language,
      origin,
      // The status page opens in the language the orders were asked for (@inContext), i.e. the store page's.
      statusPageUrl: (orderId) => statusLinks.url(origin, orderId, language === 'FR' ? 'fr' : 'en'),
      now,
    };
    return reply.send(await executeOperation({ schema, resolvers: customerAccountResolvers(), prepared: prepared.operation, context }));
  });
}
