import 'server-only';
import { cookies } from 'next/headers';
import { privateCookieName, privateCookieOptions } from '@/lib/session/cookie-options';

const cookieName = () => privateCookieName('maple_refresh_retry');
/** How long pages use the tokens they have after a renewal the provider could not answer, before trying again. */
const REFRESH_RETRY_SECONDS = 30;

/** Remembers, in this browser, that a renewal failed for a passing reason (route handlers only). */
export async function deferRefresh(): Promise<void> {
  (await cookies()).set(cookieName(), '1', privateCookieOptions(REFRESH_RETRY_SECONDS));
}

/** True while a failed renewal's pause runs: pages do not send the browser to renew again meanwhile. */
export async function isRefreshDeferred(): Promise<boolean> {
  return (await cookies()).has(cookieName());
}
