import { PRIORITY_DELIVERY } from './shop-configuration.js';
import type { ShopConnection } from './shop-connection.js';
import { userErrorText, type UserErrors } from './user-errors.js';

/** The variant of the shop's priority-delivery product (by its handle), if the shop has one. */
export async function findPriorityDelivery(shop: ShopConnection): Promise<{ productId: string; variantId: string } | null> {
  const answer = await shop.admin<{ productByIdentifier: { id: string; variants: { nodes: { id: string }[] } } | null }>(
    'query PriorityDelivery($handle: String!) { productByIdentifier(identifier: { handle: $handle }) { id variants(first: 1) { nodes { id } } } }',
    { handle: PRIORITY_DELIVERY.handle },
  );
  const product = answer.productByIdentifier;
  const variant = product?.variants.nodes[0];
  return product && variant ? { productId: product.id, variantId: variant.id } : null;
}

/**
 * Creates the priority-delivery product (CART-13): active, one variant at the declared price that needs no
 * shipping of its own and never runs out, hidden from search and listings (seo.hidden), titled in French too.
 */
export async function createPriorityDelivery(shop: ShopConnection): Promise<{ productId: string; variantId: string } | string> {
  const created = await shop.admin<{
    productSet: (UserErrors & { product: { id: string; variants: { nodes: { id: string }[] } } | null }) | null;
  }>(
    `mutation CreatePriorityDelivery($input: ProductSetInput!) { productSet(input: $input, synchronous: true) { product { id variants(first: 1) { nodes { id } } } userErrors { field message } } }`,
    {
      input: {
        title: PRIORITY_DELIVERY.title.en,
        handle: PRIORITY_DELIVERY.handle,
        descriptionHtml: PRIORITY_DELIVERY.descriptionHtml.en,
        productType: PRIORITY_DELIVERY.productType,
        tags: [...PRIORITY_DELIVERY.tags],
        status: 'ACTIVE',
        productOptions: [{ name: 'Title', values: [{ name: 'Default Title' }] }],
        variants: [
          {
            optionValues: [{ optionName: 'Title', name: 'Default Title' }],
            price: PRIORITY_DELIVERY.price,
            sku: PRIORITY_DELIVERY.sku,
            inventoryPolicy: 'CONTINUE',
          },
        ],
        metafields: [{ namespace: 'seo', key: 'hidden', type: 'number_integer', value: '1' }],
      },
    },
  );
  const error = userErrorText(created.productSet);
  const product = created.productSet?.product;
  const variantId = product?.variants.nodes[0]?.id;
  if (error || !product || !variantId) return error ?? 'no product';
  const shipping = await shop.admin<{ productVariantsBulkUpdate: UserErrors | null }>(
    'mutation PriorityDeliveryShipping($productId: ID!, $variants: [ProductVariantsBulkInput!]!) { productVariantsBulkUpdate(productId: $productId, variants: $variants) { userErrors { field message } } }',
    { productId: product.id, variants: [{ id: variantId, inventoryItem: { requiresShipping: false } }] },
  );
  const frenchError = userErrorText(shipping.productVariantsBulkUpdate) ?? (await registerFrench(shop, product.id));
  return frenchError ?? { productId: product.id, variantId };
}

/** The French title and description, as translations of the product's own (Shopify's digests prove what they translate). */
async function registerFrench(shop: ShopConnection, productId: string): Promise<string | null> {
  const resource = await shop.admin<{ translatableResource: { translatableContent: { key: string; digest: string }[] } | null }>(
    'query PriorityDeliveryTranslatable($id: ID!) { translatableResource(resourceId: $id) { translatableContent { key digest } } }',
    { id: productId },
  );
  const digest = (key: string) => resource.translatableResource?.translatableContent.find((content) => content.key === key)?.digest;
  const translations = [
    { key: 'title', value: PRIORITY_DELIVERY.title.fr },
    { key: 'body_html', value: PRIORITY_DELIVERY.descriptionHtml.fr },
  ].flatMap(({ key, value }) => {
    const translatableContentDigest = digest(key);
    return translatableContentDigest ? [{ locale: 'fr', key, value, translatableContentDigest }] : [];
  });
  if (translations.length < 2) return 'the product has no translatable title or description';
  const answer = await shop.admin<{ translationsRegister: UserErrors | null }>(
    'mutation PriorityDeliveryFrench($id: ID!, $translations: [TranslationInput!]!) { translationsRegister(resourceId: $id, translations: $translations) { userErrors { field message } } }',
    { id: productId, translations },
  );
  return userErrorText(answer.translationsRegister);
}
