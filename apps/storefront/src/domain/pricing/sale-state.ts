import type { SelectedOption, VariantSummary } from '@/domain/catalog/types';

export interface CardPricing<V> {
  /** The one variant the card stands for: it links to it, and shows its price and saving (CAT-11, CAT-12). */
  variant: V;
  price: number;
  compareAtPrice: number | null;
  /** 'From': other variants that can be bought cost more, so the price shown is where the range starts. */
  from: boolean;
  /** No variant can be bought online (CAT-13). */
  soldOut: boolean;
}

type CardPricedVariant = Pick<VariantSummary, 'isDiscounted' | 'price' | 'compareAtPrice' | 'availableForSale'>;

/** Cheaper first; at one price, a variant on sale before one that is not; otherwise the provider's order. */
function cheapestOf<V extends CardPricedVariant>(variants: readonly V[]): V | undefined {
  return variants.reduce<V | undefined>((best, candidate) => {
    if (!best || candidate.price < best.price) return candidate;
    return candidate.price === best.price && candidate.isDiscounted && !best.isDiscounted ? candidate : best;
  }, undefined);
}

/**
 * A card's prices (CAT-11, CAT-12): one variant, the cheapest that can be bought (the cheapest of all when
 * none can), gives the price, the struck compare-at price, the saving and the link, so the card and the page it
 * opens agree. 'From' is shown only when other variants that can be bought cost more.
 */
export function getCardPricing<V extends CardPricedVariant>(variants: readonly V[]): CardPricing<V> | null {
  const buyable = variants.filter((candidate) => candidate.availableForSale);
  const variant = cheapestOf(buyable) ?? cheapestOf(variants);
  if (!variant) return null;
  return {
    variant,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    from: buyable.some((candidate) => candidate.price > variant.price),
    soldOut: buyable.length === 0,
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
