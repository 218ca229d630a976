import type { Locale } from '@/i18n/routing';
import type { SignInFailure } from './sign-in-errors';

/** The page that explains why a sign-in failed and offers to start again. */
export function signInFailedPath(locale: Locale, reason: SignInFailure): string {
  return `${locale === 'fr' ? '/fr' : ''}/auth/callback/failed?reason=${reason}`;
}
