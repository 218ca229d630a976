import type { MetadataRoute } from 'next';
import { getEnv } from '@/lib/config/env';

// Per-visitor screens and endpoints have nothing for a search engine; internal search is a crawl trap.
const PRIVATE_PATHS = ['/api/', '/cart', '/account', '/auth/', '/new-product-form', '/search'];

/** GET /robots.txt: everything public is crawlable, in both languages, with the sitemap index. */
export default function robots(): MetadataRoute.Robots {
  const { SITE_URL } = getEnv();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [...PRIVATE_PATHS, ...PRIVATE_PATHS.filter((path) => path !== '/api/').map((path) => `/fr${path}`)],
      },
    ],
    sitemap: new URL('/sitemap.xml', SITE_URL).href,
  };
}
