/** Suggestions need at least this many characters after trimming (CAT-40). */
const SUGGESTION_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_BLUR_CHECK_MS = 200;

/** Queries are read up to this many characters (the results page and the suggestions endpoint agree). */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** What suggestions are asked for: the trimmed query, cut to the length the endpoint accepts. */
export function suggestionQuery(query: string): string {
  return query.trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}

export function shouldFetchSuggestions(query: string): boolean {
  return query.trim().length >= SUGGESTION_MIN_LENGTH;
}

/** The results URL for a submitted query, or null when the trimmed query is empty. */
export function searchResultsPath(query: string): string | null {
  const trimmed = query.trim();
  return trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : null;
}

/**
 * The combobox's next active option after an arrow key (step +1 or -1) over `count` options: -1 is the
 * field itself, and the ends wrap round through it (WAI-ARIA combobox pattern).
 */
export function stepActiveIndex(index: number, step: 1 | -1, count: number): number {
  const next = index + step;
  return next < -1 ? count - 1 : next >= count ? -1 : next;
}
