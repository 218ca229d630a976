import type { NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';
import { answerFromPageCache } from './lib/page-cache/shared-page-cache';
import { securePageRequest } from './lib/security/page-security';

const localeRouting = createMiddleware(routing);

/**
 * Locale routing (next-intl) for every page, with a fresh CSP nonce per request (issue 11); shared
 * pages come from the page cache when it has them.
 */
export default async function proxy(request: NextRequest) {
  const { policy, nonce } = securePageRequest(request);
  const routed = localeRouting(request);
  const response = (await answerFromPageCache(request, routed, nonce)) ?? routed;
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Every page path; not the API, Next's assets, or files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
