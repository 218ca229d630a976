/** A favourite kept in the browser (CONT-25). */
export interface Favorite {
  id: string;
  handle: string | null;
  title: string;
  vendor: string;
  imageUrl: string | null;
  price: number | null;
  compareAtPrice: number | null;
  /** The language `title` is in; absent on favourites saved before it was recorded. */
  titleLocale?: string;
}

/** A product's title and handle in one language, to show a favourite in the page's language. */
export interface FavoriteTitle {
  id: string;
  handle: string;
  title: string;
}

/**
 * Add at the front; an id already present is ignored (CONT-25).
 * @internal exported for its tests
 */
export function addFavorite(list: readonly Favorite[], item: Favorite): Favorite[] {
  return list.some((favorite) => favorite.id === item.id) ? [...list] : [item, ...list];
}

export function removeFavorite(list: readonly Favorite[], id: string): Favorite[] {
  return list.filter((favorite) => favorite.id !== id);
}

/** Toggle; `added` tells the caller to open the drawer. */
export function toggleFavorite(list: readonly Favorite[], item: Favorite): { list: Favorite[]; added: boolean } {
  const present = list.some((favorite) => favorite.id === item.id);
  return present ? { list: removeFavorite(list, item.id), added: false } : { list: addFavorite(list, item), added: true };
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Reads stored favourites, dropping anything malformed instead of failing (corrupt storage). */
export function parseStoredFavorites(raw: string | null): Favorite[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const favorites: Favorite[] = [];
  for (const entry of parsed) {
    if (!entry || typeof entry !== 'object') continue;
    const record = entry as Record<string, unknown>;
    const id = text(record.id);
    const title = text(record.title);
    if (!id || !title || seen.has(id)) continue;
    seen.add(id);
    favorites.push({
      id,
      title,
      handle: text(record.handle),
      vendor: text(record.vendor) ?? '',
      imageUrl: text(record.imageUrl),
      price: amount(record.price),
      compareAtPrice: amount(record.compareAtPrice),
      ...(text(record.titleLocale) ? { titleLocale: text(record.titleLocale)! } : {}),
    });
  }
  return favorites;
}

/** Ids of the favourites whose title is not in `locale` (saved on a page in another language). */
export function favoritesToRetitle(list: readonly Favorite[], locale: string): string[] {
  return list.filter((favorite) => favorite.titleLocale !== locale).map((favorite) => favorite.id);
}

/** The list with the titles and handles found in `locale`; favourites not found keep theirs. */
export function retitleFavorites(list: readonly Favorite[], locale: string, found: readonly FavoriteTitle[]): Favorite[] {
  const byId = new Map(found.map((product) => [product.id, product]));
  return list.map((favorite) => {
    const product = byId.get(favorite.id);
    return product ? { ...favorite, title: product.title, handle: product.handle, titleLocale: locale } : favorite;
  });
}
