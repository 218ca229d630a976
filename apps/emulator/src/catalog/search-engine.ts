import type { SearchLanguage } from './catalog-tables.js';
import { ftsTerm, type SearchColumn, type SearchIndex, type SearchKind } from './search-index.js';
import { parseSearchQuery, textTerms, type SearchNode, type SearchTerm } from './search-syntax.js';

export interface SearchRequest {
  kind: SearchKind;
  query: string;
  language: SearchLanguage;
  /** Every id of this kind that may be returned (active products, all pages, ...). */
  universe: ReadonlySet<number>;
  /** Decides a `field:value` term for one record; undefined when the field is unknown (then it is free text). */
  matchField: (term: SearchTerm, id: number) => boolean | undefined;
  /** Treat the last free-text word as a prefix (Shopify's prefix: LAST, and type-ahead search). */
  prefixLast?: boolean;
  /** Only these columns take part (predictive search's searchableFields). */
  columns?: readonly SearchColumn[];
}

export interface RankedId {
  id: number;
  score: number;
}

/**
 * Evaluates a Shopify search query: each free-text term is an FTS5 match ranked by bm25, field terms
 * filter records, and AND/OR/NOT combine the sets. Results are ordered by summed relevance, then id.
 */
export function runSearch(index: SearchIndex, request: SearchRequest): RankedId[] {
  const tree = parseSearchQuery(request.query);
  if (!tree) return [];
  const terms = textTerms(tree);
  const prefixTerm = request.prefixLast ? terms.at(-1) : undefined;
  const scores = new Map<number, number>();
  const { universe } = request;

  const textMatches = (term: SearchTerm, negated: boolean): Set<number> => {
    const expression = ftsTerm(term.value, term.prefix || term === prefixTerm);
    if (!expression) return new Set(universe);
    const matched = index.match(request.language, request.kind, expression, request.columns);
    const ids = new Set<number>();
    for (const [id, score] of matched) {
      if (!universe.has(id)) continue;
      ids.add(id);
      if (!negated) scores.set(id, (scores.get(id) ?? 0) + score);
    }
    return ids;
  };

  const evaluate = (node: SearchNode, negated: boolean): Set<number> => {
    switch (node.type) {
      case 'and': {
        const [first, ...rest] = node.children;
        let result = first ? evaluate(first, negated) : new Set<number>();
        for (const child of rest) {
          if (result.size === 0) break;
          const ids = evaluate(child, negated);
          result = new Set(Array.from(result).filter((id) => ids.has(id)));
        }
        return result;
      }
      case 'or': {
        const result = new Set<number>();
        for (const child of node.children) for (const id of evaluate(child, negated)) result.add(id);
        return result;
      }
      case 'not': {
        const excluded = evaluate(node.child, !negated);
        return new Set([...universe].filter((id) => !excluded.has(id)));
      }
      case 'term': {
        if (!node.field) return textMatches(node, negated);
        const matched = new Set<number>();
        let unknownField = false;
        for (const id of universe) {
          const verdict = request.matchField(node, id);
          if (verdict === undefined) {
            unknownField = true;
            break;
          }
          if (verdict) matched.add(id);
        }
        return unknownField ? textMatches({ ...node, field: undefined, value: `${node.field} ${node.value}` }, negated) : matched;
      }
    }
  };

  const ids = evaluate(tree, false);
  return [...ids]
    .map((id) => ({ id, score: scores.get(id) ?? 0 }))
    .sort((a, b) => b.score - a.score || a.id - b.id);
}
