/** The catalogue as components see it: mapped once from the provider in src/lib/shopify. */

export interface Image {
  url: string;
  altText: string | null;
  width: number | null;
  height: number | null;
}

export interface SelectedOption {
  name: string;
  value: string;
}

export interface VariantSummary {
  id: string;
  title: string;
  availableForSale: boolean;
  price: number;
  compareAtPrice: number | null;
  selectedOptions: SelectedOption[];
  /** Variant custom field is_discounted === 'true' (CAT-11). */
  isDiscounted: boolean;
  /** Variant custom field total_quantity, when set. */
  totalQuantity: number | null;
  image: Image | null;
}

export interface CollectionRef {
  id: string;
  handle: string;
  title: string;
}

/** What a product card, a suggestion or a listing needs (CAT-10). */
export interface ProductSummary {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  tags: string[];
  image: Image | null;
  variants: VariantSummary[];
  collections: CollectionRef[];
  brandImageUrl: string | null;
  promotionText: string | null;
  promotionEndDate: string | null;
}
