import type { Language, MetafieldRecord, ProductRecord } from '../../../../catalog/model.js';
import { foldText, pick } from '../../../../catalog/text.js';
import { selectedOptionsOf } from '../product-facts.js';
import { METAFIELD_FACETS } from './facet-config.js';
import { facetDictionary } from './facet-codes.js';

/** What variant filters test, folded in both languages: "name\u0000value" option keys and metafield values by "namespace.key". */
export interface VariantFacts {
  optionKeys: ReadonlySet<string>;
  metafield(key: string): ReadonlySet<string>;
  price: number;
}

/** What filtering and facet counting read from a product, worked out once per product and language. */
export interface ProductFacetData {
  typeLabel: string;
  /** The product type folded, in both languages (filters accept either). */
  typeFolded: ReadonlySet<string>;
  vendor: string;
  vendorFolded: string;
  tags: readonly string[];
  tagsFolded: ReadonlySet<string>;
  /** Option values in the language, by folded English option name. */
  options: ReadonlyMap<string, { name: string; values: readonly string[] }>;
  /** Values of each configured metafield facet (METAFIELD_FACETS order), in the language. */
  metafields: readonly (readonly string[])[];
  /** Whether each configured metafield facet is a boolean metafield on this product. */
  booleanMetafields: readonly boolean[];
  /** booleanMetafields as bits (bit i for facet i), what facet counting ORs together. */
  booleanBits: number;
  /** The options' folded names and names in the language, as a list (facet counting walks it per product). */
  optionNames: readonly (readonly [folded: string, name: string])[];
  maxPrice: number;
  /** Dictionary codes of the values above (facet-codes.ts), what facet counting adds up. */
  codes: { type: number; vendor: number; tags: readonly number[]; options: ReadonlyMap<string, readonly number[]>; metafields: readonly (readonly number[])[] };
  /** Every code above in one array: what a product passing all filters adds to the counts. */
  allCodes: Int32Array;
  /** A product metafield's values (folded, both languages, list items apart) by "namespace.key". */
  metafield(key: string): ReadonlySet<string>;
  variants: readonly VariantFacts[];
}

const NONE: ReadonlySet<string> = new Set();

/**
 * A metafield's values folded in both languages, each item of a list apart, by "namespace.key";
 * worked out on first use, as only the metafields a filter names are ever asked for, except the
 * configured facets' (`eager`): the storefront's filters name those, so they are folded with the rest
 * of the product's data (in idle time after start-up) instead of inside a shopper's first search.
 */
function foldedMetafieldValues(records: readonly MetafieldRecord[], eager: readonly string[]): (key: string) => ReadonlySet<string> {
  const values = new Map<string, ReadonlySet<string>>();
  const valuesOf = (key: string) => {
    let folded = values.get(key);
    if (!folded) {
      const record = records.find((candidate) => `${candidate.namespace}.${candidate.key}` === key);
      const found = new Set<string>();
      if (record) for (const language of ['EN', 'FR'] as const) for (const value of metafieldValuesIn(record, language)) found.add(foldText(value));
      folded = found.size > 0 ? found : NONE;
      values.set(key, folded);
    }
    return folded;
  };
  for (const key of eager) valuesOf(key);
  return valuesOf;
}

const facetKeys = (owner: 'product' | 'variant') => METAFIELD_FACETS.filter((facet) => facet.owner === owner).map((facet) => `${facet.namespace}.${facet.key}`);
const PRODUCT_FACET_KEYS = facetKeys('product');
const VARIANT_FACET_KEYS = facetKeys('variant');

const optionKey = (name: string, value: string) => `${foldText(name)}\u0000${foldText(value)}`;

// Records never change once loaded (stock lives apart), so the derived data rides on the record itself,
// under a symbol (invisible to JSON): property reads are an order of magnitude faster than WeakMap lookups.
const FACET_DATA = Symbol('facetData');
type WithFacetData = ProductRecord & { [FACET_DATA]?: Partial<Record<Language, ProductFacetData>> };

/** A metafield's values in one language: each item of a list, or the value itself. */
function metafieldValuesIn(record: MetafieldRecord | undefined, language: Language): string[] {
  if (!record) return [];
  const text = typeof record.value === 'string' ? record.value : pick(record.value, language);
  if (!record.type.startsWith('list.')) return [text];
  try {
    const items = JSON.parse(text) as unknown;
    return Array.isArray(items) ? items.map(String) : [];
  } catch {
    return [];
  }
}

function build(product: ProductRecord, language: Language): ProductFacetData {
  const tags = [...new Set(product.tags)];
  const options = new Map<string, { name: string; values: string[] }>();
  for (const variant of product.variants) {
    for (const option of selectedOptionsOf(variant)) {
      if (variant.selectedOptions.length === 0) continue;
      const key = foldText(option.name.en);
      const entry = options.get(key) ?? { name: pick(option.name, language), values: [] };
      const value = pick(option.value, language);
      if (!entry.values.includes(value)) entry.values.push(value);
      options.set(key, entry);
    }
  }
  const metafields = METAFIELD_FACETS.map((facet) => {
    const owners = facet.owner === 'product' ? [product.metafields] : product.variants.map((variant) => variant.metafields);
    const values = new Set<string>();
    for (const records of owners) {
      const record = records.find((candidate) => candidate.namespace === facet.namespace && candidate.key === facet.key);
      for (const value of metafieldValuesIn(record, language)) values.add(value);
    }
    return [...values];
  });
  const booleanMetafields = METAFIELD_FACETS.map((facet) => {
    const owners = facet.owner === 'product' ? [product.metafields] : product.variants.map((variant) => variant.metafields);
    return owners.some((records) => records.some((record) => record.namespace === facet.namespace && record.key === facet.key && record.type === 'boolean'));
  });
  const typeLabel = pick(product.productType, language);
  const code = (kind: string, value: string) => facetDictionary.code(kind, value);
  const codes = {
    type: code('type', typeLabel),
    vendor: code('vendor', product.vendor),
    tags: tags.map((tag) => code('tag', tag)),
    options: new Map([...options].map(([folded, option]) => [folded, option.values.map((value) => code(`option:${folded}`, value))])),
    metafields: metafields.map((values, index) => values.map((value) => code(`metafield:${index}`, value))),
  };
  return {
    codes,
    metafield: foldedMetafieldValues(product.metafields, PRODUCT_FACET_KEYS),
    variants: product.variants.map((variant) => ({
      optionKeys: new Set(
        selectedOptionsOf(variant).flatMap((option) => [optionKey(option.name.en, option.value.en), optionKey(option.name.fr, option.value.fr), optionKey(option.name.en, option.value.fr), optionKey(option.name.fr, option.value.en)]),
      ),
      metafield: foldedMetafieldValues(variant.metafields, VARIANT_FACET_KEYS),
      price: Number(variant.price),
    })),
    allCodes: Int32Array.from([codes.type, codes.vendor, ...codes.tags, ...[...codes.options.values()].flat(), ...codes.metafields.flat()]),
    typeLabel,
    typeFolded: new Set([foldText(product.productType.en), foldText(product.productType.fr)]),
    vendor: product.vendor,
    vendorFolded: foldText(product.vendor),
    tags,
    tagsFolded: new Set(tags.map(foldText)),
    options,
    metafields,
    booleanMetafields,
    booleanBits: booleanMetafields.reduce((bits, boolean, index) => (boolean ? bits | (1 << index) : bits), 0),
    optionNames: [...options].map(([folded, option]) => [folded, option.name] as const),
    maxPrice: product.variants.reduce((max, variant) => Math.max(max, Number(variant.price)), 0),
  };
}

export function facetData(product: ProductRecord, language: Language): ProductFacetData {
  const record = product as WithFacetData;
  let entry = record[FACET_DATA];
  if (!entry) {
    entry = {};
    Object.defineProperty(record, FACET_DATA, { value: entry, enumerable: false });
  }
  return (entry[language] ??= build(product, language));
}
