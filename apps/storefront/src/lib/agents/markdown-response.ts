import { varyOnAccept } from '@/domain/agents/representation';

/**
 * A Markdown answer for an agent, on the page's own URL: Vary: Accept (the URL also answers HTML), a
 * canonical link to that page, and the same short shared caching as the catalogue reads behind it.
 */
export function markdownResponse(body: string, pageUrl: string, status = 200): Response {
  const headers = new Headers({
    'Content-Type': 'text/markdown; charset=utf-8',
    'Cache-Control': status === 200 ? 'public, max-age=0, s-maxage=30, stale-while-revalidate=60' : 'no-store',
    Link: `<${pageUrl}>; rel="canonical"`,
    'X-Content-Type-Options': 'nosniff',
  });
  varyOnAccept(headers);
  return new Response(body, { status, headers });
}
