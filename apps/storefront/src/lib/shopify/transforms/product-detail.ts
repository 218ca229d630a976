import type { LinkedProduct, ProductDetail, ProductVariantDetail } from '@/domain/product/product-detail';
import { toAmount } from '@/domain/pricing/money';
import type { FetchProductByHandleQuery, LinkedProductFragment } from '../generated/storefront.generated';
import type { Metafield } from '../generated/storefront.types';
import { toImage, toVariantSummary } from './product-summary';

type MetafieldValue = Pick<Metafield, 'value'> | null | undefined;
type ProductDetailAnswer = NonNullable<FetchProductByHandleQuery['product']>;

const text = (field: MetafieldValue) => field?.value?.trim() || null;

function toLinkedProduct(raw: LinkedProductFragment | null | undefined): LinkedProduct | null {
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

function toVariant(raw: ProductDetailAnswer['variants']['nodes'][number]): ProductVariantDetail {
  return {
    ...toVariantSummary(raw),
    barcode: raw.barcode?.trim() || null,
    sku: raw.sku?.trim() || null,
    quantityAvailable: raw.quantityAvailable ?? null,
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
export function toProductDetail(raw: ProductDetailAnswer, absoluteUrl: (url: string) => string): ProductDetail {
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
