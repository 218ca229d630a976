import { NextResponse, type NextRequest } from 'next/server';
import { getEnv } from '@/lib/config/env';
import { localeOfPath, safeReturnTo, storeUrl } from '@/lib/customer/return-to';
import { beginSignIn } from '@/lib/customer/sign-in-flow';
import { signInFailedPath } from '@/lib/customer/sign-in-pages';
import { logger } from '@/lib/observability/logger';

/** GET /api/auth/login?returnTo=/path: a full-page navigation that starts sign-in at the provider (ACC-01, ACC-02). */
export async function GET(request: NextRequest) {
  const { SITE_URL } = getEnv();
  const returnTo = safeReturnTo(request.nextUrl.searchParams.get('returnTo'), SITE_URL);
  try {
    const authorizationUrl = await beginSignIn(returnTo);
    return NextResponse.redirect(authorizationUrl, { status: 302, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    logger().error({ err: error }, 'Sign-in could not start');
    const failed = storeUrl(signInFailedPath(localeOfPath(returnTo), 'provider'), SITE_URL);
    return NextResponse.redirect(failed, { status: 302, headers: { 'Cache-Control': 'no-store' } });
  }
}
