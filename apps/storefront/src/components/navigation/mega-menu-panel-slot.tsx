'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/icons';
import type { MegaMenuPanelContentsComponent } from './mega-menu-panel';
import { findTopItem, type MenuBarItem } from './menu-bar';
import type { MenuState } from './menu-store';

interface SlotProps {
  item: MenuBarItem;
  menu: MenuState;
  /** The panels' code, once loaded. */
  Contents: MegaMenuPanelContentsComponent | null;
  id: string;
  onNavigate: () => void;
  onRetry: () => void;
}

/** The box every panel state shows in, below the bar. */
function MegaMenuPanelFrame({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="absolute inset-x-0 top-full z-40 border-t border-neutral-200 bg-white shadow-xl">
      <div className="mx-auto flex max-w-screen-2xl gap-6 px-6 py-6">{children}</div>
    </div>
  );
}

/**
 * An open top item's panel: its contents once the menu and the panels' code have loaded, a loading
 * line or a retry before.
 */
export function MegaMenuPanelSlot({ item, menu, Contents, id, onNavigate, onRetry }: SlotProps) {
  const t = useTranslations('navigation');
  if (menu.status === 'ready' && Contents) {
    // A menu changed since the page was rendered still leads somewhere: the item's own page.
    const full = findTopItem(menu.data.menu, item.id) ?? { ...item, items: [], image: null };
    return (
      <MegaMenuPanelFrame id={id}>
        <Contents item={full} onNavigate={onNavigate} />
      </MegaMenuPanelFrame>
    );
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
