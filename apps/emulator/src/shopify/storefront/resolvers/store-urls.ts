import type { StorefrontContext } from '../storefront-context.js';

/**
 * A URL on the storefront's public origin (the shop's primary domain). French pages live under /fr,
 * as the storefront routes them (English is the unprefixed default).
 */
export function storeUrl(context: StorefrontContext, path: string): string {
  const base = context.catalog.shop().primaryDomainUrl.replace(/\/$/, '');
  return `${base}${context.language === 'FR' ? '/fr' : ''}${path}`;
}
