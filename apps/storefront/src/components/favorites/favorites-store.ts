'use client';

import { useEffect } from 'react';
import { openOverlay } from '@/components/overlays/overlay-store';
import {
  addFavorite,
  parseStoredFavorites,
  removeFavorite,
  retitleFavorites,
  toggleFavorite as toggleInList,
  type Favorite,
  type FavoriteTitle,
} from '@/domain/favorites/favorites-list';
import { createExternalStore, useExternalStore } from '@/lib/state/external-store';

/** The store's short name followed by ':favorites' (CONT-25, CONST-11). */
export const FAVORITES_STORAGE_KEY = 'maple:favorites';

const EMPTY: readonly Favorite[] = [];
const favorites = createExternalStore<readonly Favorite[]>(EMPTY);
let loaded = false;

function save(list: readonly Favorite[]): void {
  favorites.set(list);
  loaded = true;
  try {
    localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the list still works for this page.
  }
}

function load(): void {
  if (loaded) return;
  loaded = true;
  try {
    favorites.set(parseStoredFavorites(localStorage.getItem(FAVORITES_STORAGE_KEY)));
  } catch {
    favorites.set(EMPTY);
  }
  // Other tabs write the same key (or clear all storage, key null): follow them.
  window.addEventListener('storage', (event) => {
    if (event.key === FAVORITES_STORAGE_KEY || event.key === null) favorites.set(parseStoredFavorites(event.newValue));
  });
}

export function addToFavorites(item: Favorite): void {
  load();
  save(addFavorite(favorites.get(), item));
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
