import type { CollectionRef, Image, VariantSummary } from '@/domain/catalog/types';

/** A variant as the product page sees it (PDP-10, PDP-14, PDP-17). */
export interface ProductVariantDetail extends VariantSummary {
  barcode: string | null;
  sku: string | null;
  /** Units the Storefront API can sell online (its quantityAvailable). */
  quantityAvailable: number | null;
  promotionInfo: string | null;
  /** Comma-separated URLs, as the custom field holds them. */
  promotionLinks: string | null;
  promotionEndDate: string | null;
}

/** A demo, used or related product linked from the page (PDP-18). */
export interface LinkedProduct {
  handle: string;
  title: string;
  /** The lowest variant price (priceRange.minVariantPrice). */
  price: number | null;
  /** Some variants cost more: the price reads 'From', as the page opens on the first variant, not the cheapest. */
  priceVaries: boolean;
  image: Image | null;
}

export interface ProductOptionDetail {
  name: string;
  values: string[];
}

/** The product detail page's product (PDP-01), mapped once from the provider. */
export interface ProductDetail {
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
  promotionText: string | null;
  promotionEndDate: string | null;
  collections: CollectionRef[];
  images: Image[];
  options: ProductOptionDetail[];
  variants: ProductVariantDetail[];
  /** Absolute URL of the brand logo (custom field product.brand_image_url). */
  brandImageUrl: string | null;
  /** Local path of the vendor's collection, e.g. /collections/shure. */
  vendorCollectionPath: string | null;
  /** Local path of the product type's collection (custom field product.product_type_collection_url), e.g. /collections/usb-microphones. */
  productTypeCollectionPath: string | null;
  demo: LinkedProduct | null;
  used: LinkedProduct | null;
  /** related_product_1 to related_product_5, in order, missing ones left out. */
  related: LinkedProduct[];
  /** descriptionHtml of the collection whose title equals the vendor (PDP-21). */
  warrantyHtml: string | null;
  /** Raw variant.sale custom field per variant id (the sales-manager window), for sale end dates. */
  saleWindows: Record<string, string | null>;
}

/** Stock per variant from the Admin API: the physical store's shelf and the total. */
export interface VariantStock {
  id: string;
  /** Every location together (the quantity lookup of PDP-22). */
  inventoryQuantity: number;
  /** The physical store's location only (in-store availability, PDP-15). */
  storeQuantity: number;
}
