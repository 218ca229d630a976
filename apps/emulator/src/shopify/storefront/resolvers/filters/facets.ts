import type { Localized, ProductRecord } from '../../../../catalog/model.js';
import { foldText } from '../../../../catalog/text.js';
import { parseGid } from '../../../gid.js';
import type { StorefrontContext } from '../../storefront-context.js';
import { formatDecimal } from '../money.js';
import { FACET_LABELS, METAFIELD_FACETS, METAOBJECT_LABEL_FIELDS } from './facet-config.js';
import { facetDictionary } from './facet-codes.js';
import { facetData, type ProductFacetData } from './product-facet-data.js';
import type { ProductFilterSet } from './product-filters.js';

interface FacetValue {
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

/** A LIST facet: its filter group, dictionary kind, and how a value reads and filters. */
interface ListSpec {
  id: string;
  group: string;
  kind: string;
  label: string;
  codes: (facts: ProductFacetData) => readonly number[];
  describe: (value: string) => { label: string; input: unknown };
}

/** A value's part of a filter value id, handleized as Shopify does ("Pioneer DJ" -> "pioneer-dj"); gids stay whole. */
function valueSlug(value: string): string {
  if (value.startsWith('gid://')) return value;
  return foldText(value).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || value;
}

function metafieldLabel(value: string, boolean: boolean, context: StorefrontContext): string {
  if (boolean) return context.text(value === 'true' ? FACET_LABELS.yes : FACET_LABELS.no);
  const gid = parseGid(value);
  if (gid?.type !== 'Metaobject') return value;
  const metaobject = context.catalog.metaobjectById(Number(gid.id));
  const field = METAOBJECT_LABEL_FIELDS.map((key) => metaobject?.fields.find((candidate) => candidate.key === key)).find((candidate) => candidate?.value);
  if (field?.value) return typeof field.value === 'string' ? field.value : context.text(field.value);
  return metaobject?.handle ?? value;
}

function fixedSpecs(context: StorefrontContext, booleans: boolean[]): ListSpec[] {
  const label = (text: Localized) => context.text(text);
  const metafieldSpecs = METAFIELD_FACETS.map((facet, index): ListSpec => {
    const level = facet.owner === 'product' ? 'p' : 'v';
    const inputKey = facet.owner === 'product' ? 'productMetafield' : 'variantMetafield';
    return {
      id: `filter.${level}.m.${facet.namespace}.${facet.key}`,
      group: `${level}:m:${facet.namespace}.${facet.key}`,
      kind: `metafield:${index}`,
      label: context.text(facet.label),
      codes: (facts) => {
        booleans[index] ||= facts.booleanMetafields[index]!;
        return facts.codes.metafields[index]!;
      },
      describe: (value) => ({ label: metafieldLabel(value, booleans[index]!, context), input: { [inputKey]: { namespace: facet.namespace, key: facet.key, value } } }),
    };
  });
  return [
    { id: 'filter.p.product_type', group: 'p:product_type', kind: 'type', label: label(FACET_LABELS.productType), codes: (facts) => [facts.codes.type], describe: (value) => ({ label: value, input: { productType: value } }) },
    { id: 'filter.p.vendor', group: 'p:vendor', kind: 'vendor', label: label(FACET_LABELS.vendor), codes: (facts) => [facts.codes.vendor], describe: (value) => ({ label: value, input: { productVendor: value } }) },
    ...metafieldSpecs,
    { id: 'filter.p.tag', group: 'p:tag', kind: 'tag', label: label(FACET_LABELS.tag), codes: (facts) => facts.codes.tags, describe: (value) => ({ label: value, input: { tag: value } }) },
  ];
}

const OPTION_GROUP = 'v:option:';

function optionSpec(folded: string, name: string): ListSpec {
  return {
    id: `filter.v.option.${folded}`,
    group: `${OPTION_GROUP}${folded}`,
    kind: `option:${folded}`,
    label: name,
    codes: (facts) => facts.codes.options.get(folded) ?? [],
    describe: (value) => ({ label: value, input: { variantOption: { name, value } } }),
  };
}

/**
 * Shopify's `filters` / `productFilters`: facets over the listed products, each value's count taken
 * over the products that pass every other active filter (disjunctive faceting), in one pass.
 */
export function computeFacets(base: readonly ProductRecord[], filters: ProductFilterSet, context: StorefrontContext): Facet[] {
  const language = context.language.toLowerCase();
  const label = (text: Localized) => context.text(text);
  const groups = filters.groupKeys();
  const booleans = METAFIELD_FACETS.map(() => false);
  const specs = fixedSpecs(context, booleans);
  const options = new Map<string, ListSpec>();
  // One counter per dictionary code, per facet group whose count may differ (disjunctive counts).
  const counters = new Map<string, Int32Array>();
  const counter = (group: string) => {
    let counts = counters.get(group);
    if (!counts) {
      counts = new Int32Array(facetDictionary.size + 1024);
      counters.set(group, counts);
    }
    return counts;
  };

  let availabilityTotal = 0;
  let inStock = 0;
  let maxPrice = 0;
  let booleanBits = 0;
  const shared = counter('*');
  const specOfGroup = new Map(specs.map((spec) => [spec.group, spec]));
  const optionSpecOf = (group: string, facts: ProductFacetData): ListSpec | undefined => {
    if (!group.startsWith(OPTION_GROUP)) return undefined;
    const folded = group.slice(OPTION_GROUP.length);
    const option = facts.options.get(folded);
    if (!option) return undefined;
    let spec = options.get(folded);
    if (!spec) options.set(folded, (spec = optionSpec(folded, option.name)));
    return spec;
  };
  /** Counts a product toward one active group's facet alone (its count disregards that group's own filter). */
  const countForOwnFacet = (group: string, product: ProductRecord, facts: ProductFacetData) => {
    if (group === 'v:available') {
      availabilityTotal += 1;
      if (context.productAvailable(product)) inStock += 1;
    } else if (group === 'v:price') {
      maxPrice = Math.max(maxPrice, facts.maxPrice);
    } else {
      const spec = specOfGroup.get(group) ?? optionSpecOf(group, facts);
      if (!spec) return;
      const tally = counter(group);
      for (const code of spec.codes(facts)) tally[code]! += 1;
    }
  };
  for (const product of base) {
    const mask = filters.isEmpty ? 0 : filters.failMask(product);
    if ((mask & (mask - 1)) !== 0) continue; // Fails two groups: counts for no facet.
    const facts = facetData(product, context.language);
    const joint = mask === 0 && (filters.isEmpty || filters.matches(product));
    if (joint) {
      // Passes every filter: counts for every facet, straight from its precomputed codes.
      availabilityTotal += 1;
      if (context.productAvailable(product)) inStock += 1;
      maxPrice = Math.max(maxPrice, facts.maxPrice);
      // Plain data only: this runs for every matching product (thousands for a common word).
      const codes = facts.allCodes;
      for (let index = 0; index < codes.length; index += 1) shared[codes[index]!]! += 1;
      booleanBits |= facts.booleanBits;
      for (const [folded, name] of facts.optionNames) if (!options.has(folded)) options.set(folded, optionSpec(folded, name));
      continue;
    }
    // Otherwise it counts only toward the facet of an active group it passes all the others without:
    // the one group it fails, or (no single variant passing every variant group) any of them.
    for (let bit = 0; bit < groups.length; bit += 1) {
      if (mask !== 0 && mask !== 1 << bit) continue;
      if (filters.matches(product, groups[bit]!)) countForOwnFacet(groups[bit]!, product, facts);
    }
  }

  booleans.forEach((boolean, index) => (booleans[index] = boolean || (booleanBits & (1 << index)) !== 0));

  const valuesOf = (spec: ListSpec): FacetValue[] => {
    const shared = counters.get('*');
    const own = counters.get(spec.group);
    const values: FacetValue[] = [];
    for (const code of facetDictionary.codesOf(spec.kind)) {
      const count = (shared?.[code] ?? 0) + (own?.[code] ?? 0);
      if (count === 0) continue;
      const value = facetDictionary.value(code);
      const described = spec.describe(value);
      values.push({ id: `${spec.id}.${valueSlug(value)}`, label: described.label, count, input: JSON.stringify(described.input), image: null, swatch: null });
    }
    return values.sort((a, b) => a.label.localeCompare(b.label, language));
  };

  const facets: Facet[] = [];
  if (availabilityTotal > 0) {
    facets.push({
      id: 'filter.v.availability',
      label: label(FACET_LABELS.availability),
      type: 'LIST',
      presentation: 'TEXT',
      values: [
        { id: 'filter.v.availability.1', label: label(FACET_LABELS.inStock), count: inStock, input: '{"available":true}', image: null, swatch: null },
        { id: 'filter.v.availability.0', label: label(FACET_LABELS.outOfStock), count: availabilityTotal - inStock, input: '{"available":false}', image: null, swatch: null },
      ],
    });
  }
  facets.push({
    id: 'filter.v.price',
    label: label(FACET_LABELS.price),
    type: 'PRICE_RANGE',
    presentation: null,
    values: [{ id: 'filter.v.price', label: label(FACET_LABELS.price), count: 0, input: `{"price":{"min":0,"max":${formatDecimal(maxPrice)}}}`, image: null, swatch: null }],
  });
  const ordered = [specs[0]!, specs[1]!, ...[...options].sort(([a], [b]) => a.localeCompare(b)).map(([, spec]) => spec), ...specs.slice(2)];
  for (const spec of ordered) {
    const values = valuesOf(spec);
    if (values.length === 0) continue;
    const index = METAFIELD_FACETS.findIndex((_, position) => spec.kind === `metafield:${position}`);
    const boolean = index >= 0 && booleans[index]!;
    if (boolean) values.sort((a, b) => Number(b.id.endsWith('.true')) - Number(a.id.endsWith('.true')));
    facets.push({ id: spec.id, label: spec.label, type: boolean ? 'BOOLEAN' : 'LIST', presentation: 'TEXT', values });
  }
  return facets;
}
