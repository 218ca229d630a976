import 'server-only';
import { cookies } from 'next/headers';
import { privateCookieOptions } from './cookie-options';
import { seal, unseal } from './sealed-value';
import { sessionCookieName } from './session-cookie-name';

/** The signed-in customer's tokens: kept on the server side of an encrypted httpOnly cookie only. */
export interface CustomerSession {
  accessToken: string;
  refreshToken: string | null;
  /** For the provider's end-session call (id_token_hint). */
  idToken: string | null;
  /** When the access token expires, in seconds since the epoch. */
  expiresAt: number;
  /** From the validated ID token at sign-in: the address the provider vouched for. */
  email: string;
  /** The ID token's email_verified: staff rights need an address the provider has verified. */
  emailVerified: boolean;
}

/** The cookie outlives access tokens (an hour at Shopify); the refresh token renews them. */
const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

function toSession(payload: Record<string, unknown> | null): CustomerSession | null {
  if (!payload) return null;
  const { accessToken, refreshToken, idToken, expiresAt, email, emailVerified } = payload;
  if (typeof accessToken !== 'string' || typeof expiresAt !== 'number' || typeof email !== 'string') return null;
  return {
    accessToken,
    refreshToken: typeof refreshToken === 'string' ? refreshToken : null,
    idToken: typeof idToken === 'string' ? idToken : null,
    expiresAt,
    email,
    emailVerified: emailVerified === true,
  };
}

/** The session of this request, or null when signed out (no cookie, or one we cannot read). */
export async function readCustomerSession(): Promise<CustomerSession | null> {
  const store = await cookies();
  return toSession(await unseal('customer-session', store.get(sessionCookieName())?.value));
}

/** Writes the session cookie (route handlers and server actions only). */
export async function writeCustomerSession(session: CustomerSession): Promise<void> {
  const value = await seal('customer-session', { ...session }, SESSION_MAX_AGE);
  (await cookies()).set(sessionCookieName(), value, privateCookieOptions(SESSION_MAX_AGE));
}

export async function clearCustomerSession(): Promise<void> {
  (await cookies()).set(sessionCookieName(), '', privateCookieOptions(0));
}
