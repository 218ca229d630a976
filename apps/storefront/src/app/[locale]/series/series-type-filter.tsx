'use client';

import { useId, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/i18n/navigation';

/** Filters the series by product type through the URL (?type=), so the view can be shared. */
export function SeriesTypeFilter({ types, value }: { types: string[]; value: string }) {
  const t = useTranslations('seriesPage');
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium">
        {t('filterLabel')}
      </label>
      <select
        id={id}
        value={value}
        aria-busy={pending}
        onChange={(event) => {
          const type = event.target.value;
          startTransition(() => router.replace(type ? `${pathname}?type=${encodeURIComponent(type)}` : pathname, { scroll: false }));
        }}
        className="min-w-0 max-w-full rounded-full border border-neutral-300 px-3 py-2 text-sm"
      >
        <option value="">{t('allTypes')}</option>
        {types.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </select>
    </div>
  );
}
