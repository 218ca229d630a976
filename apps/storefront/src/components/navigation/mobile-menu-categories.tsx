'use client';

import { StaticImage } from '@/components/ui/static-image';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { categoryIcon } from '@/domain/navigation/menu-links';
import type { MenuItem } from '@/domain/navigation/menu';
import { Link } from '@/i18n/navigation';
import { CategoryIcon } from './category-icon';

/**
 * Categories from the menu's first item (CONT-18): entries with children expand, one
 * at a time, into a 3-column grid of sub-items with images.
 */
export function MobileMenuCategories({ categories, onNavigate }: { categories: MenuItem | undefined; onNavigate: () => void }) {
  const t = useTranslations('navigation');
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const baseId = useId();
  if (!categories) return null;
  return (
    <section aria-labelledby={`${baseId}-title`}>
      <h3 id={`${baseId}-title`} className="mb-2 text-sm font-semibold uppercase tracking-wide text-neutral-600">
        {categories.title}
      </h3>
      <ul className="divide-y divide-neutral-100">
        {categories.items.map((entry) => {
          const icon = categoryIcon(entry.title);
          const expanded = expandedId === entry.id;
          const label = (
            <span className="flex items-center gap-3">
              {icon ? <CategoryIcon name={icon} /> : null}
              {entry.title}
            </span>
          );
          if (entry.items.length === 0) {
            return (
              <li key={entry.id}>
                <Link href={entry.href} onClick={onNavigate} className="flex py-3 text-sm font-medium">
                  {label}
                </Link>
              </li>
            );
          }
          return (
            <li key={entry.id}>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`${baseId}-${entry.id}`}
                onClick={() => setExpandedId(expanded ? null : entry.id)}
                className="flex w-full items-center justify-between py-3 text-left text-sm font-medium"
              >
                {label}
                <span aria-hidden="true" className={`transition-transform ${expanded ? 'rotate-180' : ''}`}>
                  ▾
                </span>
              </button>
              <div id={`${baseId}-${entry.id}`} hidden={!expanded} className="pb-3">
                <ul className="grid grid-cols-3 gap-2">
                  {entry.items.map((leaf) => (
                    <li key={leaf.id}>
                      <Link
                        href={leaf.href}
                        onClick={onNavigate}
                        className="flex flex-col items-center gap-1 rounded-lg p-1 text-center text-xs hover:bg-neutral-50"
                      >
                        {leaf.image ? (
                          <StaticImage src={leaf.image.url} alt="" width={72} height={72} className="h-16 w-16 object-contain" />
                        ) : (
                          <span aria-hidden="true" className="h-16 w-16 rounded bg-neutral-100" />
                        )}
                        {leaf.title}
                      </Link>
                    </li>
                  ))}
                </ul>
                <Link href={entry.href} onClick={onNavigate} className="mt-2 inline-block text-sm font-medium text-brand">
                  {t('shopAll', { title: entry.title })}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
