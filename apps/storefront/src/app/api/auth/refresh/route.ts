import { NextResponse, type NextRequest } from 'next/server';
import { getEnv } from '@/lib/config/env';
import { signInPath } from '@/lib/customer/current-session';
import { deferRefresh } from '@/lib/customer/refresh-deferral';
import { safeReturnTo, storeUrl } from '@/lib/customer/return-to';
import { refreshCustomerSession } from '@/lib/customer/session-refresh';
import { SessionExpiredError } from '@/lib/customer/sign-in-errors';
import { readCustomerSession, writeCustomerSession } from '@/lib/session/customer-session';
import { logger } from '@/lib/observability/logger';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * GET /api/auth/refresh?returnTo=/path: pages cannot write cookies, so one whose access token is
 * about to expire sends the browser here to renew it, then back. Any site can send a browser here,
 * so this GET never signs anyone out: when the provider says the session is over (invalid_grant) the
 * shopper is asked to sign in again, which replaces the session; when the provider cannot answer, the
 * session is kept and renewal is tried again shortly (src/lib/customer/refresh-deferral.ts).
 */
export async function GET(request: NextRequest) {
  const { SITE_URL } = getEnv();
  const returnTo = safeReturnTo(request.nextUrl.searchParams.get('returnTo'), SITE_URL);
  const back = () => NextResponse.redirect(storeUrl(returnTo, SITE_URL), { status: 302, headers: noStore });
  const session = await readCustomerSession();
  if (!session) return back();
  try {
    await writeCustomerSession(await refreshCustomerSession(session));
    return back();
  } catch (error) {
    if (error instanceof SessionExpiredError) {
      return NextResponse.redirect(storeUrl(signInPath(returnTo), SITE_URL), { status: 302, headers: noStore });
    }
    logger().warn({ err: error }, 'Session renewal failed, kept for a retry');
    await deferRefresh();
    return back();
  }
}
