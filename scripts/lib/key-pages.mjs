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

/**
 * Product pages no one has asked for yet, one per handle: the page cache keys a product page by its
 * handle and options, so a handle not asked before is rendered for the request.
 */
export async function unseenProductPaths(emulatorPort, count) {
  const paths = [];
  let after = null;
  while (paths.length < count) {
    const data = await storefrontQuery(
      emulatorPort,
      `query Handles($after: String) { products(first: 250, after: $after, reverse: true) { nodes { handle } pageInfo { hasNextPage endCursor } } }`,
      { after },
    );
    paths.push(...data.products.nodes.map((node) => `/products/${node.handle}`));
    if (!data.products.pageInfo.hasNextPage) break;
    after = data.products.pageInfo.endCursor;
  }
  return paths.slice(0, count);
}

/** The same path in a locale: French pages sit under /fr. */
export function localizedPath(pathname, locale) {
  if (locale !== 'fr') return pathname;
  return pathname === '/' ? '/fr' : `/fr${pathname}`;
}
