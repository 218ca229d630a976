'use client';

import { StaticImage } from '@/components/ui/static-image';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { categoryIcon } from '@/domain/navigation/menu-links';
import type { MenuItem } from '@/domain/navigation/menu';
import { Link } from '@/i18n/navigation';
import { CategoryIcon } from './category-icon';
import { prefetchCollectionFilters } from './prefetch-collection';

function LeafGrid({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  const locale = useLocale();
  return (
    <ul className="grid grid-cols-3 gap-3 xl:grid-cols-4">
      {items.map((leaf) => (
        <li key={leaf.id}>
          <Link
            href={leaf.href}
            onClick={onNavigate}
            onMouseEnter={() => prefetchCollectionFilters(leaf.href, locale)}
            className="flex items-center gap-3 rounded-lg p-2 text-sm hover:bg-neutral-100 hover:text-brand"
          >
            {leaf.image ? (
              <StaticImage src={leaf.image.url} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded object-contain" />
            ) : (
              <span aria-hidden="true" className="h-12 w-12 shrink-0 rounded bg-neutral-100" />
            )}
            <span>{leaf.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * What a top item's panel holds: second-level entries on the left (with category icons), the active
 * entry's third-level items with images on the right; a flat image grid when there is no third level.
 * Loaded on the first intent to open a panel (mega-menu.tsx), so its code is not in every page's scripts.
 */
export function MegaMenuPanelContents({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  const t = useTranslations('navigation');
  const [activeId, setActiveId] = useState(item.items[0]?.id);
  const nested = item.items.some((child) => child.items.length > 0);
  const active = item.items.find((child) => child.id === activeId) ?? item.items[0];

  return (
    <>
      {nested ? (
        <>
          <ul data-menu-column="areas" className="w-64 shrink-0 border-r border-neutral-200 pr-4">
            {item.items.map((child) => {
              const icon = categoryIcon(child.title);
              return (
                <li key={child.id}>
                  <Link
                    href={child.href}
                    onClick={onNavigate}
                    onMouseEnter={() => setActiveId(child.id)}
                    onFocus={() => setActiveId(child.id)}
                    // Highlighted, not the current page: aria-current is for the page the shopper is on.
                    data-active={child.id === active?.id ? 'true' : undefined}
                    className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-neutral-100 data-[active=true]:bg-neutral-100 data-[active=true]:text-brand"
                  >
                    {icon ? <CategoryIcon name={icon} /> : null}
                    {child.title}
                  </Link>
                </li>
              );
            })}
          </ul>
          {active ? (
            <div data-menu-column="leaves" className="min-w-0 flex-1">
              <p className="mb-3 flex items-baseline justify-between">
                <span className="text-lg font-semibold">{active.title}</span>
                <Link href={active.href} onClick={onNavigate} className="text-sm font-medium text-brand hover:underline">
                  {t('shopAll', { title: active.title })}
                </Link>
              </p>
              <LeafGrid items={active.items} onNavigate={onNavigate} />
            </div>
          ) : null}
        </>
      ) : (
        <div className="flex-1">
          <LeafGrid items={item.items} onNavigate={onNavigate} />
          <Link href={item.href} onClick={onNavigate} className="mt-4 inline-block text-sm font-medium text-brand hover:underline">
            {t('viewAll')}
          </Link>
        </div>
      )}
    </>
  );
}

export type MegaMenuPanelContentsComponent = typeof MegaMenuPanelContents;
