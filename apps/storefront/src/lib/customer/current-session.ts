import 'server-only';
// eslint-disable-next-line no-restricted-imports -- API routes have no locale prefix
import { redirect } from 'next/navigation';
import { clearCustomerSession, readCustomerSession, writeCustomerSession, type CustomerSession } from '@/lib/session/customer-session';
import { isRefreshDeferred } from './refresh-deferral';
import { needsRefresh, refreshCustomerSession } from './session-refresh';
import { SessionExpiredError } from './sign-in-errors';

/**
 * For route handlers: the session with a valid access token, renewed (and the cookie rewritten)
 * when it is about to expire; null when signed out or when the provider refuses to renew it.
 * Throws CustomerAccountUnavailableError when the provider cannot be reached.
 */
export async function getRouteSession(): Promise<CustomerSession | null> {
  const session = await readCustomerSession();
  if (!session || !needsRefresh(session)) return session;
  try {
    const renewed = await refreshCustomerSession(session);
    await writeCustomerSession(renewed);
    return renewed;
  } catch (error) {
    if (!(error instanceof SessionExpiredError)) throw error;
    await clearCustomerSession();
    return null;
  }
}

export function signInPath(returnTo: string): string {
  return `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * For pages, which cannot write cookies: signed-out visitors go to sign in, and a session whose
 * token is about to expire goes through /api/auth/refresh first, then comes back (unless a renewal
 * just failed for a passing reason: the page then uses the tokens it has, and renewal waits a moment).
 */
export async function requirePageSession(returnTo: string): Promise<CustomerSession> {
  const session = await readCustomerSession();
  if (!session) redirect(signInPath(returnTo));
  if (needsRefresh(session) && !(await isRefreshDeferred())) redirect(`/api/auth/refresh?returnTo=${encodeURIComponent(returnTo)}`);
  return session;
}
