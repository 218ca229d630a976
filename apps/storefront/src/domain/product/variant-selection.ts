import type { SelectedOption } from '@/domain/catalog/types';
import { isTrackingParam } from '@/domain/http/tracking-params';

/** Query parameters that are not variant options. */
export const NON_OPTION_PARAMS = ['maestro'] as const;

interface SelectableVariant {
  selectedOptions: readonly SelectedOption[];
}

type Query = Record<string, string | string[] | undefined>;

function optionQuery(query: Query): Map<string, string> {
  const options = new Map<string, string>();
  for (const [name, raw] of Object.entries(query)) {
    if ((NON_OPTION_PARAMS as readonly string[]).includes(name) || isTrackingParam(name)) continue;
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined) options.set(name, value);
  }
  return options;
}

/**
 * The variant whose options match every option parameter of the query; undefined when the query
 * names no option or no variant matches it.
 */
export function variantMatchingQuery<V extends SelectableVariant>(variants: readonly V[], query: Query): V | undefined {
  const wanted = optionQuery(query);
  if (wanted.size === 0) return undefined;
  return variants.find((variant) =>
    [...wanted].every(([name, value]) => variant.selectedOptions.some((option) => option.name === name && option.value === value)),
  );
}

/**
 * The variant a product page opens on (spec §2 "Query parameters"): the one whose options match
 * every query parameter except maestro, else the first.
 */
export function variantFromQuery<V extends SelectableVariant>(variants: readonly V[], query: Query): V | undefined {
  return variantMatchingQuery(variants, query) ?? variants[0];
}

/**
 * Picking an option value merges it into the current choices; the variant matching all of them
 * becomes selected, otherwise nothing changes (spec §4 "Variant selection").
 */
export function selectOption<V extends SelectableVariant>(variants: readonly V[], current: V, name: string, value: string): V {
  const choices = new Map(current.selectedOptions.map((option) => [option.name, option.value]));
  choices.set(name, value);
  const match = variants.find((variant) => variant.selectedOptions.every((option) => choices.get(option.name) === option.value));
  return match ?? current;
}

/**
 * The query after choosing a variant: its options (never Title = Default Title), plus maestro if
 * it was there; a product whose only option is the default title keeps nothing but maestro.
 */
export function queryForVariant(variant: SelectableVariant, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const option of variant.selectedOptions) {
    if (option.name === 'Title' && option.value === 'Default Title') continue;
    next.set(option.name, option.value);
  }
  const maestro = current.get('maestro');
  if (maestro !== null) next.set('maestro', maestro);
  return next;
}

/**
 * The query without what selects nothing on this page: parameters that are not an option of the
 * product, option parameters that match no variant, repeated ones. Null when nothing is dropped.
 * The page redirects to it, so a random parameter cannot make a new page to render and cache;
 * maestro and tracking parameters (utm_*, click ids) stay for the browser's scripts.
 */
export function queryWithoutUnusedParams(variants: readonly SelectableVariant[], query: Query): string | null {
  const optionNames = new Set(variants.flatMap((variant) => variant.selectedOptions.map((option) => option.name)));
  const options = Object.fromEntries(Object.entries(query).filter(([name]) => optionNames.has(name)));
  const selects = variantMatchingQuery(variants, options) !== undefined;
  const kept = new URLSearchParams();
  let dropped = false;
  for (const [name, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
    const passThrough = (NON_OPTION_PARAMS as readonly string[]).includes(name) || isTrackingParam(name);
    const keep = passThrough || (selects && optionNames.has(name) && values.length === 1);
    if (keep) for (const value of values) kept.append(name, value);
    else dropped = true;
  }
  return dropped ? kept.toString() : null;
}

/** The gallery with the variant's image first (moved, or added when absent), as §4 says. */
export function galleryWithVariantFirst<I extends { url: string }>(images: readonly I[], variantImage: I | null): I[] {
  if (!variantImage) return [...images];
  return [variantImage, ...images.filter((image) => image.url !== variantImage.url)];
}

/**
 * A language switch or a link shared across languages brings option names and values of another
 * language ("Colour=Black" on a French page). When the query matches no variant here but does match
 * one among `otherVariants` (the same product in another language, whose variants keep their ids),
 * this is that variant's query in this page's language; otherwise null.
 */
export function queryInPageLanguage<V extends SelectableVariant & { id: string }>(
  variants: readonly V[],
  otherVariants: readonly V[],
  query: Query,
): URLSearchParams | null {
  if (variantMatchingQuery(variants, query)) return null;
  const elsewhere = variantMatchingQuery(otherVariants, query);
  const here = elsewhere && variants.find((variant) => variant.id === elsewhere.id);
  if (!here) return null;
  const maestro = query.maestro;
  return queryForVariant(here, new URLSearchParams(typeof maestro === 'string' ? { maestro } : {}));
}
