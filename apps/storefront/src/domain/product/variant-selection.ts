import type { SelectedOption } from '@/domain/catalog/types';
import { isTrackingParam } from '@/domain/http/tracking-params';

interface SelectableVariant {
  selectedOptions: readonly SelectedOption[];
}

type Query = Record<string, string | string[] | undefined>;

/** Query parameters that are not variant options. */
export const NON_OPTION_PARAMS = ['maestro'] as const;

const isDefaultTitle = (option: SelectedOption) => option.name === 'Title' && option.value === 'Default Title';

/** The names of the product's own options: any other parameter is not the product's to read. */
function optionNames(variants: readonly SelectableVariant[]): Set<string> {
  return new Set(
    variants.flatMap((variant) => variant.selectedOptions.filter((option) => !isDefaultTitle(option)).map((option) => option.name)),
  );
}

function optionQuery(variants: readonly SelectableVariant[], query: Query): Map<string, string> {
  const names = optionNames(variants);
  const options = new Map<string, string>();
  for (const [name, raw] of Object.entries(query)) {
    if (!names.has(name)) continue;
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined) options.set(name, value);
  }
  return options;
}

/**
 * The variant whose options match every option parameter of the query (parameters that name none of
 * the product's options, maestro among them, are not read); undefined when the query names no option
 * or no variant matches it.
 */
export function variantMatchingQuery<V extends SelectableVariant>(variants: readonly V[], query: Query): V | undefined {
  const wanted = optionQuery(variants, query);
  if (wanted.size === 0) return undefined;
  return variants.find((variant) =>
    [...wanted].every(([name, value]) => variant.selectedOptions.some((option) => option.name === name && option.value === value)),
  );
}

/**
 * The variant a product page opens on (PDP-04): the one whose options match
 * every query parameter except maestro, else the first.
 */
export function variantFromQuery<V extends SelectableVariant>(variants: readonly V[], query: Query): V | undefined {
  return variantMatchingQuery(variants, query) ?? variants[0];
}

/**
 * Picking an option value merges it into the current choices; the variant matching all of them
 * becomes selected, otherwise nothing changes (PDP-13).
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
  for (const option of variant.selectedOptions) if (!isDefaultTitle(option)) next.set(option.name, option.value);
  const maestro = current.get('maestro');
  if (maestro !== null) next.set('maestro', maestro);
  return next;
}

/** The gallery with the variant's image first (moved, or added when absent; PDP-09). */
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

const queryEntries = (query: Query): string[] =>
  Object.entries(query)
    .flatMap(([name, raw]) => (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map((value) => `${name}=${value}`))
    .sort();

/**
 * The query a product page's URL should carry instead of the one it has (PDP-04):
 * the options of the variant it opens on and maestro; a URL that names none of the product's options
 * keeps none (the first variant). Tracking parameters (utm_*, click ids) stay for the browser's
 * analytics; no page reads them and the page cache's keys leave them out. Null when the URL already
 * says just that. Any other parameter (a single-variant product's ?colour=blue) is dropped, so the
 * page ends on a clean URL and random query strings never make pages of their own.
 */
export function canonicalVariantQuery<V extends SelectableVariant>(variants: readonly V[], query: Query): URLSearchParams | null {
  const maestro = Array.isArray(query.maestro) ? query.maestro[0] : query.maestro;
  const kept = new URLSearchParams(maestro === undefined ? {} : { maestro });
  const canonical = optionQuery(variants, query).size > 0 ? queryForVariant(variantFromQuery(variants, query)!, kept) : kept;
  for (const [name, raw] of Object.entries(query)) {
    if (!isTrackingParam(name)) continue;
    for (const value of Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]) canonical.append(name, value);
  }
  const canonicalEntries = [...canonical].map(([name, value]) => `${name}=${value}`).sort();
  return queryEntries(query).join('&') === canonicalEntries.join('&') ? null : canonical;
}
