import type { Localized, MetafieldRecord, ProductRecord, VariantRecord } from '../../../../catalog/model.js';
import { isVariantAvailable } from '../../../../catalog/stock.js';
import { foldText } from '../../../../catalog/text.js';
import type { StorefrontContext } from '../../storefront-context.js';
import { selectedOptionsOf } from '../product-facts.js';
import { facetData } from './product-facet-data.js';

/** Shopify's ProductFilter input (one key per filter in practice). */
export interface ProductFilterInput {
  available?: boolean | null;
  price?: { min?: number | null; max?: number | null } | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: { name: string; value: string } | null;
  productMetafield?: { namespace: string; key: string; value: string } | null;
  variantMetafield?: { namespace: string; key: string; value: string } | null;
  category?: { id: string } | null;
  taxonomyMetafield?: { namespace: string; key: string; value: string } | null;
}

type ProductTest = (product: ProductRecord) => boolean;
type VariantTest = (variant: VariantRecord) => boolean;

interface Group {
  level: 'product' | 'variant';
  productTests: ProductTest[];
  variantTests: VariantTest[];
}

const sameText = (actual: string, wanted: string) => foldText(actual) === foldText(wanted);
const localizedIs = (text: Localized, wanted: string) => sameText(text.en, wanted) || sameText(text.fr, wanted);

function listItems(json: string): string[] {
  try {
    const items = JSON.parse(json) as unknown;
    return Array.isArray(items) ? items.map(String) : [];
  } catch {
    return [];
  }
}

/** Whether a metafield holds the value: equal text (either language) or, for lists, one of its items. */
export function metafieldHolds(records: readonly MetafieldRecord[], namespace: string, key: string, wanted: string): boolean {
  const record = records.find((candidate) => candidate.namespace === namespace && candidate.key === key);
  if (!record) return false;
  const texts = typeof record.value === 'string' ? [record.value] : [record.value.en, record.value.fr];
  if (record.type.startsWith('list.')) return texts.some((text) => listItems(text).some((item) => sameText(item, wanted)));
  return texts.some((text) => sameText(text, wanted));
}

/** The group a filter belongs to: values within a group are ORed, groups are ANDed. */
export function filterGroupKey(filter: ProductFilterInput): string[] {
  const keys: string[] = [];
  if (filter.available !== undefined && filter.available !== null) keys.push('v:available');
  if (filter.price) keys.push('v:price');
  if (filter.variantOption) keys.push(`v:option:${foldText(filter.variantOption.name)}`);
  if (filter.variantMetafield) keys.push(`v:m:${filter.variantMetafield.namespace}.${filter.variantMetafield.key}`);
  if (filter.productType) keys.push('p:product_type');
  if (filter.productVendor) keys.push('p:vendor');
  if (filter.tag) keys.push('p:tag');
  if (filter.productMetafield) keys.push(`p:m:${filter.productMetafield.namespace}.${filter.productMetafield.key}`);
  if (filter.category) keys.push('p:category');
  if (filter.taxonomyMetafield) keys.push(`p:t:${filter.taxonomyMetafield.namespace}.${filter.taxonomyMetafield.key}`);
  return keys;
}

/** Compiled product filters: AND across groups, OR within one, variant filters met by one variant. */
export class ProductFilterSet {
  private readonly groups = new Map<string, Group>();
  /** A canonical text of the filters, for caching what they select. */
  readonly key: string;

  constructor(filters: readonly ProductFilterInput[], private readonly context: StorefrontContext) {
    for (const filter of filters) this.add(filter);
    this.key = JSON.stringify(filters);
  }

  get isEmpty(): boolean {
    return this.groups.size === 0;
  }

  groupKeys(): string[] {
    return [...this.groups.keys()];
  }

  /** One bit per active group (in groupKeys order) that the product fails on its own. */
  failMask(product: ProductRecord): number {
    let mask = 0;
    let bit = 1;
    for (const group of this.groups.values()) {
      const passes =
        group.level === 'product'
          ? group.productTests.some((test) => test(product))
          : product.variants.some((variant) => group.variantTests.some((test) => test(variant)));
      if (!passes) mask |= bit;
      bit <<= 1;
    }
    return mask;
  }

  /** Whether the product passes every group, ignoring one (for disjunctive facet counts). */
  matches(product: ProductRecord, exceptGroup?: string): boolean {
    const variantGroups: Group[] = [];
    for (const [key, group] of this.groups) {
      if (key === exceptGroup) continue;
      if (group.level === 'variant') variantGroups.push(group);
      else if (!group.productTests.some((test) => test(product))) return false;
    }
    if (variantGroups.length === 0) return true;
    return product.variants.some((variant) => variantGroups.every((group) => group.variantTests.some((test) => test(variant))));
  }

  private group(key: string, level: Group['level']): Group {
    let group = this.groups.get(key);
    if (!group) {
      group = { level, productTests: [], variantTests: [] };
      this.groups.set(key, group);
    }
    return group;
  }

  private add(filter: ProductFilterInput): void {
    const { context } = this;
    if (filter.available !== undefined && filter.available !== null) {
      const wanted = filter.available;
      this.group('v:available', 'variant').variantTests.push((variant) => isVariantAvailable(variant, context.stock(variant.id)) === wanted);
    }
    if (filter.price) {
      const min = filter.price.min ?? -Infinity;
      const max = filter.price.max ?? Infinity;
      this.group('v:price', 'variant').variantTests.push((variant) => Number(variant.price) >= min && Number(variant.price) <= max);
    }
    if (filter.variantOption) {
      const { name, value } = filter.variantOption;
      this.group(`v:option:${foldText(name)}`, 'variant').variantTests.push((variant) =>
        selectedOptionsOf(variant).some((option) => localizedIs(option.name, name) && localizedIs(option.value, value)),
      );
    }
    if (filter.variantMetafield) {
      const { namespace, key, value } = filter.variantMetafield;
      this.group(`v:m:${namespace}.${key}`, 'variant').variantTests.push((variant) => metafieldHolds(variant.metafields, namespace, key, value));
    }
    const facts = (product: ProductRecord) => facetData(product, context.language);
    if (filter.productType) {
      const wanted = foldText(filter.productType);
      this.group('p:product_type', 'product').productTests.push((product) => facts(product).typeFolded.has(wanted));
    }
    if (filter.productVendor) {
      const wanted = foldText(filter.productVendor);
      this.group('p:vendor', 'product').productTests.push((product) => facts(product).vendorFolded === wanted);
    }
    if (filter.tag) {
      const wanted = foldText(filter.tag);
      this.group('p:tag', 'product').productTests.push((product) => facts(product).tagsFolded.has(wanted));
    }
    if (filter.productMetafield) {
      const { namespace, key, value } = filter.productMetafield;
      this.group(`p:m:${namespace}.${key}`, 'product').productTests.push((product) => metafieldHolds(product.metafields, namespace, key, value));
    }
    // The catalogue has no taxonomy categories or attributes: such filters match nothing.
    if (filter.category) this.group('p:category', 'product').productTests.push(() => false);
    if (filter.taxonomyMetafield) {
      this.group(`p:t:${filter.taxonomyMetafield.namespace}.${filter.taxonomyMetafield.key}`, 'product').productTests.push(() => false);
    }
  }
}
