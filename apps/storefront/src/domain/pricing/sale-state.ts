import type { SelectedOption, VariantSummary } from '@/domain/catalog/types';

type SaleVariant = Pick<VariantSummary, 'isDiscounted'>;

/** On sale: any variant is discounted (spec §4 "Product sale state"). */
export function isProductOnSale(variants: readonly SaleVariant[]): boolean {
  return variants.some((variant) => variant.isDiscounted);
}

/** Partial promotion: some but not all variants are discounted. */
export function hasPartialPromotion(variants: readonly SaleVariant[]): boolean {
  const discounted = variants.filter((variant) => variant.isDiscounted).length;
  return discounted > 0 && discounted < variants.length;
}

export interface CardPricing<V> {
  variant: V;
  price: number;
  compareAtPrice: number | null;
  isOnSale: boolean;
  hasPartialPromotion: boolean;
}

/** The variant a card shows and links to: the first on-sale variant, else the first (spec §2, §3). */
export function getCardPricing<V extends Pick<VariantSummary, 'isDiscounted' | 'price' | 'compareAtPrice'>>(
  variants: readonly V[],
): CardPricing<V> | null {
  const variant = variants.find((candidate) => candidate.isDiscounted) ?? variants[0];
  if (!variant) return null;
  return {
    variant,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    isOnSale: isProductOnSale(variants),
    hasPartialPromotion: hasPartialPromotion(variants),
  };
}

const isDefaultTitle = (option: SelectedOption) => option.name === 'Title' && option.value === 'Default Title';

/** Query parameters naming a variant's options; Title = Default Title is never written (spec §2). */
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
