import { isDemoOrUsed } from './condition';

/** Cards and cart lines: in store when tagged 'in-stock' and not 'printful' (CAT-13). */
export function isInStoreFromTags(tags: readonly string[]): boolean {
  return tags.includes('in-stock') && !tags.includes('printful');
}

/** Product page: in store when the store holds some and the product is not 'printful'. */
export function isInStoreFromQuantity(storeQuantity: number | null, tags: readonly string[]): boolean {
  return (storeQuantity ?? 0) > 0 && !tags.includes('printful');
}

/**
 * 'Only one left' on the product page: store quantity 1 for a new product, or 1 unit available
 * for a demo/used one (PDP-15).
 */
export function isOnlyOneLeft(tags: readonly string[], storeQuantity: number | null, availableQuantity: number | null): boolean {
  return isDemoOrUsed(tags) ? availableQuantity === 1 : storeQuantity === 1;
}

export type ProcessingTime = 'in-store' | 'special-order' | 'two-to-four-weeks' | 'four-to-eight-weeks' | 'one-to-two-weeks';

/** Handles of the fixed collections that set processing times and the tariff note (PDP-15, CONST-11). */
export interface ProcessingCollections {
  specialOrder: string;
  twoToFourWeeks: string;
  fourToEightWeeks: string;
  tariffSurcharge: string;
}

export interface ProcessingMessage {
  time: ProcessingTime;
  /** Special orders ask the shopper to call; the others add "before shipment" and a delay note. */
  asksToCall: boolean;
  tariffSurcharge: boolean;
}

/** The online processing message: first match wins (PDP-15). */
export function processingMessage(inStore: boolean, collectionHandles: readonly string[], fixed: ProcessingCollections): ProcessingMessage {
  const inCollection = (handle: string) => collectionHandles.includes(handle);
  const time: ProcessingTime = inStore
    ? 'in-store'
    : inCollection(fixed.specialOrder)
      ? 'special-order'
      : inCollection(fixed.twoToFourWeeks)
        ? 'two-to-four-weeks'
        : inCollection(fixed.fourToEightWeeks)
          ? 'four-to-eight-weeks'
          : 'one-to-two-weeks';
  return { time, asksToCall: time === 'special-order', tariffSurcharge: inCollection(fixed.tariffSurcharge) };
}
