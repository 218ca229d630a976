import { routeHandle } from '@/app/[locale]/products/[handle]/page-data';
import { collectionMarkdownResponse, isLocale } from '@/lib/agents/markdown-pages';

// src/proxy.ts sends /collections/{handle} here when the request asks for text/markdown.
type Context = { params: Promise<{ lang: string; handle: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { lang, handle } = await params;
  if (!isLocale(lang)) return new Response('Not found', { status: 404 });
  return collectionMarkdownResponse(lang, routeHandle(handle));
}
