import type { ProductPage } from './listing';
import type { ProductSummary, VariantSummary } from './types';

/** A variant as a card prices it: no image (cards show the product's). */
type CardVariant = Omit<VariantSummary, 'image'>;

/**
 * What a product card, a suggestion, the compare bar and list analytics read. Listings send this
 * to the browser instead of the whole summary: collections, promotion texts and variant images
 * were over half of a grid's RSC payload and are only used on the product page.
 */
export interface CardProduct extends Pick<ProductSummary, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags' | 'image'> {
  variants: CardVariant[];
}

export interface CardPage extends Omit<ProductPage, 'products'> {
  products: CardProduct[];
}

function withoutImage(variant: VariantSummary): CardVariant {
  const card: CardVariant & { image?: unknown } = { ...variant };
  delete card.image;
  return card;
}

/** @internal exported for its tests */
export function toCardProduct({ id, handle, title, vendor, productType, tags, image, variants }: ProductSummary): CardProduct {
  return {
    id,
    handle,
    title,
    vendor,
    productType,
    tags,
    image,
    variants: variants.map(withoutImage),
  };
}

export const EMPTY_CARD_PAGE: CardPage = { products: [], hasNextPage: false, endCursor: null };

export function toCardPage(page: ProductPage): CardPage {
  return { ...page, products: page.products.map(toCardProduct) };
}
