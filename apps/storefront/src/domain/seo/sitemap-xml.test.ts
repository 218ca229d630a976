import { describe, expect, it } from 'vitest';
import { parseShardName, shardName, sitemapIndexXml, urlSetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  it('lists a page in both languages, each with the three hreflang alternates', () => {
    const xml = urlSetXml([
      { urls: { en: 'https://x.ca/products/a', fr: 'https://x.ca/fr/products/a' }, lastModified: '2026-01-02T00:00:00Z' },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://x.ca/fr/products/a</loc><lastmod>2026-01-02T00:00:00Z</lastmod>');
    expect(xml.match(/hreflang="x-default" href="https:\/\/x.ca\/products\/a"/g)).toHaveLength(2);
    expect(xml.match(/hreflang="fr-ca"/g)).toHaveLength(2);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('escapes XML in URLs', () => {
    expect(urlSetXml([{ urls: { en: 'https://x.ca/search?a=1&b=2', fr: 'https://x.ca/fr' } }])).toContain('a=1&amp;b=2');
  });

  it('indexes its shards', () => {
    const xml = sitemapIndexXml(['https://x.ca/sitemaps/static.xml', 'https://x.ca/sitemaps/products-1.xml']);
    expect(xml.match(/<sitemap>/g)).toHaveLength(2);
    expect(xml).toContain('<sitemapindex');
  });

  it.each([
    ['static.xml', { kind: 'static' }],
    ['products-1.xml', { kind: 'products', page: 1 }],
    ['collections-12.xml', { kind: 'collections', page: 12 }],
    ['pages-3.xml', { kind: 'pages', page: 3 }],
  ])('reads %s', (name, shard) => {
    expect(parseShardName(name)).toEqual(shard);
    expect(shardName(parseShardName(name)!)).toBe(name);
  });

  it.each([['products-0.xml'], ['products-01.xml'], ['orders-1.xml'], ['products-1'], ['../static.xml']])('refuses %s', (name) => {
    expect(parseShardName(name)).toBeNull();
  });
});
