import type { Image, ProductSummary, VariantSummary } from '@/domain/catalog/types';
import { toAmount } from '@/domain/pricing/money';
import type { ProductCardFragment } from '../generated/storefront.generated';
import type { Metafield, Image as StorefrontImage } from '../generated/storefront.types';

type MetafieldValue = Pick<Metafield, 'value'> | null | undefined;
type ImageFields = Pick<StorefrontImage, 'url' | 'altText' | 'width' | 'height'> | null | undefined;

export function toImage(raw: ImageFields): Image | null {
  return raw ? { url: raw.url, altText: raw.altText ?? null, width: raw.width ?? null, height: raw.height ?? null } : null;
}

function toInteger(field: MetafieldValue): number | null {
  const value = Number.parseInt(field?.value ?? '', 10);
  return Number.isFinite(value) ? value : null;
}

/** A variant's card fields; the product page's variant adds its own on top. */
export function toVariantSummary(raw: ProductCardFragment['variants']['nodes'][number]): VariantSummary {
  return {
    id: raw.id,
    title: raw.title,
    availableForSale: raw.availableForSale,
    price: toAmount(raw.price.amount) ?? 0,
    compareAtPrice: toAmount(raw.compareAtPrice?.amount),
    selectedOptions: raw.selectedOptions,
    isDiscounted: raw.isDiscounted?.value === 'true',
    totalQuantity: toInteger(raw.totalQuantity),
    image: toImage(raw.image),
  };
}

/** Maps a ProductCard node to the domain's ProductSummary. */
export function toProductSummary(raw: ProductCardFragment): ProductSummary {
  return {
    id: raw.id,
    handle: raw.handle,
    title: raw.title,
    vendor: raw.vendor,
    productType: raw.productType,
    tags: raw.tags,
    image: toImage(raw.images.nodes[0]),
    variants: raw.variants.nodes.map(toVariantSummary),
    collections: raw.collections.nodes,
    brandImageUrl: raw.brandImageUrl?.value || null,
    promotionText: raw.promotionText?.value || null,
    promotionEndDate: raw.promotionEndDate?.value || null,
  };
}
