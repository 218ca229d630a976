'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { categoryIcon } from '@/domain/navigation/menu-links';
import { isBecomePartnerItem } from '@/domain/navigation/menu';
import { Link, usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { CategoryIcon } from './category-icon';
import type { MegaMenuPanelContentsComponent } from './mega-menu-panel';
import type { MenuBarItem } from './menu-bar';
import { MegaMenuPanelSlot } from './mega-menu-panel-slot';
import { loadMenu, retryMenu, useMenuData } from './menu-store';
import { usePartnerLink } from './use-partner-link';

const CLOSE_DELAY_MS = 150;
const focusables = (root: Element | null) =>
  root ? [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter((element) => element.offsetParent !== null) : [];

/**
 * The desktop mega menu (CONT-15): hover opens a top item's panel; keyboard follows the WAI-ARIA
 * disclosure navigation pattern (Enter/Space toggle, arrows move, Escape closes to the button).
 * The server renders the top items; the panels' contents load on the first pointer or focus in the bar.
 */
export function MegaMenu({ items }: { items: MenuBarItem[] }) {
  const t = useTranslations('navigation');
  const locale = useLocale() as Locale;
  const menu = useMenuData(locale);
  const [PanelContents, setPanelContents] = useState<MegaMenuPanelContentsComponent | null>(null);
  const partner = usePartnerLink();
  const pathname = usePathname();
  const baseId = useId();
  // The open panel belongs to the page it was opened on: any navigation closes it.
  const [openState, setOpenState] = useState<{ id: string; path: string } | null>(null);
  const openId = openState?.path === pathname ? openState.id : null;
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const bar = useRef<HTMLUListElement>(null);
  // ArrowDown on a top item opens its panel and moves into it once the panel has rendered.
  const focusFirstIn = useRef<string | null>(null);

  const entries = items.map((item) =>
    isBecomePartnerItem(item) ? { ...item, title: partner.title, href: partner.href, hasPanel: false } : item,
  );
  const warmUp = () => {
    void loadMenu(locale);
    // The panels' code loads beside the menu's data, on the first intent to open one: phones never
    // do. A failed load (offline) is tried again on the next intent.
    if (!PanelContents)
      import('./mega-menu-panel').then((module) => setPanelContents(() => module.MegaMenuPanelContents)).catch(() => undefined);
  };
  const close = () => {
    focusFirstIn.current = null;
    setOpenState(null);
  };
  const open = (id: string) => {
    warmUp();
    clearTimeout(closeTimer.current);
    setOpenState({ id, path: pathname });
  };

  // The retry button goes away while loading: focus waits on the top item, then moves into the panel.
  const retry = (id: string) => {
    focusFirstIn.current = id;
    bar.current?.querySelector<HTMLElement>(`[data-top="${id}"]`)?.focus();
    void retryMenu(locale);
  };

  // Runs again when the menu or the panels' code arrives: a panel opened while loading has nothing to focus yet.
  useEffect(() => {
    if (!openId || focusFirstIn.current !== openId) return;
    const button = bar.current?.querySelector(`[data-top="${openId}"]`);
    if (document.activeElement !== button) {
      focusFirstIn.current = null;
      return;
    }
    const first = focusables(document.getElementById(`${baseId}-${openId}`))[0];
    if (!first) return;
    focusFirstIn.current = null;
    first.focus();
  }, [openId, menu, PanelContents, baseId]);

  // A click anywhere else closes the menu.
  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!bar.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    const topLevel = [...(bar.current?.querySelectorAll<HTMLElement>(':scope > li > [data-top]') ?? [])];
    const topIndex = topLevel.indexOf(target);
    const panel = target.closest('[data-panel-for]');
    if (event.key === 'Escape' && openId) {
      event.stopPropagation();
      const button = bar.current?.querySelector<HTMLElement>(`[data-top][aria-controls="${baseId}-${openId}"]`);
      close();
      button?.focus();
    } else if (topIndex >= 0 && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      event.preventDefault();
      const next = topLevel[(topIndex + (event.key === 'ArrowRight' ? 1 : -1) + topLevel.length) % topLevel.length];
      next?.focus();
    } else if (topIndex >= 0 && event.key === 'ArrowDown' && target.hasAttribute('aria-expanded')) {
      event.preventDefault();
      const id = target.dataset.top!;
      // Already open (Enter opened it): straight in; otherwise once the panel has rendered.
      const first = openId === id ? focusables(document.getElementById(`${baseId}-${id}`))[0] : undefined;
      if (first) first.focus();
      else {
        focusFirstIn.current = id;
        open(id);
      }
    } else if (panel && (event.key === 'ArrowRight' || event.key === 'ArrowLeft') && target.closest('[data-menu-column]')) {
      // Between levels: from an area into its subcategories, and back to the area.
      event.preventDefault();
      const column = target.closest('[data-menu-column]')!.getAttribute('data-menu-column');
      const next =
        column === 'areas' && event.key === 'ArrowRight'
          ? focusables(panel.querySelector('[data-menu-column="leaves"]'))[0]
          : column === 'leaves' && event.key === 'ArrowLeft'
            ? panel.querySelector<HTMLElement>('[data-menu-column="areas"] [data-active="true"]')
            : null;
      next?.focus();
    } else if (panel && (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Home' || event.key === 'End')) {
      event.preventDefault();
      // Within a level: the column the focus is in, or the whole panel when it has one level.
      const links = focusables(target.closest('[data-menu-column]') ?? panel);
      const index = links.indexOf(target);
      const next =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? links.length - 1
            : (index + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length;
      links[next]?.focus();
    }
  };

  return (
    <ul ref={bar} onKeyDown={onKeyDown} onPointerEnter={warmUp} onFocus={warmUp} className="flex items-center gap-1">
      {entries.map((item) => {
        const icon = categoryIcon(item.title);
        const expanded = openId === item.id;
        const content = (
          <>
            {icon ? <CategoryIcon name={icon} size={18} /> : null}
            {item.title}
          </>
        );
        const classes = 'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold hover:bg-neutral-100 hover:text-brand';
        return (
          <li
            key={item.id}
            onMouseEnter={() => item.hasPanel && open(item.id)}
            onMouseLeave={() => {
              closeTimer.current = setTimeout(close, CLOSE_DELAY_MS);
            }}
            data-panel-for={item.hasPanel ? item.id : undefined}
          >
            {item.hasPanel ? (
              <button
                type="button"
                data-top={item.id}
                aria-expanded={expanded}
                aria-controls={`${baseId}-${item.id}`}
                onClick={() => (expanded ? close() : open(item.id))}
                className={`${classes} ${expanded ? 'bg-neutral-100 text-brand' : ''}`}
              >
                {content}
              </button>
            ) : (
              <Link href={item.href} data-top={item.id} className={classes}>
                {content}
              </Link>
            )}
            {/* Panels mount only while open: the page stays light, and their pages are linked elsewhere too. */}
            {expanded ? (
              <MegaMenuPanelSlot
                item={item}
                menu={menu}
                Contents={PanelContents}
                id={`${baseId}-${item.id}`}
                onNavigate={close}
                onRetry={() => retry(item.id)}
              />
            ) : null}
          </li>
        );
      })}
      {entries.length === 0 ? <li className="px-3 py-2 text-sm text-neutral-600">{t('categories')}</li> : null}
    </ul>
  );
}
