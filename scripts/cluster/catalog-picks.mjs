// Products for the checks, chosen from the emulator's catalogue as the store lists them.

const PRODUCT_FIELDS =
  'id handle title tags availableForSale variants(first: 10) { nodes { id price { amount } compareAtPrice { amount } quantityAvailable } }';

// A plain product: the first variant in stock, ordinary prices (not call-for-price), no sale prices, new (not demo or used).
const plain = (product) =>
  product.availableForSale &&
  product.variants.nodes[0].quantityAvailable > 0 &&
  product.variants.nodes.every((variant) => Number(variant.price.amount) < 5000 && variant.compareAtPrice === null) &&
  !product.tags.some((tag) => ['demo', 'used', 'printful'].includes(tag));

/** True when none of the variants can be sold beyond its stock (inventory policy DENY): sold out means sold out. */
async function deniesBackorders(emulator, variantIds) {
  const { nodes } = await emulator.admin('query($ids: [ID!]!) { nodes(ids: $ids) { ... on ProductVariant { inventoryPolicy } } }', {
    ids: variantIds,
  });
  return nodes.every((variant) => variant?.inventoryPolicy === 'DENY');
}

/**
 * Plain products each first in a collection (its default order: the first card of the collection
 * page), with their French titles; `count` of them, from different collections.
 */
export async function listedProducts(emulator, count) {
  const { collections } = await emulator.storefront(
    `{ collections(first: 100) { nodes { handle products(first: 1, sortKey: COLLECTION_DEFAULT) { nodes { ${PRODUCT_FIELDS} } } } } }`,
  );
  const picks = [];
  const seen = new Set();
  for (const collection of collections.nodes) {
    const product = collection.products.nodes[0];
    if (!product || !plain(product) || seen.has(product.handle) || /^b2b-|redzone/.test(collection.handle)) continue;
    seen.add(product.handle);
    const variantIds = product.variants.nodes.map((variant) => variant.id);
    if (!(await deniesBackorders(emulator, variantIds))) continue;
    const french = await emulator.storefront('query($handle: String!) @inContext(language: FR) { product(handle: $handle) { title } }', {
      handle: product.handle,
    });
    picks.push({
      id: product.id,
      handle: product.handle,
      collection: collection.handle,
      variantId: variantIds[0],
      variantIds,
      title: { en: product.title, fr: french.product.title },
    });
    if (picks.length === count) return picks;
  }
  throw new Error(`Only ${picks.length} of the ${count} plain products the checks need head a collection`);
}
