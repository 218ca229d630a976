/** Every route of the store (CONT-01 and each page's own requirement), with a sample handle for the dynamic ones. */
export const ROUTES = [
  '/',
  '/b2b',
  '/cart',
  '/brands',
  '/rental',
  '/search?q=mixer',
  '/series',
  '/trade-ins',
  '/help-center',
  '/pages/first-nations',
  '/policies/shipping-policy',
  // A product of the deterministic seed.
  '/products/ableton-live-12-artist',
  '/collections/top-deals',
] as const;

/** Routes for signed-in visitors: everyone else is sent to sign in, then brought back. */
export const SIGNED_IN_ROUTES = ['/account', '/new-product-form'] as const;

export function localized(path: string, locale: 'en' | 'fr'): string {
  if (locale === 'en') return path;
  return path === '/' ? '/fr' : `/fr${path}`;
}
