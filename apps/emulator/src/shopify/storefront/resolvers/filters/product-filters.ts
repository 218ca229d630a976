import type { ProductRecord, VariantRecord } from '../../../../catalog/model.js';
import { foldText } from '../../../../catalog/text.js';
import type { StorefrontContext } from '../../storefront-context.js';
import { facetData, type VariantFacts } from './product-facet-data.js';

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
const passesProduct = (group: Group, product: ProductRecord) => group.productTests.some((test) => test(product));
type VariantTest = (variant: VariantRecord, facts: VariantFacts) => boolean;

interface Group {
  level: 'product' | 'variant';
  productTests: ProductTest[];
  variantTests: VariantTest[];
}

/** Compiled product filters: AND across groups, OR within one, variant filters met by one variant. */
export class ProductFilterSet {
  private readonly groups = new Map<string, Group>();
  private productGroupList?: [string, Group][];
  private variantGroupList?: Group[];
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
      if (!(group.level === 'product' ? passesProduct(group, product) : this.someVariantPasses(product, [group]))) mask |= bit;
      bit <<= 1;
    }
    return mask;
  }

  /** Whether the product passes every group, ignoring one (for disjunctive facet counts). */
  matches(product: ProductRecord, exceptGroup?: string): boolean {
    const variantGroups = exceptGroup === undefined ? this.variantGroups : this.variantGroups.filter((group) => group !== this.groups.get(exceptGroup));
    for (const [key, group] of this.productGroups) if (key !== exceptGroup && !passesProduct(group, product)) return false;
    return variantGroups.length === 0 || this.someVariantPasses(product, variantGroups);
  }

  // Plain loops: these run for every product of a listing.
  private someVariantPasses(product: ProductRecord, groups: readonly Group[]): boolean {
    const facts = facetData(product, this.context.language).variants;
    for (let index = 0; index < product.variants.length; index += 1) {
      const variant = product.variants[index]!;
      let all = true;
      for (const group of groups) {
        if (!group.variantTests.some((test) => test(variant, facts[index]!))) {
          all = false;
          break;
        }
      }
      if (all) return true;
    }
    return false;
  }

  private get productGroups(): [string, Group][] {
    return (this.productGroupList ??= [...this.groups].filter(([, group]) => group.level === 'product'));
  }

  private get variantGroups(): Group[] {
    return (this.variantGroupList ??= [...this.groups.values()].filter((group) => group.level === 'variant'));
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
      this.group('v:available', 'variant').variantTests.push((variant) => context.variantAvailable(variant) === wanted);
    }
    if (filter.price) {
      const min = filter.price.min ?? -Infinity;
      const max = filter.price.max ?? Infinity;
      this.group('v:price', 'variant').variantTests.push((_variant, facts) => facts.price >= min && facts.price <= max);
    }
    if (filter.variantOption) {
      const { name, value } = filter.variantOption;
      const wanted = `${foldText(name)}\u0000${foldText(value)}`;
      this.group(`v:option:${foldText(name)}`, 'variant').variantTests.push((_variant, facts) => facts.optionKeys.has(wanted));
    }
    if (filter.variantMetafield) {
      const { namespace, key, value } = filter.variantMetafield;
      const wanted = foldText(value);
      this.group(`v:m:${namespace}.${key}`, 'variant').variantTests.push((_variant, facts) => facts.metafield(`${namespace}.${key}`).has(wanted));
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
      const wanted = foldText(value);
      this.group(`p:m:${namespace}.${key}`, 'product').productTests.push((product) => facts(product).metafield(`${namespace}.${key}`).has(wanted));
    }
    // The catalogue has no taxonomy categories or attributes: such filters match nothing.
    if (filter.category) this.group('p:category', 'product').productTests.push(() => false);
    if (filter.taxonomyMetafield) {
      this.group(`p:t:${filter.taxonomyMetafield.namespace}.${filter.taxonomyMetafield.key}`, 'product').productTests.push(() => false);
    }
  }
}
