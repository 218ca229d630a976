import { parseStoredFavorites } from './favorites-list';

/** The fixed key favourites were saved under before the key followed the store's short name. */
export const LEGACY_FAVORITES_KEY = 'maple:favorites';

/** The browser storage key of the favourites: the store's short name, then ':favorites' (CONT-25). */
export function favoritesStorageKey(storeShortName: string): string {
  return `${storeShortName}:favorites`;
}

/** The part of the browser's Storage the favourites use. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The stored favourites under `key`, after moving any saved under the legacy key there once (CONT-25):
 * a list only under the legacy key moves as it is; with lists under both, those of `key` come first, then
 * the legacy ones it lacks. The legacy key is then removed, so the move happens once.
 */
export function readFavoritesMovingLegacy(storage: KeyValueStorage, key: string): string | null {
  const current = storage.getItem(key);
  if (key === LEGACY_FAVORITES_KEY) return current;
  const legacy = storage.getItem(LEGACY_FAVORITES_KEY);
  if (legacy === null) return current;
  const kept = parseStoredFavorites(current);
  const ids = new Set(kept.map((favorite) => favorite.id));
  const moved = JSON.stringify([...kept, ...parseStoredFavorites(legacy).filter((favorite) => !ids.has(favorite.id))]);
  storage.setItem(key, moved);
  storage.removeItem(LEGACY_FAVORITES_KEY);
  return moved;
}
