import type { Catalog } from '../../../catalog/catalog.js';
import type { Localized } from '../../../catalog/model.js';
import type { DiscountAllocation, PricedLine } from './cart-pricing-types.js';
import { freeGiftOffer } from './cart-settings.js';

const FREE_GIFT_TITLE: Localized = { en: 'Free gift with purchase', fr: "Cadeau gratuit à l'achat" };

/**
 * The buy-X-get-Y automatic discount: when the cart holds a product of the offer's collection, one
 * unit of one free variant in the cart (the cheapest, then the oldest line) is discounted 100%.
 * Returns the line that gets it and the allocation, or null.
 */
export function freeGiftAllocation(lines: readonly PricedLine[], catalog: Catalog): { line: PricedLine; allocation: DiscountAllocation } | null {
  const offer = freeGiftOffer(catalog);
  if (!offer) return null;
  const collection = catalog.collectionById(offer.collectionId);
  if (!collection) return null;
  const members = new Set(collection.productIds);
  const isGift = (line: PricedLine) => offer.freeVariantIds.includes(line.variant.id);
  const active = lines.filter((line) => line.record.quantity > 0);
  if (!active.some((line) => !isGift(line) && members.has(line.product.id))) return null;
  const gifts = active.filter(isGift).reverse();
  const gift = gifts.reduce<PricedLine | undefined>((best, line) => (!best || line.unitCents < best.unitCents ? line : best), undefined);
  if (!gift || gift.unitCents <= 0) return null;
  return {
    line: gift,
    allocation: {
      kind: 'automatic',
      lineId: gift.record.id,
      code: '',
      title: FREE_GIFT_TITLE,
      cents: gift.unitCents,
      allocationMethod: 'EACH',
      targetSelection: 'ENTITLED',
      value: { kind: 'percentage', percentage: 100 },
    },
  };
}
