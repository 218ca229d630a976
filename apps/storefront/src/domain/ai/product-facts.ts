/** What the assistant and the comparison may say about a product: its own catalogue data only. */
export interface ProductFacts {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  /** The description's opening text, without the structured sections. */
  summary: string;
  specs: { label: string; value: string }[];
  inTheBox: string[];
  useCases: string[];
  /** Any other headed section of the description. */
  otherSections: { heading: string; lines: string[] }[];
  releaseDate: string | null;
  price: { min: number; max: number; compareAt: number | null };
  available: boolean;
  condition: 'new' | 'demo' | 'used';
  /** Each variant, with its provider id (null in data captured without it) for proposing an add to cart. */
  variants: { id: string | null; title: string; available: boolean; price: number }[];
  /** The one variant of a product without options (not listed in variants), for proposing an add to cart. */
  soleVariant: { id: string | null; available: boolean; price: number } | null;
}

/** The variants an add to cart can name: the options, or the product itself when it has none. */
export function orderableVariants(facts: Pick<ProductFacts, 'variants' | 'soleVariant'>): ProductFacts['variants'] {
  if (facts.variants.length > 0) return facts.variants;
  return facts.soleVariant ? [{ ...facts.soleVariant, title: 'Default Title' }] : [];
}
