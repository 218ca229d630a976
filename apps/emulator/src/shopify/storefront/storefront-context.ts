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
  /** Live stock of a variant. */
  stock(variantId: number): InventoryRecord;
  /** Whether any variant of the product can be bought. */
  productAvailable(product: ProductRecord): boolean;
}

export interface StorefrontContextInput {
  catalog: Catalog;
  language: Language;
  country: string;
  origin: string;
  now: Date;
}

// A product's availability, remembered on its record for one catalogue's stock version.
const AVAILABILITY = Symbol('availability');
type Remembered = { catalog: Catalog; version: number; available: boolean };

export function createStorefrontContext(input: StorefrontContextInput): StorefrontContext {
  const stock = (variantId: number) => input.catalog.inventory(variantId);
  const version = input.catalog.versions?.().stock;
  return {
    ...input,
    text: (value) => pick(value, input.language),
    stock,
    productAvailable(product) {
      if (version === undefined) return isProductAvailable(product, stock);
      const record = product as ProductRecord & { [AVAILABILITY]?: Remembered };
      const remembered = record[AVAILABILITY];
      if (remembered && remembered.catalog === input.catalog && remembered.version === version) return remembered.available;
      const available = isProductAvailable(product, stock);
      if (remembered) Object.assign(remembered, { catalog: input.catalog, version, available });
      else Object.defineProperty(record, AVAILABILITY, { value: { catalog: input.catalog, version, available }, enumerable: false });
      return available;
    },
  };
}
