import { useEffect } from 'react';
import type { Menu } from '@/domain/navigation/menu';
import type { Locale } from '@/i18n/routing';
import type { BrandTile } from '@/lib/shopify/featured-brands';
import { createExternalStore, useExternalStore } from '@/lib/state/external-store';

/**
 * What GET /api/menu answers: the whole main menu and the featured brands of one language.
 * @internal exported for its tests
 */
export interface MenuData {
  menu: Menu | null;
  brands: BrandTile[];
}

export type MenuState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; data: MenuData } | { status: 'error' };

type MenuStates = Partial<Record<Locale, MenuState>>;

const IDLE: MenuState = { status: 'idle' };
const NONE: MenuStates = {};

async function fetchMenuData(locale: Locale): Promise<MenuData> {
  const response = await fetch(`/api/menu?locale=${locale}`);
  if (!response.ok) throw new Error(`The menu answered ${response.status}`);
  return (await response.json()) as MenuData;
}

/**
 * The menu of each language, fetched once when first wanted: concurrent asks share one request, a
 * loaded menu is never asked again, and a failure is kept (so a hover does not hammer a failing
 * endpoint) until retry() is called.
 * @internal exported for its tests
 */
export function createMenuStore(fetchMenu: (locale: Locale) => Promise<MenuData>) {
  const states = createExternalStore<MenuStates>(NONE);
  const pending = new Map<Locale, Promise<void>>();
  const setState = (locale: Locale, state: MenuState) => states.set((current) => ({ ...current, [locale]: state }));

  function request(locale: Locale): Promise<void> {
    const inFlight = pending.get(locale);
    if (inFlight) return inFlight;
    setState(locale, { status: 'loading' });
    const done = fetchMenu(locale)
      .then((data) => setState(locale, { status: 'ready', data }))
      .catch((error: unknown) => {
        console.error('Menu unavailable:', error);
        setState(locale, { status: 'error' });
      })
      .finally(() => pending.delete(locale));
    pending.set(locale, done);
    return done;
  }

  return {
    states,
    get: (locale: Locale): MenuState => states.get()[locale] ?? IDLE,
    /** Starts loading unless the menu is loaded, loading or failed. */
    load(locale: Locale): Promise<void> {
      const status = states.get()[locale]?.status ?? 'idle';
      return status === 'idle' ? request(locale) : (pending.get(locale) ?? Promise.resolve());
    },
    /** Loads again after a failure. */
    retry(locale: Locale): Promise<void> {
      return states.get()[locale]?.status === 'error' ? request(locale) : (pending.get(locale) ?? Promise.resolve());
    },
  };
}

const menuStore = createMenuStore(fetchMenuData);

export const loadMenu = menuStore.load;
export const retryMenu = menuStore.retry;

/** The menu of a language; `loadNow` asks for it on mount (a mobile menu that has just opened). */
export function useMenuData(locale: Locale, loadNow = false): MenuState {
  useEffect(() => {
    if (loadNow) void menuStore.load(locale);
  }, [locale, loadNow]);
  return useExternalStore(menuStore.states, (states) => states[locale] ?? IDLE, NONE);
}
