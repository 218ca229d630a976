import type { Localized, MetafieldRecord, ProductRecord } from '../../../../catalog/model.js';
import { foldText } from '../../../../catalog/text.js';
import { parseGid } from '../../../gid.js';
import type { StorefrontContext } from '../../storefront-context.js';
import { formatDecimal } from '../money.js';
import { selectedOptionsOf } from '../product-facts.js';
import { FACET_LABELS, METAFIELD_FACETS, METAOBJECT_LABEL_FIELDS, type MetafieldFacet } from './facet-config.js';
import type { ProductFilterSet } from './product-filters.js';

export interface FacetValue {
  id: string;
  label: string;
  count: number;
  input: string;
  image: null;
  swatch: null;
}

export interface Facet {
  id: string;
  label: string;
  type: 'LIST' | 'PRICE_RANGE' | 'BOOLEAN';
  presentation: 'TEXT' | null;
  values: FacetValue[];
}

/** A value's part of a filter value id, handleized as Shopify does ("Pioneer DJ" -> "pioneer-dj"); gids stay whole. */
function valueSlug(value: string): string {
  if (value.startsWith('gid://')) return value;
  return foldText(value).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || value;
}

/** Counts products per value; each product counts once per value. */
class Tally {
  private readonly entries = new Map<string, { label: string; input: unknown; count: number }>();

  add(value: string, label: string, input: unknown): void {
    const entry = this.entries.get(value);
    if (entry) entry.count += 1;
    else this.entries.set(value, { label, input, count: 1 });
  }

  values(facetId: string, language: string): FacetValue[] {
    return [...this.entries.entries()]
      .sort(([, a], [, b]) => a.label.localeCompare(b.label, language))
      .map(([value, entry]) => ({ id: `${facetId}.${valueSlug(value)}`, label: entry.label, count: entry.count, input: JSON.stringify(entry.input), image: null, swatch: null }));
  }
}

function metafieldValues(record: MetafieldRecord | undefined): string[] {
  if (!record) return [];
  if (typeof record.value !== 'string') return [record.value.en];
  if (!record.type.startsWith('list.')) return [record.value];
  try {
    const items = JSON.parse(record.value) as unknown;
    return Array.isArray(items) ? items.map(String) : [];
  } catch {
    return [];
  }
}

function metafieldLabel(value: string, record: MetafieldRecord, context: StorefrontContext): string {
  if (typeof record.value !== 'string') return context.text(record.value);
  if (record.type === 'boolean') return context.text(value === 'true' ? FACET_LABELS.yes : FACET_LABELS.no);
  const gid = parseGid(value);
  if (gid?.type === 'Metaobject') {
    const metaobject = context.catalog.metaobjectById(Number(gid.id));
    const field = METAOBJECT_LABEL_FIELDS.map((key) => metaobject?.fields.find((candidate) => candidate.key === key)).find((candidate) => candidate?.value);
    if (field?.value) return typeof field.value === 'string' ? field.value : context.text(field.value);
    return metaobject?.handle ?? value;
  }
  return value;
}

/**
 * Shopify's `filters` / `productFilters`: facets over the listed products, each value's count taken
 * over the products that pass every other active filter (disjunctive faceting).
 */
export function computeFacets(base: readonly ProductRecord[], filters: ProductFilterSet, context: StorefrontContext): Facet[] {
  const language = context.language.toLowerCase();
  const label = (text: Localized) => context.text(text);
  const active = new Set(filters.groupKeys());
  const memo = new Map<string, ProductRecord[]>();
  const productsFor = (group: string): ProductRecord[] => {
    const key = active.has(group) ? group : '*';
    let list = memo.get(key);
    if (!list) {
      list = filters.isEmpty ? [...base] : base.filter((product) => filters.matches(product, active.has(group) ? group : undefined));
      memo.set(key, list);
    }
    return list;
  };
  const facets: Facet[] = [];
  const listFacet = (id: string, facetLabel: string, values: FacetValue[], type: Facet['type'] = 'LIST') => {
    if (values.some((value) => value.count > 0)) facets.push({ id, label: facetLabel, type, presentation: 'TEXT', values });
  };

  const availability = productsFor('v:available');
  const inStock = availability.filter((product) => context.productAvailable(product)).length;
  listFacet('filter.v.availability', label(FACET_LABELS.availability), [
    { id: 'filter.v.availability.1', label: label(FACET_LABELS.inStock), count: inStock, input: '{"available":true}', image: null, swatch: null },
    { id: 'filter.v.availability.0', label: label(FACET_LABELS.outOfStock), count: availability.length - inStock, input: '{"available":false}', image: null, swatch: null },
  ]);

  const priced = productsFor('v:price');
  const maxPrice = priced.reduce((max, product) => Math.max(max, ...product.variants.map((variant) => Number(variant.price))), 0);
  facets.push({
    id: 'filter.v.price',
    label: label(FACET_LABELS.price),
    type: 'PRICE_RANGE',
    presentation: null,
    values: [{ id: 'filter.v.price', label: label(FACET_LABELS.price), count: 0, input: `{"price":{"min":0,"max":${formatDecimal(maxPrice)}}}`, image: null, swatch: null }],
  });

  const types = new Tally();
  for (const product of productsFor('p:product_type')) types.add(label(product.productType), label(product.productType), { productType: label(product.productType) });
  listFacet('filter.p.product_type', label(FACET_LABELS.productType), types.values('filter.p.product_type', language));

  const vendors = new Tally();
  for (const product of productsFor('p:vendor')) vendors.add(product.vendor, product.vendor, { productVendor: product.vendor });
  listFacet('filter.p.vendor', label(FACET_LABELS.vendor), vendors.values('filter.p.vendor', language));

  const optionNames = new Map<string, Localized>();
  for (const product of base) for (const option of product.options) optionNames.set(foldText(option.name.en), option.name);
  for (const [folded, name] of [...optionNames].sort(([a], [b]) => a.localeCompare(b))) {
    const tally = new Tally();
    for (const product of productsFor(`v:option:${folded}`)) {
      const seen = new Set<string>();
      for (const variant of product.variants) {
        for (const option of selectedOptionsOf(variant)) {
          const value = label(option.value);
          if (foldText(option.name.en) !== folded || seen.has(value)) continue;
          seen.add(value);
          tally.add(value, value, { variantOption: { name: label(name), value } });
        }
      }
    }
    listFacet(`filter.v.option.${folded}`, label(name), tally.values(`filter.v.option.${folded}`, language));
  }

  for (const facet of METAFIELD_FACETS) facets.push(...metafieldFacet(facet, productsFor, context, language));

  const tags = new Tally();
  for (const product of productsFor('p:tag')) for (const tag of new Set(product.tags)) tags.add(tag, tag, { tag });
  listFacet('filter.p.tag', label(FACET_LABELS.tag), tags.values('filter.p.tag', language));
  return facets;
}

function metafieldFacet(facet: MetafieldFacet, productsFor: (group: string) => ProductRecord[], context: StorefrontContext, language: string): Facet[] {
  const level = facet.owner === 'product' ? 'p' : 'v';
  const id = `filter.${level}.m.${facet.namespace}.${facet.key}`;
  const tally = new Tally();
  let boolean = false;
  for (const product of productsFor(`${level}:m:${facet.namespace}.${facet.key}`)) {
    const records = facet.owner === 'product' ? [product.metafields] : product.variants.map((variant) => variant.metafields);
    const seen = new Set<string>();
    for (const metafields of records) {
      const record = metafields.find((candidate) => candidate.namespace === facet.namespace && candidate.key === facet.key);
      if (record?.type === 'boolean') boolean = true;
      for (const value of metafieldValues(record)) {
        if (seen.has(value)) continue;
        seen.add(value);
        const input = { [facet.owner === 'product' ? 'productMetafield' : 'variantMetafield']: { namespace: facet.namespace, key: facet.key, value } };
        tally.add(value, metafieldLabel(value, record!, context), input);
      }
    }
  }
  const values = tally.values(id, language);
  if (boolean) values.sort((a, b) => Number(b.id.endsWith('.true')) - Number(a.id.endsWith('.true')));
  if (!values.some((value) => value.count > 0)) return [];
  return [{ id, label: context.text(facet.label), type: boolean ? 'BOOLEAN' : 'LIST', presentation: 'TEXT', values }];
}
