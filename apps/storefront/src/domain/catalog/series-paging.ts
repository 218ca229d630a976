/** Series shown per step of "Show more series": six rows of four on a wide screen. */
export const SERIES_PAGE_SIZE = 24;

/**
 * How many series /series shows for its `shown` query parameter: whole steps of SERIES_PAGE_SIZE,
 * never fewer than one step nor more than there are. Anything else (missing, negative, text, a
 * repeated parameter) shows the first step, so a hand-edited URL still gives a page.
 */
export function shownSeriesCount(shown: string | string[] | undefined, total: number): number {
  const requested = typeof shown === 'string' && /^\d{1,6}$/.test(shown) ? Number(shown) : SERIES_PAGE_SIZE;
  const steps = Math.max(1, Math.ceil(requested / SERIES_PAGE_SIZE));
  return Math.min(total, steps * SERIES_PAGE_SIZE);
}
