import { sitemapIndexXml } from '@/domain/seo/sitemap-xml';
import { getSitemapShardUrls } from '@/lib/seo/sitemap';
import { logger } from '@/lib/observability/logger';

const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400',
};

/** GET /sitemap.xml: the index of shards (static screens, content pages, collections, products). */
export async function GET() {
  try {
    return new Response(sitemapIndexXml(await getSitemapShardUrls()), { headers: XML_HEADERS });
  } catch (error) {
    logger().error({ err: error }, 'Sitemap index unavailable');
    // Crawlers retry a 503 later instead of dropping the sitemap.
    return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'Retry-After': '600', 'Cache-Control': 'no-store' } });
  }
}
