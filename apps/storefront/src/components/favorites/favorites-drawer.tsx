'use client';

import { useTranslations } from 'next-intl';
import { Drawer } from '@/components/overlays/drawer';

/** The favourites drawer frame (spec §2 "Favourites drawer"). */
export function FavoritesDrawer() {
  const t = useTranslations('drawers');
  return (
    <Drawer name="favorites" title={t('favoritesTitle')}>
      <p className="p-8 text-center text-neutral-600">{t('favoritesEmpty')}</p>
    </Drawer>
  );
}
