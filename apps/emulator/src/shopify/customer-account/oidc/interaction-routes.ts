import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerRecord, ShopRecord } from '../../../catalog/model.js';
import type { FaultRegistry } from '../../../control/faults.js';
import { toGid } from '../../gid.js';
import { acceptForms, formField } from './form-body.js';
import { MESSAGES, renderMessagePage } from './message-page.js';
import type { OidcService } from './oidc-service.js';
import { pageLanguage, type PageLanguage } from './page-layout.js';
import { renderSignInPage } from './sign-in-page.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Params = { uid: string };

/**
 * The sign-in (login prompt) pages the provider sends the browser to; `shop` gives the demo accounts
 * they list (the seed's, in its order).
 */
export function registerInteractionRoutes(app: FastifyInstance, oidc: OidcService, faults: FaultRegistry, shop: () => Pick<ShopRecord, 'name' | 'demoAccounts'>): void {
  const { customers, storefrontUrl } = oidc;
  // An account that no longer exists is left out.
  const demoAccounts = () => shop().demoAccounts.flatMap((email) => customers.byEmail(email) ?? []);

  async function details(request: FastifyRequest, reply: FastifyReply) {
    try {
      const provider = await oidc.provider();
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      const language = pageLanguage(request.headers['accept-language']?.slice(0, 2));
      const text = MESSAGES[language];
      await reply.status(400).type('text/html; charset=utf-8').send(renderMessagePage(language, text.expiredTitle, text.expired, storefrontUrl));
      return undefined;
    }
  }

  function languageOf(params: Record<string, unknown>): PageLanguage {
    return pageLanguage(params.ui_locales, params.locale);
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: Record<string, unknown>) {
    const provider = await oidc.provider();
    const redirectTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.redirect(redirectTo, 303);
  }

  app.register(async (scope) => {
    acceptForms(scope);

    scope.get<{ Params: Params }>('/interaction/:uid', async (request, reply) => {
      if (await faults.enact('customer-account', ['sign-in'], reply)) return;
      const interaction = await details(request, reply);
      if (!interaction) return;
      const html = renderSignInPage({ uid: interaction.uid, shopName: shop().name, language: languageOf(interaction.params), accounts: demoAccounts() });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    });

    scope.post<{ Params: Params }>('/interaction/:uid/login', async (request, reply) => {
      if (await faults.enact('customer-account', ['sign-in'], reply)) return;
      const interaction = await details(request, reply);
      if (!interaction) return;
      const language = languageOf(interaction.params);
      const email = (formField(request.body, 'email') ?? '').trim().toLowerCase();
      if (!EMAIL.test(email) || email.length > 255) {
        const html = renderSignInPage({ uid: interaction.uid, shopName: shop().name, language, accounts: demoAccounts(), email, error: true });
        return reply.status(400).type('text/html; charset=utf-8').send(html);
      }
      const customer = customers.byEmail(email) ?? customers.create(newCustomer(email, language));
      return finish(request, reply, { login: { accountId: toGid('Customer', customer.id), remember: true } });
    });

    scope.post<{ Params: Params }>('/interaction/:uid/abort', async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return;
      return finish(request, reply, { error: 'access_denied', error_description: 'End-User aborted interaction' });
    });
  });
}

/** A first sign-in with an unknown e-mail creates the customer, as Shopify's passwordless accounts do. */
function newCustomer(email: string, language: PageLanguage): Omit<CustomerRecord, 'id' | 'createdAt'> {
  return {
    email,
    firstName: '',
    lastName: '',
    phone: null,
    locale: language,
    emailMarketingState: 'NOT_SUBSCRIBED',
    tags: [],
    addresses: [],
    defaultAddressId: null,
    metafields: [],
  };
}
