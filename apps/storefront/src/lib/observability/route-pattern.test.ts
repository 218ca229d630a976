import { describe, expect, it } from 'vitest';
import { routeClassifier, UNMATCHED_ROUTE, type RoutesManifest } from './route-pattern';

// The shape of a build's routes-manifest.json (its regexes as Next writes them), for the store's kinds of route.
const manifest: RoutesManifest = {
  staticRoutes: [
    { page: '/api/health', regex: '^/api/health(?:/)?$' },
    { page: '/llms.txt', regex: '^/llms\\.txt(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/[locale]', regex: '^/([^/]+?)(?:/)?$' },
    { page: '/[locale]/products/[handle]', regex: '^/([^/]+?)/products/([^/]+?)(?:/)?$' },
    { page: '/[locale]/[...rest]', regex: '^/([^/]+?)/(.+?)(?:/)?$' },
    { page: '/api/[saleEndDate]', regex: '^/api/([^/]+?)(?:/)?$' },
    { page: '/md/[lang]/products/[handle]', regex: '^/md/([^/]+?)/products/([^/]+?)(?:/)?$' },
  ],
};
const classify = routeClassifier(manifest, { locales: ['en', 'fr'], defaultLocale: 'en' });

describe('route patterns for metric labels', () => {
  it('names the route that serves a path, in either locale, with or without its prefix', () => {
    expect(classify('/')).toBe('/[locale]');
    expect(classify('/fr')).toBe('/[locale]');
    expect(classify('/products/sm58')).toBe('/[locale]/products/[handle]');
    expect(classify('/fr/products/sm58/')).toBe('/[locale]/products/[handle]');
    expect(classify('/api/health')).toBe('/api/health');
    expect(classify('/api/2026-12-31')).toBe('/api/[saleEndDate]');
    expect(classify('/md/en/products/sm58')).toBe('/md/[lang]/products/[handle]');
    expect(classify('/llms.txt')).toBe('/llms.txt');
  });

  it('never returns a raw path: unknown pages fall into the catch-all, files and assets into one label each', () => {
    expect(classify('/no/such/page/anywhere')).toBe('/[locale]/[...rest]');
    expect(classify('/icon-192.png')).toBe('/[file]');
    expect(classify('/_next/static/chunks/abc123.js')).toBe('/_next/static');
    expect(classify('/_next/image')).toBe('/_next');
    const without = routeClassifier({}, { locales: ['en'], defaultLocale: 'en' });
    expect(without('/products/sm58')).toBe(UNMATCHED_ROUTE);
  });
});
