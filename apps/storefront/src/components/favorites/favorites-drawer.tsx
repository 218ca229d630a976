'use client';

import { useEffect, useState } from 'react';
import { StaticImage } from '@/components/ui/static-image';
import { useLocale, useTranslations } from 'next-intl';
import { closeOverlay } from '@/components/overlays/overlay-store';
import { Drawer } from '@/components/overlays/drawer';
import { showToast } from '@/components/toast/toast-store';
import { CloseIcon, Spinner } from '@/components/ui/icons';
import { favoritesToRetitle, type Favorite, type FavoriteTitle } from '@/domain/favorites/favorites-list';
import { formatFavoritePrice } from '@/domain/pricing/money';
import { shouldShowCompareAt } from '@/domain/pricing/price-rules';
import { useRouter } from '@/i18n/navigation';
import { clearFavorites, removeFromFavorites, setFavoriteHandle, setFavoriteTitles, useFavorites } from './favorites-store';

/** The handle, fetched by id when the favourite was stored without one (CONT-26). */
async function resolveHandle(favorite: Favorite, locale: string): Promise<string | null> {
  if (favorite.handle) return favorite.handle;
  const response = await fetch(`/api/favorites/handle?id=${encodeURIComponent(favorite.id)}&locale=${locale}`);
  if (!response.ok) return null;
  const { handle } = (await response.json()) as { handle?: unknown };
  if (typeof handle !== 'string') return null;
  setFavoriteHandle(favorite.id, handle);
  return handle;
}

/**
 * Favourites saved on a page in another language get their titles in this one; until then, and if
 * the lookup fails, they keep the titles they were saved with.
 */
function useTitlesInPageLanguage(list: readonly Favorite[], locale: string): void {
  const ids = favoritesToRetitle(list, locale).slice(0, 50).join(',');
  useEffect(() => {
    if (!ids) return;
    const controller = new AbortController();
    fetch(`/api/favorites/titles?ids=${encodeURIComponent(ids)}&locale=${locale}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ products?: FavoriteTitle[] }>) : null))
      .then((body) => {
        if (body?.products) setFavoriteTitles(locale, body.products);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [ids, locale]);
}

/** The favourites drawer (CONT-26). */
export function FavoritesDrawer() {
  const t = useTranslations('drawers');
  const f = useTranslations('favorites');
  const list = useFavorites();
  const locale = useLocale();
  const router = useRouter();
  useTitlesInPageLanguage(list, locale);
  const [opening, setOpening] = useState<string | null>(null);

  const open = async (favorite: Favorite) => {
    setOpening(favorite.id);
    try {
      const handle = await resolveHandle(favorite, locale);
      if (!handle) {
        showToast(f('unavailable'), 'error');
        return;
      }
      closeOverlay('favorites');
      router.push(`/products/${handle}`);
    } catch {
      showToast(f('unavailable'), 'error');
    } finally {
      setOpening(null);
    }
  };

  const footer =
    list.length > 0 ? (
      <div className="flex items-center justify-between">
        <span className="text-sm text-neutral-600">{f('count', { count: list.length })}</span>
        <button
          type="button"
          onClick={clearFavorites}
          className="rounded-full border border-neutral-300 px-4 py-2 text-sm font-semibold hover:bg-neutral-100"
        >
          {f('clearAll')}
        </button>
      </div>
    ) : undefined;

  return (
    <Drawer name="favorites" title={t('favoritesTitle')} footer={footer}>
      {list.length === 0 ? (
        <div className="p-8 text-center text-neutral-600">
          <p>{t('favoritesEmpty')}</p>
          <p className="mt-2 text-sm">{f('emptyHint')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-neutral-200">
          {list.map((favorite) => (
            <li key={favorite.id} className="flex items-center gap-3 p-4">
              <div className="h-16 w-16 shrink-0 overflow-hidden rounded bg-neutral-100">
                {favorite.imageUrl ? (
                  <StaticImage src={favorite.imageUrl} alt="" width={64} height={64} className="h-16 w-16 object-contain" />
                ) : null}
              </div>
              <div className="min-w-0 flex-1">
                {favorite.vendor ? <p className="text-xs text-neutral-600">{favorite.vendor}</p> : null}
                <button
                  type="button"
                  onClick={() => void open(favorite)}
                  disabled={opening === favorite.id}
                  className="line-clamp-2 text-left text-sm font-semibold hover:underline"
                >
                  {favorite.title}
                </button>
                <p className="mt-1 flex flex-wrap items-baseline gap-2 text-sm">
                  {favorite.price !== null && shouldShowCompareAt(favorite.price, favorite.compareAtPrice) ? (
                    <s className="text-neutral-600">
                      <span className="sr-only">{f('compareAt')} </span>
                      {formatFavoritePrice(favorite.compareAtPrice)}
                    </s>
                  ) : null}
                  {favorite.price !== null ? <span className="font-semibold">{formatFavoritePrice(favorite.price)}</span> : null}
                  {opening === favorite.id ? (
                    <span role="status" className="inline-flex items-center gap-1 text-xs text-neutral-600">
                      <Spinner size={14} />
                      {f('opening', { title: favorite.title })}
                    </span>
                  ) : null}
                </p>
              </div>
              <button
                type="button"
                onClick={() => removeFromFavorites(favorite.id)}
                aria-label={f('remove', { title: favorite.title })}
                className="rounded-full p-2 text-neutral-700 hover:bg-neutral-100"
              >
                <CloseIcon size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
