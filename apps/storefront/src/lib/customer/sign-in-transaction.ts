import 'server-only';
import { cookies } from 'next/headers';
import type { Locale } from '@/i18n/routing';
import { privateCookieName, privateCookieOptions } from '@/lib/session/cookie-options';
import { seal, unseal } from '@/lib/session/sealed-value';

/** What the callback must find to accept the provider's answer: one sign-in attempt, bound to this browser. */
export interface SignInTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  locale: Locale;
}

const cookieName = () => privateCookieName('maple_sign_in');
/** Long enough to choose an account on the provider's page; a stale attempt starts over. */
const MAX_AGE = 15 * 60;

export async function saveSignInTransaction(transaction: SignInTransaction): Promise<void> {
  const value = await seal('sign-in', { ...transaction }, MAX_AGE);
  (await cookies()).set(cookieName(), value, privateCookieOptions(MAX_AGE));
}

/** Reads and forgets the transaction: a callback can complete it once, never twice. */
export async function takeSignInTransaction(): Promise<SignInTransaction | null> {
  const store = await cookies();
  const payload = await unseal('sign-in', store.get(cookieName())?.value);
  store.set(cookieName(), '', privateCookieOptions(0));
  if (!payload) return null;
  const { state, nonce, codeVerifier, returnTo, locale } = payload;
  if (typeof state !== 'string' || typeof nonce !== 'string' || typeof codeVerifier !== 'string' || typeof returnTo !== 'string')
    return null;
  return { state, nonce, codeVerifier, returnTo, locale: locale === 'fr' ? 'fr' : 'en' };
}
