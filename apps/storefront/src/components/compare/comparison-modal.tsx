'use client';

import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { StaticImage } from '@/components/ui/static-image';
import { useLocale, useTranslations } from 'next-intl';
import { closeOverlay, useOverlayOpen } from '@/components/overlays/overlay-store';
import { lockPageScroll } from '@/components/overlays/scroll-lock';
import { useReturnFocus } from '@/components/overlays/use-return-focus';
import { CloseIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ComparisonColumn } from './comparison-column';
import { COMPARE_COUNT, useCompare } from './compare-store';
import { useComparison } from './use-comparison';

const subscribeNever = () => () => {};

/** The comparison modal (AI-20): two columns streamed in, a bottom sheet on mobile. */
export function ComparisonModal() {
  const t = useTranslations('comparison');
  const locale = useLocale() as Locale;
  const open = useOverlayOpen('comparison');
  const { selected } = useCompare();
  const products = selected.slice(0, COMPARE_COUNT);
  const comparison = useComparison(
    products.map((product) => product.handle),
    locale,
    open,
  );
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    return lockPageScroll();
  }, [open]);
  useReturnFocus('comparison', open);

  // Follows the text as it arrives (AI-20).
  useEffect(() => {
    if (comparison.loading && body.current) body.current.scrollTop = body.current.scrollHeight;
  }, [comparison.text, comparison.loading]);

  if (!hydrated) return null;
  const empty = products.length < COMPARE_COUNT;
  return createPortal(
    <div data-overlay="comparison" data-state={open ? 'open' : 'closed'} hidden={!open} className="fixed inset-0 z-50">
      <div
        aria-hidden="true"
        data-testid="comparison-backdrop"
        onClick={() => closeOverlay('comparison')}
        className="absolute inset-0 bg-black/50"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="absolute inset-x-0 bottom-0 flex h-5/6 flex-col rounded-t-2xl bg-white text-neutral-900 shadow-2xl outline-none md:inset-x-auto md:left-1/2 md:top-1/2 md:h-auto md:max-h-[85vh] md:w-[min(64rem,calc(100vw-3rem))] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl"
      >
        <header className="flex items-center justify-between border-b border-neutral-200 px-4 py-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('title')}
          </h2>
          <button
            type="button"
            onClick={() => closeOverlay('comparison')}
            className="rounded-full p-2 hover:bg-neutral-100"
            aria-label={t('close')}
          >
            <CloseIcon />
          </button>
        </header>
        <div ref={body} aria-busy={comparison.loading} className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4">
          {!open ? null : empty ? (
            <p className="py-12 text-center text-neutral-600">{t('empty')}</p>
          ) : comparison.failed ? (
            <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
              <p>{comparison.limited === 'busy' ? t('busy') : comparison.limited ? t('rateLimited') : t('errorAnalyzing')}</p>
              <button
                type="button"
                onClick={() => void comparison.retry()}
                className="rounded-full bg-brand px-5 py-2 text-sm font-semibold text-white"
              >
                {t('tryAgain')}
              </button>
            </div>
          ) : (
            <>
              {/* One live region, present throughout, so the end of the stream is announced too. */}
              <p className="sr-only" role="status">
                {comparison.loading ? t('loading') : comparison.result ? t('ready') : ''}
              </p>
              <div className="grid grid-cols-2 gap-3 md:gap-6">
                {products.map((product, index) => (
                  <div key={product.id} className="min-w-0">
                    <Link
                      href={`/products/${product.handle}`}
                      onClick={() => closeOverlay('comparison')}
                      className="mb-3 flex flex-col items-center gap-2 text-center"
                    >
                      {product.image ? (
                        <StaticImage src={product.image.url} alt="" width={120} height={120} className="h-24 w-24 object-contain" />
                      ) : null}
                      <span className="line-clamp-2 text-sm font-semibold">{product.title}</span>
                    </Link>
                    <ComparisonColumn
                      product={index === 0 ? comparison.result?.product1 : comparison.result?.product2}
                      loading={comparison.loading}
                    />
                  </div>
                ))}
              </div>
              {!comparison.loading ? <p className="mt-4 text-center text-xs text-neutral-600">{t('notice')}</p> : null}
            </>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
