import { Provider, type OidcContext } from 'oidc-provider';
import type { CustomerStore } from '../../../customers/customer-store.js';
import type { Db } from '../../../store/database.js';
import { numericId } from '../../gid.js';
import { MESSAGES, renderMessagePage } from './message-page.js';
import { pageLanguage } from './page-layout.js';
import type { ProviderKeys } from './provider-keys.js';
import { isAllowedCallback, isAllowedOrigin, isAllowedPostLogoutRedirect } from './redirect-rules.js';
import { SqliteAdapter } from './sqlite-adapter.js';
import { CUSTOMER_ACCOUNT_SCOPES } from './scopes.js';
import { storefrontClientAdapter } from './storefront-client.js';

export interface ProviderOptions {
  issuer: string;
  db: Db;
  customers: CustomerStore;
  storefrontUrl: string;
  keys: ProviderKeys;
  /** Access token lifetime in seconds (Shopify: one hour). */
  accessTokenTtl: number;
}

const DAY = 24 * 60 * 60;

/** Shopify's Customer Account API endpoint paths, relative to the issuer. */
const OIDC_ROUTES = {
  authorization: '/oauth/authorize',
  token: '/oauth/token',
  end_session: '/logout',
  jwks: '/.well-known/jwks.json',
  revocation: '/oauth/revoke',
};

function languageOf(ctx: OidcContext) {
  return pageLanguage(ctx.oidc?.params?.ui_locales, ctx.oidc?.params?.locale);
}

/** The customer's consent is implicit, as on Shopify: the first-party client gets the scopes it asks for. */
async function loadOrCreateGrant(ctx: OidcContext) {
  const { oidc } = ctx;
  const clientId = oidc.client?.clientId;
  const accountId = oidc.session?.accountId;
  if (!clientId || !accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const grant = existing ?? new oidc.provider.Grant({ accountId, clientId });
  grant.addOIDCScope([...oidc.requestParamScopes].join(' '));
  await grant.save();
  return grant;
}

export function createProvider(options: ProviderOptions): Provider {
  const { issuer, db, customers, storefrontUrl, keys, accessTokenTtl } = options;
  const clientAdapter = storefrontClientAdapter(storefrontUrl);
  const provider = new Provider(issuer, {
    adapter: (name: string) => (name === 'Client' ? clientAdapter : new SqliteAdapter(db, name)),
    async findAccount(_ctx: OidcContext, sub: string) {
      const id = numericId(sub, 'Customer');
      const customer = id === null ? undefined : customers.byId(id);
      if (!customer) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email: customer.email, email_verified: true }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], sid: null, auth_time: null },
    scopes: [...CUSTOMER_ACCOUNT_SCOPES, 'offline_access'],
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
    extraParams: ['locale'],
    cookies: { keys: keys.cookieKeys },
    jwks: keys.jwks,
    pkce: { required: () => true },
    routes: OIDC_ROUTES,
    interactions: { url: (_ctx: OidcContext, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: { enabled: false },
      userinfo: { enabled: false },
      revocation: { enabled: true, allowedPolicy: async () => true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: OidcContext, form: string) => {
          ctx.body = `<!doctype html><html lang="en"><body>${form}<button form="op.logoutForm" name="logout" value="yes">Sign out</button></body></html>`;
        },
        postLogoutSuccessSource: async (ctx: OidcContext) => {
          const language = languageOf(ctx);
          ctx.body = renderMessagePage(language, MESSAGES[language].signedOutTitle, MESSAGES[language].signedOut, storefrontUrl);
        },
      },
    },
    ttl: {
      AccessToken: () => accessTokenTtl,
      AuthorizationCode: () => 60,
      IdToken: () => 60 * 60,
      RefreshToken: () => 90 * DAY,
      Interaction: () => 60 * 60,
      Session: () => 14 * DAY,
      Grant: () => 90 * DAY,
    },
    issueRefreshToken: async (_ctx: OidcContext, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: async () => false,
    rotateRefreshToken: () => true,
    loadExistingGrant: loadOrCreateGrant,
    clientBasedCORS: (_ctx: OidcContext, origin: string) => isAllowedOrigin(origin, storefrontUrl),
    async renderError(ctx: OidcContext, out: { error?: string; error_description?: string }) {
      const language = languageOf(ctx);
      ctx.type = 'html';
      ctx.body = renderMessagePage(language, MESSAGES[language].errorTitle, out.error_description ?? out.error ?? '', storefrontUrl);
    },
  });
  const { prototype } = provider.Client;
  const registeredRedirect = prototype.redirectUriAllowed;
  const registeredPostLogout = prototype.postLogoutRedirectUriAllowed;
  // A storefront in development may run on any local port: its callbacks are allowed beside the registered ones.
  prototype.redirectUriAllowed = function (value: string) {
    return registeredRedirect.call(this, value) || isAllowedCallback(value, storefrontUrl);
  };
  prototype.postLogoutRedirectUriAllowed = function (value: string) {
    return registeredPostLogout.call(this, value) || isAllowedPostLogoutRedirect(value, storefrontUrl);
  };
  // Shopify's id_tokens carry the session id (sid), which logout uses to find a server-side session.
  prototype.includeSid = () => true;
  return provider;
}
