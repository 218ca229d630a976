'use client';

import { useEffect } from 'react';
import { openOverlay } from '@/components/overlays/overlay-store';
import {
  parseStoredFavorites,
  removeFavorite,
  retitleFavorites,
  toggleFavorite as toggleInList,
  type Favorite,
  type FavoriteTitle,
} from '@/domain/favorites/favorites-list';
import { favoritesStorageKey, LEGACY_FAVORITES_KEY, readFavoritesMovingLegacy } from '@/domain/favorites/favorites-storage';
import { createExternalStore, useExternalStore } from '@/lib/state/external-store';

/** The layout writes STORE_SHORT_NAME on <body> (data-store); the key follows it (CONT-25). */
function storageKey(): string {
  const shortName = document.body.dataset.store;
  return shortName ? favoritesStorageKey(shortName) : LEGACY_FAVORITES_KEY;
}

const EMPTY: readonly Favorite[] = [];
const favorites = createExternalStore<readonly Favorite[]>(EMPTY);
let loaded = false;
let key = LEGACY_FAVORITES_KEY;

function save(list: readonly Favorite[]): void {
  favorites.set(list);
  loaded = true;
  try {
    localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the list still works for this page.
  }
}

function load(): void {
  if (loaded) return;
  loaded = true;
  key = storageKey();
  try {
    // Favourites saved under the old fixed key move to this store's key on the first read.
    favorites.set(parseStoredFavorites(readFavoritesMovingLegacy(localStorage, key)));
  } catch {
    favorites.set(EMPTY);
  }
  // Other tabs write the same key (or clear all storage, key null): follow them.
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) favorites.set(parseStoredFavorites(event.newValue));
  });
}

export function removeFromFavorites(id: string): void {
  load();
  save(removeFavorite(favorites.get(), id));
}

export function clearFavorites(): void {
  load();
  save(EMPTY);
}

/** Toggles a favourite; adding one also opens the favourites drawer (CONT-25). */
export function toggleFavorite(item: Favorite): boolean {
  load();
  const { list, added } = toggleInList(favorites.get(), item);
  save(list);
  if (added) openOverlay('favorites');
  return added;
}

/** Fills in a handle found later by looking the product up by id. */
export function setFavoriteHandle(id: string, handle: string): void {
  load();
  save(favorites.get().map((favorite) => (favorite.id === id ? { ...favorite, handle } : favorite)));
}

/** Takes the titles and handles looked up in `locale`, so the list reads in the page's language. */
export function setFavoriteTitles(locale: string, found: readonly FavoriteTitle[]): void {
  load();
  save(retitleFavorites(favorites.get(), locale, found));
}

/** The favourites, loaded from storage on first use and kept in step across tabs. */
export function useFavorites(): readonly Favorite[] {
  useEffect(load, []);
  return useExternalStore(favorites, (list) => list, EMPTY);
}

export function useIsFavorite(id: string): boolean {
  useEffect(load, []);
  return useExternalStore(favorites, (list) => list.some((favorite) => favorite.id === id), EMPTY);
}
