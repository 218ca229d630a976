import type { ProductRecord } from './model.js';
import { foldText } from './text.js';

interface Word {
  display: string;
  folded: string;
  documents: number;
}

/** The words of product titles, vendors and types in one language, for type-ahead query suggestions. */
export class Vocabulary {
  private words: Word[] = [];
  private readonly byFolded = new Map<string, Word>();

  constructor(private readonly language: 'en' | 'fr') {}

  addProduct(product: ProductRecord): void {
    const text = [product.title[this.language] || product.title.en, product.vendor, product.productType[this.language] || product.productType.en];
    const seen = new Set<string>();
    for (const raw of text.join(' ').split(/[^\p{L}\p{N}]+/u)) {
      const display = raw.toLowerCase();
      const folded = foldText(display);
      if (folded.length < 3 || !/\p{L}/u.test(folded) || seen.has(folded)) continue;
      seen.add(folded);
      let word = this.byFolded.get(folded);
      if (!word) {
        word = { display, folded, documents: 0 };
        this.byFolded.set(folded, word);
        this.words.push(word);
      }
      word.documents += 1;
    }
  }

  /** Sorts once after loading, so suggestions are a scan in frequency order. */
  finish(): void {
    this.words.sort((a, b) => b.documents - a.documents || a.folded.localeCompare(b.folded));
  }

  /** The `count` words found in most products, as written (lower case). */
  commonest(count: number): string[] {
    return this.words.slice(0, count).map((word) => word.display);
  }

  /** Queries completing the last word of `query`, keeping the words before it. */
  suggest(query: string, limit: number): string[] {
    const parts = query.trim().toLowerCase().split(/\s+/);
    const last = foldText(parts.pop() ?? '');
    if (last === '') return [];
    const lead = parts.length > 0 ? `${parts.join(' ')} ` : '';
    const suggestions: string[] = [];
    for (const word of this.words) {
      if (suggestions.length >= limit) break;
      if (word.folded.startsWith(last)) suggestions.push(lead + word.display);
    }
    return suggestions;
  }
}
