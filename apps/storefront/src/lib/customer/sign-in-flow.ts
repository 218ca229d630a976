import 'server-only';
import * as oidc from 'openid-client';
import { loggableText } from '@/domain/logging/loggable-text';
import { getEnv } from '@/lib/config/env';
import type { CustomerSession } from '@/lib/session/customer-session';
import { getOidcConfiguration } from './oidc-configuration';
import { callbackPath, localeOfPath } from './return-to';
import { CustomerAccountUnavailableError, SignInError } from './sign-in-errors';
import { saveSignInTransaction, takeSignInTransaction } from './sign-in-transaction';
import { toCustomerSession } from './token-set';
import { logger } from '@/lib/observability/logger';

/** Shopify's Customer Account API scopes: identity, e-mail, and the customer's own account data. */
const CUSTOMER_ACCOUNT_SCOPE = 'openid email customer-account-api:full';

const siteUrl = (path: string) => new URL(path, getEnv().SITE_URL);

async function configuration(): Promise<oidc.Configuration> {
  try {
    return await getOidcConfiguration();
  } catch (error) {
    throw new CustomerAccountUnavailableError('The sign-in provider could not be reached', { cause: error });
  }
}

/**
 * Authorization code flow with PKCE (S256), state and nonce: remembers the attempt in a sealed
 * cookie and returns the provider's authorization URL.
 */
export async function beginSignIn(returnTo: string): Promise<URL> {
  const config = await configuration();
  const locale = localeOfPath(returnTo);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await saveSignInTransaction({ state, nonce, codeVerifier, returnTo, locale });
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: siteUrl(callbackPath(locale)).href,
    scope: CUSTOMER_ACCOUNT_SCOPE,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    locale,
  });
}

/**
 * The callback itself does not hold up: a missing or foreign `iss` or `state`, or an ID token whose
 * nonce or audience belongs to another sign-in (a forged or replayed answer, not a provider fault).
 */
function isForgedResponse(error: unknown): boolean {
  if (!(error instanceof oidc.ClientError)) return false;
  if (error.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED') return true;
  const cause = error.cause instanceof Error ? error.cause.message : '';
  return error.code === 'OAUTH_INVALID_RESPONSE' && /response parameter|"iss"|"state"/.test(cause);
}

/** Checks the provider's answer against this browser's attempt and exchanges the code for tokens. */
export async function completeSignIn(search: URLSearchParams): Promise<{ session: CustomerSession; returnTo: string }> {
  const transaction = await takeSignInTransaction();
  if (!transaction) throw new SignInError('expired', 'No sign-in is in progress in this browser: it expired or was already completed');
  if (search.get('state') !== transaction.state)
    throw new SignInError('state', 'The answer does not belong to the sign-in started in this browser');
  const providerError = search.get('error');
  // The provider's words come in the URL, which anyone can write: one bounded line in the log, never raw.
  if (providerError) throw new SignInError('denied', loggableText(search.get('error_description') ?? providerError));

  const config = await configuration();
  // The redirect_uri the attempt registered, whatever path the request was routed through.
  const callbackUrl = siteUrl(callbackPath(transaction.locale));
  callbackUrl.search = search.toString();
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
    });
  } catch (error) {
    if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') {
      throw new SignInError('code', 'The provider refused the authorization code (unknown, expired or already used)', { cause: error });
    }
    if (isForgedResponse(error))
      throw new SignInError('state', 'The answer is not one the provider sent for this sign-in', { cause: error });
    throw new SignInError('provider', 'The provider did not complete the sign-in', { cause: error });
  }
  const claims = tokens.claims();
  const email = claims?.email;
  if (typeof email !== 'string' || email === '') throw new SignInError('provider', 'The ID token carries no e-mail address');
  const emailVerified = claims?.email_verified === true;
  return {
    session: toCustomerSession(tokens, { email, emailVerified, refreshToken: null, idToken: null }),
    returnTo: transaction.returnTo,
  };
}

/** Where the browser goes to end the provider's session, then comes back to the store. */
export async function endSessionUrl(session: CustomerSession | null): Promise<string | null> {
  const config = await getOidcConfiguration();
  if (!config.serverMetadata().end_session_endpoint) return null;
  const parameters: Record<string, string> = { post_logout_redirect_uri: siteUrl('/').href };
  if (session?.idToken) parameters.id_token_hint = session.idToken;
  else parameters.client_id = config.clientMetadata().client_id;
  return oidc.buildEndSessionUrl(config, parameters).href;
}

/**
 * Ends the tokens' validity at the provider, so a copied cookie is worthless after sign-out: the
 * refresh token (which revokes its whole grant) and the access token. Failures only log.
 */
export async function revokeTokens(session: CustomerSession): Promise<void> {
  try {
    const config = await getOidcConfiguration();
    if (!config.serverMetadata().revocation_endpoint) return;
    if (session.refreshToken) await oidc.tokenRevocation(config, session.refreshToken, { token_type_hint: 'refresh_token' });
    await oidc.tokenRevocation(config, session.accessToken, { token_type_hint: 'access_token' });
  } catch (error) {
    logger().warn({ err: error }, 'Token revocation failed');
  }
}
