'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { categoryIcon } from '@/domain/navigation/menu-links';
import { isBecomePartnerItem, type MenuItem } from '@/domain/navigation/menu';
import { Link, usePathname } from '@/i18n/navigation';
import { CategoryIcon } from './category-icon';
import { MegaMenuPanel } from './mega-menu-panel';
import { usePartnerLink } from './use-partner-link';

const CLOSE_DELAY_MS = 150;
const focusables = (root: Element | null) =>
  root ? [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter((element) => element.offsetParent !== null) : [];

/**
 * The desktop mega menu (spec §2): hover opens a top item's panel; keyboard follows the WAI-ARIA
 * disclosure navigation pattern (Enter/Space toggle, arrows move, Escape closes to the button).
 */
export function MegaMenu({ items }: { items: MenuItem[] }) {
  const t = useTranslations('navigation');
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
    isBecomePartnerItem(item) ? { ...item, title: partner.title, href: partner.href, items: [] } : item,
  );
  const close = () => setOpenState(null);
  const open = (id: string) => {
    clearTimeout(closeTimer.current);
    setOpenState({ id, path: pathname });
  };

  useEffect(() => {
    if (!openId || focusFirstIn.current !== openId) return;
    focusFirstIn.current = null;
    focusables(bar.current?.querySelector(`[data-panel-for="${openId}"] [id]`) ?? null)[0]?.focus();
  }, [openId]);

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
      focusFirstIn.current = id;
      open(id);
    } else if (panel && (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Home' || event.key === 'End')) {
      event.preventDefault();
      const links = focusables(panel);
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
    <ul ref={bar} onKeyDown={onKeyDown} className="flex items-center gap-1">
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
            onMouseEnter={() => item.items.length && open(item.id)}
            onMouseLeave={() => {
              closeTimer.current = setTimeout(close, CLOSE_DELAY_MS);
            }}
            data-panel-for={item.items.length ? item.id : undefined}
          >
            {item.items.length ? (
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
            {expanded ? <MegaMenuPanel item={item} id={`${baseId}-${item.id}`} onNavigate={close} /> : null}
          </li>
        );
      })}
      {entries.length === 0 ? <li className="px-3 py-2 text-sm text-neutral-600">{t('categories')}</li> : null}
    </ul>
  );
}
