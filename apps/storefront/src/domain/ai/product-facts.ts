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
  variants: { title: string; available: boolean; price: number }[];
}
