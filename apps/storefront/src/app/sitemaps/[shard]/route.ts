import { urlSetXml } from '@/domain/seo/sitemap-xml';
import { getSitemapShard } from '@/lib/seo/sitemap';
import { logger } from '@/lib/observability/logger';

const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400',
};

/** GET /sitemaps/{shard}.xml: up to 250 resources in both languages with hreflang alternates. */
export async function GET(_request: Request, { params }: { params: Promise<{ shard: string }> }) {
  const { shard } = await params;
  try {
    const pages = await getSitemapShard(shard);
    if (!pages) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    return new Response(urlSetXml(pages), { headers: XML_HEADERS });
  } catch (error) {
    logger().error({ err: error }, `Sitemap shard ${shard} unavailable`);
    return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'Retry-After': '600', 'Cache-Control': 'no-store' } });
  }
}
