import 'server-only';
import { toDescriptionHtml, type NewProductField, type NewProductInput } from '@/domain/staff/new-product';
import { adminRequest } from './client';
import { PRODUCT_SET_MUTATION } from './queries/product-set';
import { REGISTER_TRANSLATIONS_MUTATION, TRANSLATABLE_PRODUCT_QUERY } from './queries/product-translations';
import { logger } from '@/lib/observability/logger';

export type CreateDraftResult =
  | { ok: true; product: { id: string; handle: string; title: string }; frenchDescriptionSaved: boolean }
  | { ok: false; userErrors: { field: NewProductField | null; message: string }[] };

/** Which form field a productSet error is about (input.variants.0.price -> price...). */
function formField(path: readonly string[] | null | undefined): NewProductField | null {
  const joined = (path ?? []).join('.');
  if (/\.title$/.test(joined) || /\.handle$/.test(joined)) return 'title';
  if (/\.vendor$/.test(joined)) return 'vendor';
  if (/\.productType$/.test(joined)) return 'productType';
  if (/\.price$/.test(joined)) return 'price';
  if (/\.sku$/.test(joined)) return 'sku';
  if (/\.barcode$/.test(joined)) return 'upc';
  if (/\.files\b/.test(joined)) return 'imageUrls';
  if (/\.descriptionHtml$/.test(joined)) return 'descriptionEn';
  return null;
}

/** French description as a translation of the product's body; false when it could not be saved. */
async function registerFrenchDescription(productId: string, descriptionFr: string): Promise<boolean> {
  try {
    const { translatableResource } = await adminRequest(TRANSLATABLE_PRODUCT_QUERY, {
      variables: { resourceId: productId },
    });
    const digest = translatableResource?.translatableContent.find((content) => content.key === 'body_html')?.digest;
    if (!digest) throw new Error('The product has no translatable body');
    const { translationsRegister } = await adminRequest(REGISTER_TRANSLATIONS_MUTATION, {
      variables: {
        resourceId: productId,
        translations: [{ locale: 'fr', key: 'body_html', value: toDescriptionHtml(descriptionFr), translatableContentDigest: digest }],
      },
    });
    const errors = translationsRegister?.userErrors ?? [];
    if (errors.length) throw new Error(errors.map((error) => error.message).join('; '));
    return true;
  } catch (error) {
    logger().error({ err: error }, `French description of ${productId} not saved`);
    return false;
  }
}

/**
 * The staff's new product as a DRAFT (never in the Storefront API until someone publishes it),
 * with its French description registered as a translation. Throws ShopifyRequestError when the
 * Admin API fails; Shopify's userErrors come back mapped to the form's fields.
 */
export async function createDraftProduct(input: NewProductInput, createdBy: string): Promise<CreateDraftResult> {
  const data = await adminRequest(PRODUCT_SET_MUTATION, {
    variables: {
      input: {
        title: input.title,
        vendor: input.vendor,
        productType: input.productType,
        descriptionHtml: toDescriptionHtml(input.descriptionEn),
        status: 'DRAFT',
        tags: ['new-product-form'],
        productOptions: [{ name: 'Title', values: [{ name: 'Default Title' }] }],
        variants: [
          {
            optionValues: [{ optionName: 'Title', name: 'Default Title' }],
            price: input.price,
            sku: input.sku,
            ...(input.upc ? { barcode: input.upc } : {}),
          },
        ],
        files: input.imageUrls.map((url) => ({ originalSource: url, contentType: 'IMAGE' as const, alt: input.title })),
        metafields: [{ namespace: 'custom', key: 'proposed_by', type: 'single_line_text_field', value: createdBy }],
      },
    },
  });
  const result = data.productSet;
  if (!result?.product) {
    const userErrors = result?.userErrors.length
      ? result.userErrors
      : [{ field: null, message: 'The product was not created', code: null }];
    return { ok: false, userErrors: userErrors.map((error) => ({ field: formField(error.field), message: error.message })) };
  }
  const { id, handle, title } = result.product;
  return { ok: true, product: { id, handle, title }, frenchDescriptionSaved: await registerFrenchDescription(id, input.descriptionFr) };
}
