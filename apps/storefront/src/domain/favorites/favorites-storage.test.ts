import { describe, expect, it } from 'vitest';
import { favoritesStorageKey, LEGACY_FAVORITES_KEY, readFavoritesMovingLegacy, type KeyValueStorage } from './favorites-storage';

/** An in-memory stand-in for the browser's localStorage. */
function memoryStorage(entries: Record<string, string> = {}): KeyValueStorage & { entries: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    entries: map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const favorite = (id: string) => ({
  id,
  handle: `product-${id}`,
  title: `Product ${id}`,
  vendor: 'Shure',
  imageUrl: null,
  price: 99,
  compareAtPrice: null,
});
const stored = (...ids: string[]) => JSON.stringify(ids.map(favorite));
const idsIn = (raw: string | null) => (JSON.parse(raw ?? '[]') as { id: string }[]).map((entry) => entry.id);

describe('the favourites storage key (CONT-25)', () => {
  it.each([
    ['maple', 'maple:favorites'],
    ['north-sound', 'north-sound:favorites'],
    ['av2', 'av2:favorites'],
  ])('CONT-25: STORE_SHORT_NAME %s keeps favourites under %s', (shortName, key) => {
    expect(favoritesStorageKey(shortName)).toBe(key);
  });

  it('CONT-25: the default short name keeps the key favourites were always saved under', () => {
    expect(favoritesStorageKey('maple')).toBe(LEGACY_FAVORITES_KEY);
  });
});

describe('favourites saved under the legacy key (CONT-25)', () => {
  it('CONT-25: moves a list saved only under maple:favorites to the new key, once', () => {
    const storage = memoryStorage({ [LEGACY_FAVORITES_KEY]: stored('1', '2') });
    const key = favoritesStorageKey('north-sound');
    expect(idsIn(readFavoritesMovingLegacy(storage, key))).toEqual(['1', '2']);
    expect(idsIn(storage.getItem(key))).toEqual(['1', '2']);
    expect(storage.getItem(LEGACY_FAVORITES_KEY)).toBeNull();
    // A second read finds nothing left to move and leaves the list as it is.
    storage.setItem(key, stored('2'));
    expect(idsIn(readFavoritesMovingLegacy(storage, key))).toEqual(['2']);
  });

  it('CONT-25: with lists under both keys, keeps the new key’s first and adds the legacy ones it lacks', () => {
    const key = favoritesStorageKey('north-sound');
    const storage = memoryStorage({ [key]: stored('3', '1'), [LEGACY_FAVORITES_KEY]: stored('1', '2') });
    expect(idsIn(readFavoritesMovingLegacy(storage, key))).toEqual(['3', '1', '2']);
    expect(idsIn(storage.getItem(key))).toEqual(['3', '1', '2']);
    expect(storage.entries.has(LEGACY_FAVORITES_KEY)).toBe(false);
  });

  it('CONT-25: drops a malformed legacy list instead of failing, and keeps the new list', () => {
    const key = favoritesStorageKey('north-sound');
    const storage = memoryStorage({ [key]: stored('3'), [LEGACY_FAVORITES_KEY]: '{corrupt' });
    expect(idsIn(readFavoritesMovingLegacy(storage, key))).toEqual(['3']);
    expect(storage.entries.has(LEGACY_FAVORITES_KEY)).toBe(false);
  });

  it('CONT-25: reads the key as it is when nothing was saved under the legacy key, or when it is the legacy key', () => {
    const key = favoritesStorageKey('north-sound');
    const empty = memoryStorage();
    expect(readFavoritesMovingLegacy(empty, key)).toBeNull();
    expect(empty.entries.size).toBe(0);
    const same = memoryStorage({ [LEGACY_FAVORITES_KEY]: '{corrupt' });
    expect(readFavoritesMovingLegacy(same, favoritesStorageKey('maple'))).toBe('{corrupt');
    expect(same.getItem(LEGACY_FAVORITES_KEY)).toBe('{corrupt');
  });
});
