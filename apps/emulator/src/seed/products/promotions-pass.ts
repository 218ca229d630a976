import type { BuildContext } from '../build-context.js';
import { applyPromotion } from './apply-promotion.js';
import { type CatalogueEntry, minPrice } from './entry.js';
import { CALL_FOR_PRICE } from './pricing.js';
import { planPromotion } from './promotion.js';

/** Savings of $500 or more switch the store's promotion display from dollars to percent. */
const PERCENT_DISPLAY_FROM = 500;

/**
 * Decides every regular product's promotion. Three products are chosen first so the store can
 * always show each case: a partial promotion ending exactly at local midnight with a saving under
 * $500, and a full promotion on an expensive product saving over $500.
 */
export function runPromotions(context: BuildContext, entries: readonly CatalogueEntry[]): void {
  const regular = entries.filter((entry) => entry.kind === 'regular' && entry.product.variants[0]!.requiresShipping);
  const prices = new Map(regular.map((entry) => [entry, minPrice(entry)]));
  const price = (entry: CatalogueEntry) => prices.get(entry)!;
  const partial = regular.find((entry) => entry.product.variants.length >= 2 && price(entry) < 400);
  const expensive = regular
    .filter((entry) => price(entry) * 0.1 >= PERCENT_DISPLAY_FROM * 1.2 && price(entry) < CALL_FOR_PRICE)
    .sort((a, b) => price(b) - price(a) || a.product.id - b.product.id)[0];
  for (const entry of regular) {
    const random = context.random.fork('promotion', entry.product.id);
    const plan = planPromotion({
      random,
      variantCount: entry.product.variants.length,
      regularPrice: price(entry),
      brandName: entry.brand.name,
      brandSlug: entry.brand.slug,
      referenceDate: context.referenceDate,
      storefrontUrl: context.storefrontUrl,
      endAtMidnight: entry === partial,
      forceSale: entry === partial ? 'partial' : entry === expensive ? 'full' : undefined,
    });
    if (plan.text || plan.discounted.size > 0) applyPromotion(entry, plan);
  }
}
