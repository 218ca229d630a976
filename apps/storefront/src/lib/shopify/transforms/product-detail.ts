import type { LinkedProduct, ProductDetail, ProductVariantDetail } from '@/domain/product/product-detail';
import { toAmount } from '@/domain/pricing/money';
import { toImage, toVariantSummary } from './product-summary';

type MetafieldValue = { value: string | null } | null;
type RawImage = { url: string; altText: string | null; width: number | null; height: number | null };

interface RawLinkedProduct {
  reference: {
    handle?: string;
    title?: string;
    priceRange?: { minVariantPrice: { amount: string }; maxVariantPrice?: { amount: string } };
    media?: { nodes: { image?: RawImage | null }[] };
  } | null;
}

interface RawVariant {
  id: string;
  title: string;
  barcode: string | null;
  sku: string | null;
  availableForSale: boolean;
  quantityAvailable: number | null;
  image: RawImage | null;
  price: { amount: string };
  compareAtPrice: { amount: string } | null;
  selectedOptions: { name: string; value: string }[];
  promotionInfo: MetafieldValue;
  promotionLinks: MetafieldValue;
  promotionEndDate: MetafieldValue;
  totalQuantity: MetafieldValue;
  isDiscounted: MetafieldValue;
  sale: MetafieldValue;
}

/** FetchProductByHandle's product as the Storefront API returns it. */
export interface RawProductDetail {
  id: string;
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  availableForSale: boolean;
  seo: { title: string | null; description: string | null };
  productPromotionText: MetafieldValue;
  productPromotionEndDate: MetafieldValue;
  brandImageUrl: MetafieldValue;
  vendorCollectionUrl: MetafieldValue;
  productTypeCollectionUrl: MetafieldValue;
  collections: { nodes: { id: string; handle: string; title: string; descriptionHtml: string }[] };
  images: { nodes: RawImage[] };
  options: { name: string; optionValues: { name: string }[] }[];
  variants: { nodes: RawVariant[] };
  demo: RawLinkedProduct | null;
  used: RawLinkedProduct | null;
  related1: RawLinkedProduct | null;
  related2: RawLinkedProduct | null;
  related3: RawLinkedProduct | null;
  related4: RawLinkedProduct | null;
  related5: RawLinkedProduct | null;
}

const text = (field: MetafieldValue) => field?.value?.trim() || null;

function toLinkedProduct(raw: RawLinkedProduct | null): LinkedProduct | null {
  const product = raw?.reference;
  if (!product?.handle || !product.title) return null;
  const image = product.media?.nodes.find((node) => node.image)?.image ?? null;
  const price = toAmount(product.priceRange?.minVariantPrice.amount);
  return {
    handle: product.handle,
    title: product.title,
    price,
    priceVaries: price !== null && (toAmount(product.priceRange?.maxVariantPrice?.amount) ?? price) > price,
    image: toImage(image),
  };
}

function toVariant(raw: RawVariant): ProductVariantDetail {
  return {
    ...toVariantSummary(raw),
    barcode: raw.barcode?.trim() || null,
    sku: raw.sku?.trim() || null,
    quantityAvailable: raw.quantityAvailable,
    promotionInfo: text(raw.promotionInfo),
    promotionLinks: text(raw.promotionLinks),
    promotionEndDate: text(raw.promotionEndDate),
  };
}

/** A local /collections/... path from a collection URL on the store's own domain. */
function collectionPath(url: string | null): string | null {
  if (!url) return null;
  try {
    const { pathname } = new URL(url, 'http://store.invalid');
    return /^\/collections\/[^/]+$/.test(pathname) ? pathname : null;
  } catch {
    return null;
  }
}

/**
 * Maps FetchProductByHandle's product to the domain's ProductDetail. `absoluteUrl` turns the
 * store-relative URLs some custom fields hold (the brand logo) into absolute ones.
 */
export function toProductDetail(raw: RawProductDetail, absoluteUrl: (url: string) => string): ProductDetail {
  const collections = raw.collections.nodes;
  const vendorCollection = collections.find((collection) => collection.title.trim().toLowerCase() === raw.vendor.trim().toLowerCase());
  const brandImage = text(raw.brandImageUrl);
  return {
    id: raw.id,
    handle: raw.handle,
    title: raw.title,
    description: raw.description,
    descriptionHtml: raw.descriptionHtml,
    vendor: raw.vendor,
    productType: raw.productType,
    tags: raw.tags,
    availableForSale: raw.availableForSale,
    seo: { title: raw.seo.title?.trim() || null, description: raw.seo.description?.trim() || null },
    promotionText: text(raw.productPromotionText),
    promotionEndDate: text(raw.productPromotionEndDate),
    collections: collections.map(({ id, handle, title }) => ({ id, handle, title })),
    images: raw.images.nodes.map((image) => toImage(image)!),
    options: raw.options.map((option) => ({ name: option.name, values: option.optionValues.map((value) => value.name) })),
    variants: raw.variants.nodes.map(toVariant),
    brandImageUrl: brandImage ? absoluteUrl(brandImage) : null,
    vendorCollectionPath: vendorCollection ? `/collections/${vendorCollection.handle}` : collectionPath(text(raw.vendorCollectionUrl)),
    productTypeCollectionPath: collectionPath(text(raw.productTypeCollectionUrl)),
    demo: toLinkedProduct(raw.demo),
    used: toLinkedProduct(raw.used),
    related: [raw.related1, raw.related2, raw.related3, raw.related4, raw.related5]
      .map(toLinkedProduct)
      .filter((product): product is LinkedProduct => product !== null),
    warrantyHtml: vendorCollection?.descriptionHtml.trim() || null,
    saleWindows: Object.fromEntries(raw.variants.nodes.map((variant) => [variant.id, text(variant.sale)])),
  };
}
