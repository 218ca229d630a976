import type { SelectedOption, VariantSummary } from '@/domain/catalog/types';

type SaleVariant = Pick<VariantSummary, 'isDiscounted'>;

/**
 * On sale: any variant is discounted (CAT-11).
 * @internal exported for its tests
 */
export function isProductOnSale(variants: readonly SaleVariant[]): boolean {
  return variants.some((variant) => variant.isDiscounted);
}

/**
 * Partial promotion: some but not all variants are discounted.
 * @internal exported for its tests
 */
export function hasPartialPromotion(variants: readonly SaleVariant[]): boolean {
  const discounted = variants.filter((variant) => variant.isDiscounted).length;
  return discounted > 0 && discounted < variants.length;
}

export interface CardPricing<V> {
  /** The variant the card links to and whose promotion it shows. */
  variant: V;
  /** That variant's own price and compare-at price. */
  price: number;
  compareAtPrice: number | null;
  isOnSale: boolean;
  hasPartialPromotion: boolean;
  /** What the card's price line reads: 'From' the lowest price when the variants differ (see getCardPricing). */
  display: { price: number; compareAtPrice: number | null; from: boolean };
}

type CardPricedVariant = Pick<VariantSummary, 'isDiscounted' | 'price' | 'compareAtPrice' | 'availableForSale'>;

/**
 * The variant a card shows and links to (CAT-11, CAT-12): the first on-sale variant that can be bought,
 * else the first that can be bought, so the link never opens on a sold-out variant while another is
 * for sale; with nothing for sale, the first on-sale variant, else the first.
 */
function cardVariant<V extends CardPricedVariant>(variants: readonly V[]): V | undefined {
  return (
    variants.find((candidate) => candidate.isDiscounted && candidate.availableForSale) ??
    variants.find((candidate) => candidate.availableForSale) ??
    variants.find((candidate) => candidate.isDiscounted) ??
    variants[0]
  );
}

/**
 * A card's prices. Listings sort by the product's lowest variant price (Shopify's sortKey PRICE), so
 * when a variant costs less than the card's, the card reads 'From' that lowest price (without a
 * compare-at price that belongs to another variant); 'From' also marks a partial promotion (CAT-11).
 */
export function getCardPricing<V extends CardPricedVariant>(variants: readonly V[]): CardPricing<V> | null {
  const variant = cardVariant(variants);
  if (!variant) return null;
  const lowest = Math.min(...variants.map((candidate) => candidate.price));
  const cheaperElsewhere = lowest < variant.price;
  const partial = hasPartialPromotion(variants);
  return {
    variant,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    isOnSale: isProductOnSale(variants),
    hasPartialPromotion: partial,
    display: cheaperElsewhere
      ? { price: lowest, compareAtPrice: null, from: true }
      : { price: variant.price, compareAtPrice: variant.compareAtPrice, from: partial },
  };
}

const isDefaultTitle = (option: SelectedOption) => option.name === 'Title' && option.value === 'Default Title';

/** Query parameters naming a variant's options; Title = Default Title is never written (CAT-12, PDP-04). */
export function variantSearchParams(options: readonly SelectedOption[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const option of options) if (!isDefaultTitle(option)) params.set(option.name, option.value);
  return params;
}

/** /products/{handle} with the card variant's options as query parameters. */
export function productHref(handle: string, options: readonly SelectedOption[] = []): string {
  const query = variantSearchParams(options).toString();
  return `/products/${encodeURIComponent(handle)}${query ? `?${query}` : ''}`;
}
