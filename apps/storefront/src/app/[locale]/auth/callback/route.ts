import { NextResponse, type NextRequest } from 'next/server';
import { hasLocale } from 'next-intl';
import { loggableText } from '@/domain/logging/loggable-text';
import { routing } from '@/i18n/routing';
import { getEnv } from '@/lib/config/env';
import { logger } from '@/lib/observability/logger';
import { safeReturnTo, storeUrl } from '@/lib/customer/return-to';
import { signInFailedPath } from '@/lib/customer/sign-in-pages';
import { completeSignIn } from '@/lib/customer/sign-in-flow';
import { SignInError } from '@/lib/customer/sign-in-errors';
import { writeCustomerSession } from '@/lib/session/customer-session';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * /auth/callback and /fr/auth/callback: the provider sends the browser back here with a code. The
 * answer must match this browser's sign-in attempt (state, PKCE verifier, nonce); then the tokens
 * go into the encrypted session cookie and the shopper returns where they were.
 */
export async function GET(request: NextRequest, { params }: RouteContext<'/[locale]/auth/callback'>) {
  const { locale: segment } = await params;
  const locale = hasLocale(routing.locales, segment) ? segment : routing.defaultLocale;
  const { SITE_URL } = getEnv();
  try {
    const { session, returnTo } = await completeSignIn(request.nextUrl.searchParams);
    await writeCustomerSession(session);
    // Checked again here: the attempt's cookie is sealed, but the redirect is where a slip would land.
    return NextResponse.redirect(storeUrl(safeReturnTo(returnTo, SITE_URL), SITE_URL), { status: 303, headers: noStore });
  } catch (error) {
    const reason = error instanceof SignInError ? error.reason : 'provider';
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${loggableText(error.cause.message)})` : '';
    logger().warn(
      { reason },
      `Sign-in refused [${reason}]: ${loggableText(error instanceof Error ? error.message : String(error))}${cause}`,
    );
    return NextResponse.redirect(storeUrl(signInFailedPath(locale, reason), SITE_URL), { status: 303, headers: noStore });
  }
}
