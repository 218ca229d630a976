import type { Localized } from '../../catalog/model.js';
import type { Illustration } from '../../images/illustrations.js';
import type { Random } from '../random.js';
import type { FilterGroup } from './filter-groups.js';

/** A product line of a brand within a family, e.g. Shure's SM Series of dynamic microphones. */
export interface Line {
  /** Brand slug (brands.ts). */
  brand: string;
  /** Series name without the brand ("SM Series"), or null for products outside a series. */
  series: string | null;
  /**
   * Model name pattern: {n} a digit, {nn} two digits, {nnn} three, {L} a capital letter, and
   * {token} for a fact the family computed (e.g. {woofer}); text outside braces is kept.
   */
  model: string;
  /** Real model names of the line, tried before the pattern (same placeholders, usually none). */
  classics?: string[];
}

export interface Spec {
  label: Localized;
  value: Localized;
}

export interface OptionValuePlan {
  value: Localized;
  /** CAD added to the base price for this value. */
  priceDelta: number;
  /** Hex colour of the product in this option value (drives the variant image). */
  colour?: string;
}

export interface OptionPlan {
  name: Localized;
  values: OptionValuePlan[];
}

/** What one product of a family is, decided from a random draw: the facts every text is built from. */
export interface Facts {
  /** Values the model pattern may reference. */
  tokens: Record<string, string | number>;
  specs: Spec[];
  /** What's in the box. */
  box: Localized[];
  /** Product filter facets: [group, value]. */
  filters: [FilterGroup, Localized][];
  /** Base price in CAD before option deltas. */
  price: number;
  weightKg: number;
  /** Width × height × depth in millimetres. */
  dimensionsMm: [number, number, number];
  /** One or two sentences about this product, written from the facts. */
  pitch: Localized;
  /** Options and their values; none for single-variant products. */
  options: OptionPlan[];
  /** The colour the product is drawn in when no colour option applies. */
  colour: string;
  /** Physical goods ship; software licences do not. */
  requiresShipping?: boolean;
  /** No UPC for this product (services, some bundles). */
  noBarcode?: boolean;
  /** Replaces the family noun in the title when one family covers several kinds (a single element or a system). */
  noun?: Localized;
}

export interface Family {
  key: string;
  illustration: Illustration;
  /** The product noun for titles: "Dynamic Vocal Microphone" / "microphone dynamique pour la voix". */
  noun: Localized;
  lines: Line[];
  /** Three of these are listed as use cases. */
  useCases: Localized[];
  build(random: Random): Facts;
}
