import {
  isInStoreFromQuantity,
  isOnlyOneLeft,
  processingMessage,
  type ProcessingCollections,
  type ProcessingMessage,
} from './availability';

export interface VariantAvailability {
  onlyOneLeft: boolean;
  inStore: boolean;
  processing: ProcessingMessage;
}

const NO_FIXED: ProcessingCollections = { specialOrder: '', twoToFourWeeks: '', fourToEightWeeks: '', tariffSurcharge: '' };

/**
 * The selected variant's stock block on the product page (PDP-15):
 * 'only one left', in store or not, and the online processing message. A failed store lookup
 * arrives as null and counts as 0 (PDP-15); unknown fixed collections match nothing.
 */
export function getVariantAvailability(input: {
  tags: readonly string[];
  collectionHandles: readonly string[];
  storeQuantity: number | null;
  availableQuantity: number | null;
  fixed: Partial<ProcessingCollections> | null;
}): VariantAvailability {
  const inStore = isInStoreFromQuantity(input.storeQuantity ?? 0, input.tags);
  return {
    onlyOneLeft: isOnlyOneLeft(input.tags, input.storeQuantity ?? 0, input.availableQuantity),
    inStore,
    processing: processingMessage(inStore, input.collectionHandles, { ...NO_FIXED, ...input.fixed }),
  };
}
