// What a merchant does in the Shopify admin after setup, through the Admin API: choose the products of two of the
// collections setup made empty (a processing time, the integrators' catalogue).
import { emulatorClient } from '../cluster/emulator-client.mjs';

/**
 * Puts a product whose promotion runs (no end date, or one to come) in `ship-2-4-weeks` and an integrators'
 * product in `b2b-integrator-catalog`; returns their handles, the promotion's English text, and an in-stock product's
 * handle (priority delivery's condition).
 */
export async function chooseProducts(emulatorPort, now = new Date()) {
  const { admin, storefront } = emulatorClient(emulatorPort);
  const { products } = await storefront(
    '{ products(first: 100) { nodes { id handle tags promotion: metafield(namespace: "product", key: "promotion_text") { value } ends: metafield(namespace: "product", key: "promotion_end_date") { value } } } }',
  );
  const running = (product) => product.promotion?.value && (!product.ends?.value || new Date(product.ends.value) > now);
  const promoted = products.nodes.find(running);
  const partner = products.nodes.find((product) => product.tags.includes('b2b-integrator') && product !== promoted);
  const inStock = products.nodes.find((product) => product.tags.includes('in-stock'));
  if (!promoted || !partner || !inStock)
    throw new Error('the bare shop lacks a running promotion, an integrators’ product or an in-stock product');
  for (const [handle, product] of [
    ['ship-2-4-weeks', promoted],
    ['b2b-integrator-catalog', partner],
  ]) {
    const { collectionByIdentifier } = await admin(
      'query ($handle: String!) { collectionByIdentifier(identifier: { handle: $handle }) { id } }',
      { handle },
    );
    const { collectionAddProducts } = await admin(
      'mutation ($id: ID!, $productIds: [ID!]!) { collectionAddProducts(id: $id, productIds: $productIds) { userErrors { field message } } }',
      { id: collectionByIdentifier.id, productIds: [product.id] },
    );
    if (collectionAddProducts.userErrors.length) throw new Error(`${handle}: ${JSON.stringify(collectionAddProducts.userErrors)}`);
  }
  return { promoted: promoted.handle, promotionText: promoted.promotion.value, partner: partner.handle, inStock: inStock.handle };
}
