import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { sharedPageTarget } from './cacheable-page';

const SESSION = 'maple_session';
const CART = 'cart';
const passed = () => new Response(null, { status: 200, headers: { 'x-middleware-rewrite': '/en/' } });
const target = (path: string, init: { method?: string; headers?: Record<string, string> } = {}, routed = passed()) =>
  sharedPageTarget(new NextRequest(`http://localhost:3000${path}`, init), routed, { cart: CART });
const key = (...args: Parameters<typeof target>) => target(...args)?.key ?? null;

describe('which page requests the page cache may answer', () => {
  it('takes shared catalogue and content pages in both languages, keyed by path and query', () => {
    expect(key('/')).toBe('/');
    expect(key('/fr')).toBe('/fr');
    expect(key('/products/mackie-thump12s?Color=Black')).toBe('/products/mackie-thump12s?Color=Black');
    expect(key('/fr/collections/top-deals?sort=price-low-high')).toBe('/fr/collections/top-deals?sort=price-low-high');
    expect(key('/search?q=mixer')).toBe('/search?q=mixer');
    for (const path of [
      '/brands',
      '/series',
      '/help-center',
      '/rental',
      '/trade-ins',
      '/b2b',
      '/pages/first-nations',
      '/policies/refund-policy',
    ])
      expect(key(path)).toBe(path);
  });

  it('never takes pages that differ per visitor or per role', () => {
    for (const path of ['/account', '/fr/account/orders', '/new-product-form', '/auth/callback', '/products/a/b', '/unknown'])
      expect(key(path)).toBeNull();
  });

  it('never answers an editor in preview (draft mode), whose pages show unpublished drafts', () => {
    for (const path of ['/', '/fr', '/help-center', '/series', '/products/mackie-thump12s'])
      expect(key(path, { headers: { cookie: '__prerender_bypass=0123456789abcdef' } })).toBeNull();
  });

  it('takes the cart page only from visitors who have no cart', () => {
    expect(key('/cart')).toBe('/cart');
    expect(key('/fr/cart')).toBe('/fr/cart');
    expect(key('/cart', { headers: { cookie: `${CART}=gid%3A%2F%2Fshopify%2FCart%2F1` } })).toBeNull();
    expect(key('/fr/cart', { headers: { cookie: `${CART}=gid%3A%2F%2Fshopify%2FCart%2F1` } })).toBeNull();
    expect(key('/products/a', { headers: { cookie: `${CART}=gid%3A%2F%2Fshopify%2FCart%2F1` } })).toBe('/products/a');
  });

  it('takes shared pages whether or not the visitor has a session (the answer is marked for it)', () => {
    expect(key('/products/a', { headers: { cookie: `${SESSION}=sealed` } })).toBe('/products/a');
    expect(key('/account', { headers: { cookie: `${SESSION}=sealed` } })).toBeNull();
    expect(key('/products/a', { headers: { cookie: 'i18n_redirected=en' } })).toBe('/products/a');
  });

  it("takes document loads, and leaves the router's fetches and prefetches, server actions and other methods to Next", () => {
    expect(key('/products/a', { headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' } })).toBe('/products/a');
    expect(key('/products/a', { headers: { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' } })).toBeNull();
    expect(key('/products/a', { headers: { 'sec-fetch-dest': 'iframe' } })).toBeNull();
    expect(key('/products/a', { method: 'POST', headers: { 'next-action': 'abc' } })).toBeNull();
    expect(key('/products/a', { method: 'HEAD' })).toBeNull();
  });

  it('leaves locale redirects to locale routing', () => {
    const redirect = new Response(null, { status: 307, headers: { location: '/fr/products/a' } });
    expect(key('/products/a', {}, redirect)).toBeNull();
  });

  it('keys a page by the parameters it reads, in one order, so others do not make another page', () => {
    expect(key('/brands?k=8f3a2')).toBe('/brands');
    expect(key('/?utm_source=newsletter&fbclid=1')).toBe('/');
    expect(key('/pages/first-nations?x=1')).toBe('/pages/first-nations');
    expect(key('/products/a?utm_campaign=x&Size=M&Color=Black&maestro=true')).toBe('/products/a?Color=Black&Size=M');
    expect(key('/collections/top-deals?sort=nonsense&k=1&filter.p.vendor=Shure')).toBe('/collections/top-deals?filter.p.vendor=Shure');
    expect(key('/collections/top-deals?filter.v.price.gte=0.000123')).toBe('/collections/top-deals?filter.v.price.gte=0');
    expect(key('/fr/search?q=%20mixer%20&probe=3')).toBe('/fr/search?q=mixer');
    expect(key('/series?type=Mixers&shown=30&x=1')).toBe('/series?type=Mixers&shown=48');
  });

  it('keeps search pages, one per query, in this instance; the rest are shared', () => {
    expect(target('/search?q=mixer')?.scope).toBe('instance');
    expect(target('/fr/search?q=mixer')?.scope).toBe('instance');
    expect(target('/products/a')?.scope).toBe('shared');
  });

  it('leaves a product page with more option parameters than a product can have to render', () => {
    expect(key('/products/a?a=1&b=2&c=3&d=4')).toBeNull();
  });
});
