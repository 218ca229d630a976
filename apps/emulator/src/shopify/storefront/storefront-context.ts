import type { Catalog } from '../../catalog/catalog.js';
import type { InventoryRecord, Language, Localized, ProductRecord, VariantRecord } from '../../catalog/model.js';
import { isVariantAvailable } from '../../catalog/stock.js';
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
  /** Whether the variant can be bought (in stock, or back-orderable). */
  variantAvailable(variant: VariantRecord): boolean;
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

// Availability by variant id for one catalogue's stock version (0 unknown, 1 yes, 2 no): listings test
// thousands of variants per request, and a typed-array read is far cheaper than a stock lookup.
const availability = new WeakMap<Catalog, { version: number; flags: Uint8Array }>();

function availabilityFlags(catalog: Catalog): Uint8Array | null {
  const version = catalog.versions?.().stock;
  if (version === undefined) return null;
  let entry = availability.get(catalog);
  if (!entry || entry.version !== version) {
    entry = { version, flags: new Uint8Array(1024) };
    availability.set(catalog, entry);
  }
  return entry.flags;
}

export function createStorefrontContext(input: StorefrontContextInput): StorefrontContext {
  const stock = (variantId: number) => input.catalog.inventory(variantId);
  let flags = availabilityFlags(input.catalog);
  const variantAvailable = (variant: VariantRecord): boolean => {
    if (!flags) return isVariantAvailable(variant, stock(variant.id));
    if (variant.id >= flags.length) {
      const grown = new Uint8Array(Math.max(variant.id + 1, flags.length * 2));
      grown.set(flags);
      flags = grown;
      availability.set(input.catalog, { version: input.catalog.versions!().stock, flags });
    }
    const known = flags[variant.id];
    if (known) return known === 1;
    const available = isVariantAvailable(variant, stock(variant.id));
    flags[variant.id] = available ? 1 : 2;
    return available;
  };
  return {
    ...input,
    text: (value) => pick(value, input.language),
    stock,
    variantAvailable,
    productAvailable: (product) => product.variants.some(variantAvailable),
  };
}
