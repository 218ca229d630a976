import type { Page } from '@playwright/test';
import { storefront } from './emulator';
import { visit } from './visit';

/**
 * Opens a page and waits until its cart store has read the cart (GET /api/cart after hydration), so a
 * change made elsewhere afterwards, as in another tab, is one this page has not seen.
 */
export async function visitWithCartRead(page: Page, path: string) {
  const read = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/cart' && response.request().method() === 'GET',
  );
  await visit(page, path);
  await read;
}

export const openCart = async (page: Page) => {
  await page.getByRole('button', { name: /^(Open cart|Ouvrir le panier)/ }).click();
  return page.getByRole('dialog', { name: /^(Your cart|Votre panier)$/ });
};

/** The shop's priority-delivery variant and its price as the cart shows it. */
export async function priorityOffer() {
  const { shop } = await storefront<{ shop: { metafield: { value: string } } }>(
    `{ shop { metafield(namespace: "settings", key: "priority_delivery_variant") { value } } }`,
  );
  const { node } = await storefront<{ node: { price: { amount: string } } }>(
    `query($id: ID!) { node(id: $id) { ... on ProductVariant { price { amount } } } }`,
    { id: shop.metafield.value },
  );
  const amount = Number(node.price.amount);
  return { variantId: shop.metafield.value, amount, price: `CA$${amount.toFixed(2)}` };
}

export interface CatalogueProduct {
  title: string;
  handle: string;
  tags: string[];
  collections: { nodes: { handle: string }[] };
  variants: { nodes: { id: string; title: string; quantityAvailable: number; price: { amount: string } }[] };
}

/** New products for sale, with their first variants, in a language. */
export async function catalogue(language: 'EN' | 'FR'): Promise<CatalogueProduct[]> {
  const data = await storefront<{ products: { nodes: CatalogueProduct[] } }>(
    `query($language: LanguageCode) @inContext(language: $language) { products(first: 100, query: "available_for_sale:true", sortKey: TITLE) { nodes { title handle tags collections(first: 25) { nodes { handle } } variants(first: 10) { nodes { id title quantityAvailable price { amount } } } } } }`,
    { language },
  );
  return data.products.nodes.filter((product) => !product.tags.includes('demo') && !product.tags.includes('used'));
}

/** Products without a tag, added straight to the cart from their page (no free-gift offer), under CA$5,000. */
export async function variantsWithout(tag: string, count: number, language: 'EN' | 'FR' = 'EN') {
  return (await catalogue(language))
    .filter(
      (product) => !product.tags.includes(tag) && !product.collections.nodes.some((collection) => collection.handle === 'buy-x-get-y'),
    )
    .map((product) => ({ product, variant: product.variants.nodes[0]! }))
    .filter(({ variant }) => variant.quantityAvailable >= 5 && Number(variant.price.amount) < 5000)
    .slice(0, count)
    .map(({ product, variant }) => ({ id: variant.id, handle: product.handle, productTitle: product.title }));
}

/** A variant with one or two units left (sold only from stock), for the provider's stock cap. */
export async function lowStockVariant(language: 'EN' | 'FR') {
  for (const product of await catalogue(language)) {
    const variant = product.variants.nodes.find(
      (candidate) => candidate.quantityAvailable >= 1 && candidate.quantityAvailable <= 2 && Number(candidate.price.amount) < 5000,
    );
    if (variant) {
      const merchandiseTitle = variant.title === 'Default Title' ? product.title : `${product.title} – ${variant.title}`;
      return { id: variant.id, productTitle: product.title, merchandiseTitle, available: variant.quantityAvailable };
    }
  }
  throw new Error('No variant with one or two units left');
}

export const subtotal = async (page: Page) => Number((await page.getByTestId('cart-subtotal').innerText()).replace(/[^\d.]/g, ''));

/** Holds the store's server actions (the cart's changes) for a moment, so their pending state can be seen. */
export async function slowCartChanges(page: Page, ms = 1000) {
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.method() === 'POST' && request.headers()['next-action']) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
