/** Every route of the spec's route table (§2), with a sample handle for the dynamic ones. */
export const ROUTES = [
  '/',
  '/b2b',
  '/cart',
  '/brands',
  '/rental',
  '/search?q=mixer',
  '/series',
  '/account',
  '/trade-ins',
  '/help-center',
  '/pages/first-nations',
  '/new-product-form',
  '/policies/shipping-policy',
  '/products/sample',
  '/collections/top-deals',
] as const;

export function localized(path: string, locale: 'en' | 'fr'): string {
  if (locale === 'en') return path;
  return path === '/' ? '/fr' : `/fr${path}`;
}
