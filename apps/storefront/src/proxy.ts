import { NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';
import { answerFromPageCache } from './lib/page-cache/shared-page-cache';
import { securePageRequest } from './lib/security/page-security';

const localeRouting = createMiddleware(routing);

/**
 * next-intl decodes the path with decodeURI and rewrites to what it got: a literal '%' (%25) came back as an
 * invalid escape, which Next answered with a bare-text 500. Escaping it once more gives the path back intact.
 */
function forLocaleRouting(request: NextRequest): NextRequest {
  if (!request.nextUrl.pathname.includes('%25')) return request;
  const url = request.nextUrl.clone();
  url.pathname = url.pathname.replaceAll('%25', '%2525');
  return new NextRequest(url, request);
}

/**
 * Locale routing (next-intl) for every page, with a fresh CSP nonce per request (ERR-30); shared
 * pages come from the page cache when it has them.
 */
export default async function proxy(request: NextRequest) {
  const { policy, nonce } = securePageRequest(request);
  const routed = localeRouting(forLocaleRouting(request));
  const response = (await answerFromPageCache(request, routed, nonce)) ?? routed;
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Every page path; not the API, Next's assets, or files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
