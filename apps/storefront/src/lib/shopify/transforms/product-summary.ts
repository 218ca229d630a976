import type { Image, ProductSummary, VariantSummary } from '@/domain/catalog/types';
import { toAmount } from '@/domain/pricing/money';

type MetafieldValue = { value: string | null } | null;
type RawImage = { url: string; altText: string | null; width: number | null; height: number | null } | null;

/** The ProductCard fragment as the Storefront API returns it. */
export interface RawProductCard {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  tags: string[];
  collections: { nodes: { id: string; handle: string; title: string }[] };
  images: { nodes: NonNullable<RawImage>[] };
  variants: {
    nodes: {
      id: string;
      title: string;
      availableForSale: boolean;
      price: { amount: string };
      compareAtPrice: { amount: string } | null;
      selectedOptions: { name: string; value: string }[];
      image: RawImage;
      isDiscounted: MetafieldValue;
      totalQuantity: MetafieldValue;
    }[];
  };
  brandImageUrl: MetafieldValue;
  promotionText: MetafieldValue;
  promotionEndDate: MetafieldValue;
}

export function toImage(raw: RawImage | undefined): Image | null {
  return raw ? { url: raw.url, altText: raw.altText, width: raw.width, height: raw.height } : null;
}

export function toInteger(field: MetafieldValue): number | null {
  const value = Number.parseInt(field?.value ?? '', 10);
  return Number.isFinite(value) ? value : null;
}

/** A variant's card fields; the product page's variant adds its own on top. */
export function toVariantSummary(raw: RawProductCard['variants']['nodes'][number]): VariantSummary {
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
export function toProductSummary(raw: RawProductCard): ProductSummary {
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
