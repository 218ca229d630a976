import { NextResponse, type NextRequest } from 'next/server';
import { getEnv } from '@/lib/config/env';
import { safeReturnTo } from '@/lib/customer/return-to';
import { refreshCustomerSession } from '@/lib/customer/session-refresh';
import { clearCustomerSession, readCustomerSession, writeCustomerSession } from '@/lib/session/customer-session';

/**
 * GET /api/auth/refresh?returnTo=/path: pages cannot write cookies, so one whose access token is
 * about to expire sends the browser here to renew it, then back. A session that cannot be renewed
 * is dropped, and the page then asks to sign in again.
 */
export async function GET(request: NextRequest) {
  const returnTo = safeReturnTo(request.nextUrl.searchParams.get('returnTo'));
  const session = await readCustomerSession();
  if (session) {
    try {
      await writeCustomerSession(await refreshCustomerSession(session));
    } catch (error) {
      console.warn('Session renewal failed:', error instanceof Error ? error.message : error);
      await clearCustomerSession();
    }
  }
  return NextResponse.redirect(new URL(returnTo, getEnv().SITE_URL), { status: 302, headers: { 'Cache-Control': 'no-store' } });
}
