import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/routing';
import { createMenuStore, type MenuData } from './menu-store';

const DATA: Record<Locale, MenuData> = {
  en: { menu: { id: 'm', title: 'Main', items: [] }, brands: [] },
  fr: { menu: { id: 'm', title: 'Principal', items: [] }, brands: [] },
};

/** A fetcher whose answers the test settles by hand. */
function manualFetcher() {
  const calls: { locale: Locale; resolve: (data: MenuData) => void; reject: (error: Error) => void }[] = [];
  const fetchMenu = vi.fn(
    (locale: Locale) =>
      new Promise<MenuData>((resolve, reject) => {
        calls.push({ locale, resolve, reject });
      }),
  );
  return { fetchMenu, calls };
}

describe('menu store', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shares one request between concurrent loads and never asks again once loaded', async () => {
    const { fetchMenu, calls } = manualFetcher();
    const store = createMenuStore(fetchMenu);
    expect(store.get('en')).toEqual({ status: 'idle' });

    const first = store.load('en');
    const second = store.load('en');
    expect(store.get('en')).toEqual({ status: 'loading' });
    expect(fetchMenu).toHaveBeenCalledTimes(1);

    calls[0]!.resolve(DATA.en);
    await Promise.all([first, second]);
    expect(store.get('en')).toEqual({ status: 'ready', data: DATA.en });

    await store.load('en');
    await store.retry('en');
    expect(fetchMenu).toHaveBeenCalledTimes(1);
  });

  it('keeps each language apart', async () => {
    const { fetchMenu, calls } = manualFetcher();
    const store = createMenuStore(fetchMenu);
    const en = store.load('en');
    const fr = store.load('fr');
    expect(calls.map((call) => call.locale)).toEqual(['en', 'fr']);
    calls[1]!.resolve(DATA.fr);
    await fr;
    expect(store.get('fr')).toEqual({ status: 'ready', data: DATA.fr });
    expect(store.get('en')).toEqual({ status: 'loading' });
    calls[0]!.resolve(DATA.en);
    await en;
    expect(store.get('en')).toEqual({ status: 'ready', data: DATA.en });
  });

  it('keeps a failure until retry, which loads again once however often it is asked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchMenu, calls } = manualFetcher();
    const store = createMenuStore(fetchMenu);
    const listener = vi.fn();
    store.states.subscribe(listener);

    const failing = store.load('fr');
    calls[0]!.reject(new Error('The menu answered 503'));
    await failing;
    expect(store.get('fr')).toEqual({ status: 'error' });

    // A hover after the failure does not hammer the endpoint.
    await store.load('fr');
    expect(fetchMenu).toHaveBeenCalledTimes(1);

    const retry = store.retry('fr');
    const again = store.retry('fr');
    expect(store.get('fr')).toEqual({ status: 'loading' });
    expect(fetchMenu).toHaveBeenCalledTimes(2);
    calls[1]!.resolve(DATA.fr);
    await Promise.all([retry, again]);
    expect(store.get('fr')).toEqual({ status: 'ready', data: DATA.fr });
    // loading, error, loading, ready: subscribers hear every change.
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
