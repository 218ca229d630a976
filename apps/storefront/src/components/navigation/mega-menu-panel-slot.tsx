'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/icons';
import { findTopItem, type MenuBarItem } from './menu-bar';
import type { MenuState } from './menu-store';
import { MegaMenuPanel } from './mega-menu-panel';

/** The panel's box, for the states before the menu has loaded (the same box as MegaMenuPanel's). */
function PanelFrame({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="absolute inset-x-0 top-full z-40 border-t border-neutral-200 bg-white shadow-xl">
      <div className="mx-auto flex max-w-screen-2xl gap-6 px-6 py-6">{children}</div>
    </div>
  );
}

interface SlotProps {
  item: MenuBarItem;
  menu: MenuState;
  id: string;
  onNavigate: () => void;
  onRetry: () => void;
}

/** An open top item's panel: its contents once the menu has loaded, a loading line or a retry before. */
export function MegaMenuPanelSlot({ item, menu, id, onNavigate, onRetry }: SlotProps) {
  const t = useTranslations('navigation');
  if (menu.status === 'ready') {
    // A menu changed since the page was rendered still leads somewhere: the item's own page.
    const full = findTopItem(menu.data.menu, item.id) ?? { ...item, items: [], image: null };
    return <MegaMenuPanel item={full} id={id} onNavigate={onNavigate} />;
  }
  return (
    <PanelFrame id={id}>
      {menu.status === 'error' ? (
        <div role="alert" className="flex items-center gap-4 text-sm">
          <p>{t('menuError')}</p>
          <button
            type="button"
            onClick={onRetry}
            className="rounded-full border border-neutral-300 px-4 py-1.5 font-semibold hover:bg-neutral-100"
          >
            {t('menuRetry')}
          </button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-neutral-700">
          <Spinner size={18} /> {t('menuLoading')}
        </p>
      )}
    </PanelFrame>
  );
}
