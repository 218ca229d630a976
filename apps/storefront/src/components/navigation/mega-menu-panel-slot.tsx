'use client';

import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/icons';
import { findTopItem, type MenuBarItem } from './menu-bar';
import type { MenuState } from './menu-store';
import { MegaMenuPanel, MegaMenuPanelFrame } from './mega-menu-panel';

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
    <MegaMenuPanelFrame id={id}>
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
    </MegaMenuPanelFrame>
  );
}
