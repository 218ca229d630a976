import type { Catalog } from '../../catalog/catalog.js';
import type { InventoryRecord, Language, Localized, ProductRecord } from '../../catalog/model.js';
import { isProductAvailable } from '../../catalog/stock.js';
import { pick } from '../../catalog/text.js';

/** What every Storefront resolver receives: the catalogue and the request's @inContext. */
export interface StorefrontContext {
  catalog: Catalog;
  /** The language texts are given in (@inContext(language:)); languages the shop lacks fall back to EN. */
  language: Language;
  /** The country of @inContext(country:), CA by default. */
  country: string;
  /** The emulator's own origin (http://host:port), for absolute image URLs. */
  origin: string;
  /** The emulator's clock at the start of the request. */
  now: Date;
  /** The text of a localised field in the request's language. */
  text(value: Localized): string;
  /** Live stock of a variant, read once per request. */
  stock(variantId: number): InventoryRecord;
  /** Whether any variant of the product can be bought, memoised per request. */
  productAvailable(product: ProductRecord): boolean;
}

export interface StorefrontContextInput {
  catalog: Catalog;
  language: Language;
  country: string;
  origin: string;
  now: Date;
}

export function createStorefrontContext(input: StorefrontContextInput): StorefrontContext {
  const stockCache = new Map<number, InventoryRecord>();
  const availability = new Map<number, boolean>();
  const stock = (variantId: number) => {
    let inventory = stockCache.get(variantId);
    if (!inventory) {
      inventory = input.catalog.inventory(variantId);
      stockCache.set(variantId, inventory);
    }
    return inventory;
  };
  return {
    ...input,
    text: (value) => pick(value, input.language),
    stock,
    productAvailable(product) {
      let available = availability.get(product.id);
      if (available === undefined) {
        available = isProductAvailable(product, stock);
        availability.set(product.id, available);
      }
      return available;
    },
  };
}
