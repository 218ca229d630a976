import type { ProductRecord, VariantRecord } from '../../../../catalog/model.js';
import { foldText } from '../../../../catalog/text.js';
import { MAX_MASKED_VARIANTS, type StorefrontContext } from '../../storefront-context.js';
import { METAFIELD_FACETS } from './facet-config.js';
import { facetData, type VariantFacts } from './product-facet-data.js';
import { rememberedMasks } from './remembered-masks.js';

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

/**
 * Shopify applies a metafield filter only when the store enabled that metafield as a filter (Search &
 * Discovery); any other, staff-only metafields included, is ignored rather than answered.
 */
const isEnabledMetafieldFilter = (owner: 'product' | 'variant', namespace: string, key: string) =>
  METAFIELD_FACETS.some((facet) => facet.owner === owner && facet.namespace === namespace && facet.key === key);
type VariantTest = (variant: VariantRecord, facts: VariantFacts) => boolean;

interface Group {
  level: 'product' | 'variant';
  productTests: ProductTest[];
  variantTests: VariantTest[];
  /** The group's filters, in the order given: names what is remembered per record. */
  clauses: string[];
  memoKey?: string;
  /** Reads live stock (availability): then worked out on every call, never remembered. */
  readsStock: boolean;
  /** The availability group's wanted values (available: true / false), read from the context's masks. */
  availability?: Set<boolean>;
}

// A variant group's result is a bit per variant that passes it: bitwise AND tells whether one variant
// passes several groups. Products past MAX_MASKED_VARIANTS (the context's limit too) take the slow path.
/** Compiled product filters: AND across groups, OR within one, variant filters met by one variant. */
export class ProductFilterSet {
  private readonly groups = new Map<string, Group>();
  private groupList?: Group[];
  private lastProduct?: ProductRecord;
  private lastMasks: number[] = [];
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
    const masks = this.masksOf(product);
    let fail = 0;
    for (let index = 0; index < masks.length; index += 1) if (masks[index] === 0) fail |= 1 << index;
    return fail;
  }

  /** Whether the product passes every group, ignoring one (for disjunctive facet counts). */
  matches(product: ProductRecord, exceptGroup?: string): boolean {
    const masks = this.masksOf(product);
    const groups = this.list;
    const except = exceptGroup === undefined ? undefined : this.groups.get(exceptGroup);
    let variants = -1;
    let variantGroups = 0;
    for (let index = 0; index < groups.length; index += 1) {
      const group = groups[index]!;
      if (group === except) continue;
      if (masks[index] === 0) return false;
      if (group.level === 'variant') {
        variants &= masks[index]!;
        variantGroups += 1;
      }
    }
    if (variantGroups === 0) return true;
    if (product.variants.length <= MAX_MASKED_VARIANTS) return variants !== 0;
    return this.someVariantPasses(product, groups.filter((group) => group !== except && group.level === 'variant'));
  }

  private get list(): Group[] {
    return (this.groupList ??= [...this.groups.values()]);
  }

  /**
   * Each group's result for the product (groupKeys order): a product group 1 or 0, a variant group the
   * bits of its passing variants (or 1 / 0 past MAX_MASKED_VARIANTS). Facet counting asks for the same
   * product several times in a row: the last one is kept.
   */
  private masksOf(product: ProductRecord): number[] {
    if (this.lastProduct === product) return this.lastMasks;
    const groups = this.list;
    const masks = this.lastMasks;
    masks.length = groups.length;
    let remembered: Map<string, number> | undefined;
    for (let index = 0; index < groups.length; index += 1) {
      const group = groups[index]!;
      if (group.readsStock) {
        masks[index] = this.maskOf(product, group);
        continue;
      }
      remembered ??= rememberedMasks(product);
      // No language in the key: every test compares values folded in both languages, so an English and
      // a French search share what they learn of a record.
      const key = (group.memoKey ??= group.clauses.join('\u0001'));
      let mask = remembered.get(key);
      if (mask === undefined) remembered.set(key, (mask = this.maskOf(product, group)));
      masks[index] = mask;
    }
    this.lastProduct = product;
    return masks;
  }

  private maskOf(product: ProductRecord, group: Group): number {
    if (group.level === 'product') return group.productTests.some((test) => test(product)) ? 1 : 0;
    if (product.variants.length > MAX_MASKED_VARIANTS) return this.someVariantPasses(product, [group]) ? 1 : 0;
    if (group.availability) {
      const available = this.context.availableVariants(product);
      const soldOut = ((1 << product.variants.length) - 1) & ~available;
      return (group.availability.has(true) ? available : 0) | (group.availability.has(false) ? soldOut : 0);
    }
    const facts = facetData(product, this.context.language).variants;
    let mask = 0;
    for (let index = 0; index < product.variants.length; index += 1) {
      const variant = product.variants[index]!;
      for (const test of group.variantTests) {
        if (test(variant, facts[index]!)) {
          mask |= 1 << index;
          break;
        }
      }
    }
    return mask;
  }

  // Plain loops: products with many variants are rare, but a listing may hold thousands.
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

  private group(key: string, level: Group['level'], clause: unknown, readsStock = false): Group {
    let group = this.groups.get(key);
    if (!group) {
      group = { level, productTests: [], variantTests: [], clauses: [key], readsStock: false };
      this.groups.set(key, group);
    }
    group.clauses.push(JSON.stringify(clause));
    group.readsStock ||= readsStock;
    return group;
  }

  private add(filter: ProductFilterInput): void {
    const { context } = this;
    if (filter.available !== undefined && filter.available !== null) {
      const wanted = filter.available;
      const group = this.group('v:available', 'variant', wanted, true);
      group.variantTests.push((variant) => context.variantAvailable(variant) === wanted);
      (group.availability ??= new Set()).add(wanted);
    }
    if (filter.price) {
      const min = filter.price.min ?? -Infinity;
      const max = filter.price.max ?? Infinity;
      this.group('v:price', 'variant', [min, max]).variantTests.push((_variant, facts) => facts.price >= min && facts.price <= max);
    }
    if (filter.variantOption) {
      const { name, value } = filter.variantOption;
      const wanted = `${foldText(name)}\u0000${foldText(value)}`;
      this.group(`v:option:${foldText(name)}`, 'variant', wanted).variantTests.push((_variant, facts) => facts.optionKeys.has(wanted));
    }
    if (filter.variantMetafield && isEnabledMetafieldFilter('variant', filter.variantMetafield.namespace, filter.variantMetafield.key)) {
      const { namespace, key, value } = filter.variantMetafield;
      const wanted = foldText(value);
      this.group(`v:m:${namespace}.${key}`, 'variant', wanted).variantTests.push((_variant, facts) => facts.metafield(`${namespace}.${key}`).has(wanted));
    }
    const facts = (product: ProductRecord) => facetData(product, context.language);
    if (filter.productType) {
      const wanted = foldText(filter.productType);
      this.group('p:product_type', 'product', wanted).productTests.push((product) => facts(product).typeFolded.has(wanted));
    }
    if (filter.productVendor) {
      const wanted = foldText(filter.productVendor);
      this.group('p:vendor', 'product', wanted).productTests.push((product) => facts(product).vendorFolded === wanted);
    }
    if (filter.tag) {
      const wanted = foldText(filter.tag);
      this.group('p:tag', 'product', wanted).productTests.push((product) => facts(product).tagsFolded.has(wanted));
    }
    if (filter.productMetafield && isEnabledMetafieldFilter('product', filter.productMetafield.namespace, filter.productMetafield.key)) {
      const { namespace, key, value } = filter.productMetafield;
      const wanted = foldText(value);
      this.group(`p:m:${namespace}.${key}`, 'product', wanted).productTests.push((product) => facts(product).metafield(`${namespace}.${key}`).has(wanted));
    }
    // The catalogue has no taxonomy categories or attributes: such filters match nothing.
    if (filter.category) this.group('p:category', 'product', 'none').productTests.push(() => false);
    if (filter.taxonomyMetafield) {
      this.group(`p:t:${filter.taxonomyMetafield.namespace}.${filter.taxonomyMetafield.key}`, 'product', 'none').productTests.push(() => false);
    }
  }
}
