import 'server-only';
import * as oidc from 'openid-client';
import type { CustomerSession } from '@/lib/session/customer-session';
import { getOidcConfiguration } from './oidc-configuration';
import { CustomerAccountUnavailableError, SessionExpiredError } from './sign-in-errors';
import { toCustomerSession } from './token-set';

/** Renew this long before the access token expires, so no request carries a token about to lapse. */
const REFRESH_MARGIN_SECONDS = 120;
/** The provider rotates refresh tokens: requests that still carry the old cookie reuse a successful answer. */
const SHARED_ANSWER_MS = 60_000;

export function needsRefresh(session: CustomerSession, now = Date.now()): boolean {
  return session.expiresAt - now / 1000 < REFRESH_MARGIN_SECONDS;
}

async function exchange(session: CustomerSession, refreshToken: string): Promise<CustomerSession> {
  let config: oidc.Configuration;
  try {
    config = await getOidcConfiguration();
  } catch (error) {
    throw new CustomerAccountUnavailableError('The sign-in provider could not be reached', { cause: error });
  }
  try {
    return toCustomerSession(await oidc.refreshTokenGrant(config, refreshToken), session);
  } catch (error) {
    // Only the provider saying the grant is over ends the session; throttling (429), a client
    // misconfiguration or an outage leave it as it is.
    if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') {
      throw new SessionExpiredError(`The provider refused the refresh token (${error.error})`, { cause: error });
    }
    throw new CustomerAccountUnavailableError('The session could not be renewed', { cause: error });
  }
}

const recent = new Map<string, Promise<CustomerSession>>();

/**
 * New tokens for a session; one exchange per refresh token in this process, however many requests
 * ask. A failed exchange is forgotten at once, so the next request tries again.
 */
export function refreshCustomerSession(session: CustomerSession): Promise<CustomerSession> {
  const { refreshToken } = session;
  if (!refreshToken) return Promise.reject(new SessionExpiredError('The session has no refresh token'));
  const shared = recent.get(refreshToken);
  if (shared) return shared;
  const pending = exchange(session, refreshToken);
  recent.set(refreshToken, pending);
  const forget = () => {
    if (recent.get(refreshToken) === pending) recent.delete(refreshToken);
  };
  pending.then(() => setTimeout(forget, SHARED_ANSWER_MS).unref(), forget);
  return pending;
}
