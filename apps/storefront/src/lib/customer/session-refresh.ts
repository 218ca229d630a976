import 'server-only';
import * as oidc from 'openid-client';
import type { CustomerSession } from '@/lib/session/customer-session';
import { getOidcConfiguration } from './oidc-configuration';
import { CustomerAccountUnavailableError, SessionExpiredError } from './sign-in-errors';
import { toCustomerSession } from './token-set';

/** Renew this long before the access token expires, so no request carries a token about to lapse. */
const REFRESH_MARGIN_SECONDS = 120;
/** The provider rotates refresh tokens: requests that still carry the old cookie reuse the answer. */
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
    if (error instanceof oidc.ResponseBodyError && error.status < 500) {
      throw new SessionExpiredError(`The provider refused the refresh token (${error.error})`, { cause: error });
    }
    throw new CustomerAccountUnavailableError('The session could not be renewed', { cause: error });
  }
}

const recent = new Map<string, Promise<CustomerSession>>();

/** New tokens for a session; one exchange per refresh token in this process, however many requests ask. */
export function refreshCustomerSession(session: CustomerSession): Promise<CustomerSession> {
  const { refreshToken } = session;
  if (!refreshToken) return Promise.reject(new SessionExpiredError('The session has no refresh token'));
  const shared = recent.get(refreshToken);
  if (shared) return shared;
  const pending = exchange(session, refreshToken);
  recent.set(refreshToken, pending);
  setTimeout(() => recent.delete(refreshToken), SHARED_ANSWER_MS).unref();
  return pending;
}
