import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../../context.js';
import { registerAvatarRoute } from './avatar-route.js';
import { registerCustomerAccountGraphQL } from './graphql/graphql-route.js';
import { registerInteractionRoutes } from './oidc/interaction-routes.js';
import { registerLogoutRoute } from './oidc/logout-route.js';
import { createOidcService, issuerFor } from './oidc/oidc-service.js';
import { registerProviderRoutes } from './oidc/provider-routes.js';
import { provideSignedInCustomer } from './oidc/signed-in-customer.js';
import { orderStatusLinks } from './order-status/order-status-links.js';
import { registerOrderStatusPage } from './order-status/order-status-page.js';

/** The GraphQL version the discovery document points to (hydrogen-react's schema). */
const API_VERSION = '2026-04';

/**
 * Shopify's Customer Account API: OpenID Connect (authorization code + PKCE, refresh, logout) with a
 * passwordless sign-in page, and the customer GraphQL API the issued access tokens open.
 */
export function registerCustomerAccount(
  app: FastifyInstance,
  context: Pick<EmulatorContext, 'config' | 'db' | 'faults' | 'catalog' | 'customers' | 'now' | 'onReset'>,
): void {
  const { config, db, faults, catalog, customers, now } = context;
  const oidc = createOidcService(app, { config, db, customers });
  const statusLinks = orderStatusLinks(oidc.cookieKeys[0]!);

  registerProviderRoutes(app, oidc, faults);
  registerInteractionRoutes(app, oidc, faults, () => catalog.shop());
  registerLogoutRoute(app, oidc, faults);
  provideSignedInCustomer(app, oidc);
  registerCustomerAccountGraphQL(app, { oidc, catalog, faults, statusLinks, config, now });
  registerOrderStatusPage(app, { customers, links: statusLinks, storefrontUrl: config.storefrontUrl });
  registerAvatarRoute(app);

  app.get('/.well-known/customer-account-api', async (_request, reply) => {
    if (await faults.enact('customer-account', ['customer-account-api'], reply)) return;
    const origin = issuerFor(app, config);
    return { graphql_api: `${origin}/customer/api/${API_VERSION}/graphql`, mcp_api: `${origin}/customer/api/mcp` };
  });

  // Back to the seed: sign-ins, codes and tokens of the previous run are forgotten (the keys stay).
  context.onReset(() => {
    db.exec('DELETE FROM oidc_models');
  });
}
