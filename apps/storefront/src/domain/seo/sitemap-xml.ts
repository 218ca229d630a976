/** Sitemap XML (sitemaps.org 0.9) with hreflang alternates (SEO-05); pure string builders. */

interface AlternateUrls {
  /** Absolute URLs of one page in each language. */
  en: string;
  fr: string;
}

export interface SitemapPage {
  urls: AlternateUrls;
  lastModified?: string | null;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

function alternateLinks(urls: AlternateUrls): string {
  return [
    ['en-ca', urls.en],
    ['fr-ca', urls.fr],
    ['x-default', urls.en],
  ]
    .map(([language, href]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(href!)}"/>`)
    .join('');
}

/** Each page twice, once per language, each entry listing both languages and x-default (English). */
export function urlSetXml(pages: readonly SitemapPage[]): string {
  const entries = pages.flatMap((page) =>
    [page.urls.en, page.urls.fr].map(
      (loc) =>
        `<url><loc>${escapeXml(loc)}</loc>${page.lastModified ? `<lastmod>${escapeXml(page.lastModified)}</lastmod>` : ''}${alternateLinks(page.urls)}</url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The index of shards, at /sitemap.xml. */
export function sitemapIndexXml(sitemaps: readonly string[]): string {
  const entries = sitemaps.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

type ShardKind = 'products' | 'collections' | 'pages';

export type Shard = { kind: 'static' } | { kind: ShardKind; page: number };

/** 'static.xml' or '{kind}-{n}.xml' (n from 1), anything else is not a shard. */
export function parseShardName(name: string): Shard | null {
  if (name === 'static.xml') return { kind: 'static' };
  const match = /^(products|collections|pages)-([1-9]\d{0,4})\.xml$/.exec(name);
  return match ? { kind: match[1] as ShardKind, page: Number(match[2]) } : null;
}

export function shardName(shard: Shard): string {
  return shard.kind === 'static' ? 'static.xml' : `${shard.kind}-${shard.page}.xml`;
}
