// What a merchant does in the commerce admin, through the emulator's Admin API: prices, titles, stock.
import { randomUUID } from 'node:crypto';

const fail = (what, userErrors) => {
  if (userErrors.length > 0) throw new Error(`${what}: ${JSON.stringify(userErrors)}`);
};

/** 'CA$1,234.56': how the store prints a price, in both languages. */
export const storePrice = (amount) =>
  `CA$${Number(amount).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A new price for the checks: under the call-for-price threshold, with cents no other product is likely to show. */
export const distinctivePrice = () => (1000 + Math.floor(Math.random() * 900) + Math.floor(Math.random() * 99 + 1) / 100).toFixed(2);

/** Every variant at `price` (one price, so cards show it rather than a lower "From" price). */
export async function setPrice(emulator, product, price) {
  const { productVariantsBulkUpdate } = await emulator.admin(
    'mutation($productId: ID!, $variants: [ProductVariantsBulkInput!]!) { productVariantsBulkUpdate(productId: $productId, variants: $variants) { userErrors { field message } } }',
    { productId: product.id, variants: product.variantIds.map((id) => ({ id, price, compareAtPrice: null })) },
  );
  fail('productVariantsBulkUpdate', productVariantsBulkUpdate.userErrors);
}

/**
 * Renames a product in both languages: the French translation first (Shopify sends no webhook for
 * translations), then the English title, whose products/update tells the store about both.
 */
export async function rename(emulator, product, { en, fr }) {
  const { translatableResource } = await emulator.admin(
    'query($id: ID!) { translatableResource(resourceId: $id) { translatableContent { key digest } } }',
    { id: product.id },
  );
  const digest = translatableResource.translatableContent.find((content) => content.key === 'title').digest;
  const { translationsRegister } = await emulator.admin(
    'mutation($id: ID!, $translations: [TranslationInput!]!) { translationsRegister(resourceId: $id, translations: $translations) { userErrors { field message } } }',
    { id: product.id, translations: [{ locale: 'fr', key: 'title', value: fr, translatableContentDigest: digest }] },
  );
  fail('translationsRegister', translationsRegister.userErrors);
  const { productUpdate } = await emulator.admin(
    'mutation($product: ProductUpdateInput!) { productUpdate(product: $product) { userErrors { field message } } }',
    {
      product: { id: product.id, title: en },
    },
  );
  fail('productUpdate', productUpdate.userErrors);
}

/** Sets the first variant's stock in the shop (location 1) and the warehouse (location 2); the other variants have none. */
export async function setStock(emulator, product, { store, warehouse }) {
  const quantities = product.variantIds.flatMap((variantId, index) => {
    const itemId = variantId.replace('ProductVariant', 'InventoryItem');
    return [
      { inventoryItemId: itemId, locationId: 'gid://shopify/Location/1', quantity: index === 0 ? store : 0, changeFromQuantity: null },
      { inventoryItemId: itemId, locationId: 'gid://shopify/Location/2', quantity: index === 0 ? warehouse : 0, changeFromQuantity: null },
    ];
  });
  const { inventorySetQuantities } = await emulator.admin(
    `mutation($input: InventorySetQuantitiesInput!) { inventorySetQuantities(input: $input) @idempotent(key: "${randomUUID()}") { userErrors { field message } } }`,
    { input: { name: 'available', reason: 'correction', quantities } },
  );
  fail('inventorySetQuantities', inventorySetQuantities.userErrors);
}
