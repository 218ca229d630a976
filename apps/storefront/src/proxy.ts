import { NextRequest, NextResponse } from 'next/server';
import { markdownPageOf, prefersMarkdown, varyOnAccept } from './domain/agents/representation';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';
import { canonicalHandlePath } from './domain/http/canonical-handle-path';
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

/** A product or collection page asked for as Markdown: answered by its Markdown route, never from the page cache. */
function markdownVersion(request: NextRequest, page: NonNullable<ReturnType<typeof markdownPageOf>>): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = `/md/${page.locale}/${page.kind}/${page.handle}`;
  url.search = '';
  const response = NextResponse.rewrite(url);
  varyOnAccept(response.headers);
  return response;
}

/**
 * Locale routing (next-intl) for every page, with a fresh CSP nonce per request (ERR-30); shared
 * pages come from the page cache when it has them. Product and collection pages also answer agents
 * in Markdown (Accept: text/markdown), and say that they vary on Accept.
 */
export default async function proxy(request: NextRequest) {
  // One spelling per handle page, before any cache lookup or rendering (CAT-77).
  const canonicalPath = canonicalHandlePath(request.nextUrl.pathname);
  if (canonicalPath) {
    const url = request.nextUrl.clone();
    url.pathname = canonicalPath;
    return NextResponse.redirect(url, 308);
  }
  const markdownPage = markdownPageOf(request.nextUrl.pathname);
  if (markdownPage && (request.method === 'GET' || request.method === 'HEAD') && prefersMarkdown(request.headers.get('accept')))
    return markdownVersion(request, markdownPage);
  const { policy, nonce } = securePageRequest(request);
  const routed = localeRouting(forLocaleRouting(request));
  const response = (await answerFromPageCache(request, routed, nonce)) ?? routed;
  response.headers.set('Content-Security-Policy', policy);
  if (markdownPage) varyOnAccept(response.headers);
  return response;
}

export const config = {
  // Every page path; not the API, Next's assets, or files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
