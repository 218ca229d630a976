'use client';

import { useTranslations } from 'next-intl';
import { Drawer } from '@/components/overlays/drawer';

/** The cart drawer frame: right on desktop, bottom 5/6 on mobile (spec §2 "Cart drawer"). */
export function CartDrawer() {
  const t = useTranslations('drawers');
  return (
    <Drawer name="cart" title={t('cartTitle')} placement="bottom-on-mobile">
      <div className="flex h-full flex-col items-center justify-center gap-2 p-8 text-center">
        <p className="text-lg font-semibold">{t('emptyCart')}</p>
        <p className="text-sm text-neutral-600">{t('addProducts')}</p>
      </div>
    </Drawer>
  );
}
