'use client';

import { useLocale, useTranslations } from 'next-intl';
import { toggleFavorite, useIsFavorite } from '@/components/favorites/favorites-store';
import { HeartIcon } from '@/components/ui/icons';
import type { Favorite } from '@/domain/favorites/favorites-list';

/** Add/remove favourite; adding also opens the favourites drawer (PDP-10, CONT-25). */
export function FavoriteToggle({ item }: { item: Favorite }) {
  const t = useTranslations('productPage');
  const locale = useLocale();
  const favorite = useIsFavorite(item.id);
  return (
    <button
      type="button"
      onClick={() => toggleFavorite({ ...item, titleLocale: locale })}
      aria-pressed={favorite}
      aria-label={favorite ? t('removeFavorite') : t('addFavorite')}
      className={`rounded-full border p-2.5 transition-colors ${favorite ? 'border-brand bg-brand-light text-brand' : 'border-neutral-300 text-neutral-700 hover:border-neutral-900'}`}
    >
      <HeartIcon size={22} filled={favorite} />
    </button>
  );
}
