/** Series shown per step of "Show more series": six rows of four on a wide screen. */
export const SERIES_PAGE_SIZE = 24;
/**
 * Far more series than the content service holds; a larger `shown` asks for the same page.
 * @internal exported for its tests
 */
export const MAX_SERIES_STEPS = 50;

/**
 * How many steps of SERIES_PAGE_SIZE /series shows for its `shown` query parameter: at least one, at
 * most MAX_SERIES_STEPS. Anything else (missing, negative, text, a repeated parameter) is the first
 * step, so a hand-edited URL still gives a page.
 */
export function shownSeriesSteps(shown: string | string[] | undefined): number {
  const requested = typeof shown === 'string' && /^\d{1,6}$/.test(shown) ? Number(shown) : SERIES_PAGE_SIZE;
  return Math.min(MAX_SERIES_STEPS, Math.max(1, Math.ceil(requested / SERIES_PAGE_SIZE)));
}

/** How many series /series shows: whole steps, never more than there are. */
export function shownSeriesCount(shown: string | string[] | undefined, total: number): number {
  return Math.min(total, shownSeriesSteps(shown) * SERIES_PAGE_SIZE);
}
