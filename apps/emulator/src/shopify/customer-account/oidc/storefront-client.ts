import { Provider, type Adapter, type AdapterPayload } from 'oidc-provider';

const STOREFRONT_CLIENT_ID = 'shp_maple_storefront';
const STOREFRONT_CLIENT_SECRET = 'emulator-secret';

function presentsSecret(): boolean {
  const ctx = Provider.ctx;
  if (!ctx) return false;
  return typeof ctx.oidc?.params?.client_secret === 'string' || typeof ctx.headers.authorization === 'string';
}

/**
 * Shopify lets one Customer Account API client be confidential (client secret) or public (PKCE
 * only). oidc-provider binds a client to one authentication method, so the client is described
 * per request: confidential when the request presents a secret, public otherwise.
 */
export function storefrontClientAdapter(storefrontUrl: string): Adapter {
  const base = storefrontUrl.replace(/\/$/, '');
  const metadata = (): AdapterPayload => ({
    client_id: STOREFRONT_CLIENT_ID,
    client_name: 'Storefront',
    application_type: 'web',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [`${base}/auth/callback`, `${base}/fr/auth/callback`],
    post_logout_redirect_uris: [base, `${base}/`],
    ...(presentsSecret()
      ? { client_secret: STOREFRONT_CLIENT_SECRET, token_endpoint_auth_method: 'client_secret_basic' }
      : { token_endpoint_auth_method: 'none' }),
  });
  const readOnly = async () => {
    throw new Error('The storefront client is configured, not stored');
  };
  return {
    find: async (id) => (id === STOREFRONT_CLIENT_ID ? metadata() : undefined),
    findByUid: async () => undefined,
    findByUserCode: async () => undefined,
    upsert: readOnly,
    consume: readOnly,
    destroy: readOnly,
    revokeByGrantId: async () => undefined,
  };
}
