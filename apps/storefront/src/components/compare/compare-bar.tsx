'use client';

import { StaticImage } from '@/components/ui/static-image';
import { useTranslations } from 'next-intl';
import { openOverlay } from '@/components/overlays/overlay-store';
import { CloseIcon } from '@/components/ui/icons';
import { clearCompared, COMPARE_COUNT, toggleCompared, useCompare } from './compare-store';

/** The comparison bar: the selected products, a placeholder for the second, and Compare (CAT-30). */
export function CompareBar() {
  const t = useTranslations('listing.compareBar');
  const { active, selected, canCompare } = useCompare();
  if (!active || selected.length === 0) return null;
  return (
    <section
      aria-label={t('title')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-neutral-200 bg-white/95 shadow-[0_-4px_20px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-3 px-4 py-3">
        <ul className="flex flex-1 gap-3">
          {Array.from({ length: COMPARE_COUNT }, (_, index) => {
            const product = selected[index];
            return (
              <li
                key={product?.id ?? `slot-${index}`}
                className="flex min-w-0 flex-1 items-center gap-2 rounded-lg border border-dashed border-neutral-300 p-2"
              >
                {product ? (
                  <>
                    {product.image ? (
                      <StaticImage src={product.image.url} alt="" width={40} height={40} className="h-10 w-10 shrink-0 object-contain" />
                    ) : null}
                    <span className="line-clamp-2 min-w-0 flex-1 text-xs font-medium">{product.title}</span>
                    <button
                      type="button"
                      onClick={() => toggleCompared(product)}
                      aria-label={t('remove', { title: product.title })}
                      className="rounded p-1 hover:bg-neutral-100"
                    >
                      <CloseIcon size={16} />
                    </button>
                  </>
                ) : (
                  <span className="text-xs text-neutral-600">{t('placeholder')}</span>
                )}
              </li>
            );
          })}
        </ul>
        <div className="flex gap-2">
          <button type="button" onClick={clearCompared} className="rounded-full border border-neutral-300 px-4 py-2 text-sm font-semibold">
            {t('clear')}
          </button>
          <button
            type="button"
            disabled={!canCompare}
            onClick={() => openOverlay('comparison')}
            className="rounded-full bg-brand px-5 py-2 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-700"
          >
            {t('compareButton')}
          </button>
        </div>
      </div>
    </section>
  );
}
