import { runInIdleTime } from '../idle-time.js';
import type { SearchLanguage } from './catalog-tables.js';
import { ftsTerm, type SearchIndex } from './search-index.js';

/** Words per language whose product matches are scored ahead of time. */
export const COMMON_TERMS = 100;

/**
 * Scores the product matches of the commonest words in idle time, once the index is complete, as a
 * product search asks for them (the last word as a prefix): a shopper's first search for "microphone"
 * would otherwise pay for bm25 over thousands of rows. Stops when the index is not ready (being
 * rebuilt, or its database closed); what it remembered is dropped with the old index anyway.
 */
export function warmCommonTerms(index: SearchIndex, words: Record<SearchLanguage, readonly string[]>, indexReady: () => boolean): void {
  const pending = (Object.entries(words) as [SearchLanguage, readonly string[]][]).flatMap(([language, list]) => list.map((word) => ({ language, word })));
  let next = 0;
  runInIdleTime((deadline) => {
    while (next < pending.length && performance.now() < deadline) {
      if (!indexReady()) return true;
      const { language, word } = pending[next++]!;
      const expression = ftsTerm(word, true);
      if (expression) index.match(language, 'product', expression);
    }
    return next >= pending.length;
  });
}
