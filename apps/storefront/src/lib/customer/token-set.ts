import 'server-only';
import type { TokenEndpointResponse } from 'openid-client';
import type { CustomerSession } from '@/lib/session/customer-session';

/** Shopify's access tokens live an hour; assume that when the provider does not say. */
const DEFAULT_LIFETIME_SECONDS = 3600;

/** A session from a token response; tokens the response leaves out are kept from before. */
export function toCustomerSession(
  tokens: TokenEndpointResponse,
  previous: Pick<CustomerSession, 'email' | 'emailVerified' | 'refreshToken' | 'idToken'>,
  now = Date.now(),
): CustomerSession {
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? previous.refreshToken,
    idToken: tokens.id_token ?? previous.idToken,
    expiresAt: Math.floor(now / 1000) + (tokens.expires_in ?? DEFAULT_LIFETIME_SECONDS),
    email: previous.email,
    emailVerified: previous.emailVerified,
  };
}
