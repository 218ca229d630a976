// The five page kinds the quality gates measure, as paths on the local store.
import { storefrontQuery } from './emulator-graphql.mjs';

/** Home, a collection, a product the emulator has in stock, a search and the cart, in English. */
export async function keyPages(emulatorPort) {
  const data = await storefrontQuery(emulatorPort, '{ products(first: 1, query: "available_for_sale:true") { nodes { handle } } }');
  return {
    home: '/',
    collection: '/collections/top-deals',
    product: `/products/${data.products.nodes[0].handle}`,
    search: '/search?q=mixer',
    cart: '/cart',
  };
}

/** The same path in a locale: French pages sit under /fr. */
export function localizedPath(pathname, locale) {
  if (locale !== 'fr') return pathname;
  return pathname === '/' ? '/fr' : `/fr${pathname}`;
}
