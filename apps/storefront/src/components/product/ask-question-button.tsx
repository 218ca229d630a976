'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { openOverlay } from '@/components/overlays/overlay-store';
import { ASK_BAR_MIN_DELTA_PX, askBarVisible } from '@/domain/product/floating-bar';
import { ChatIcon } from './product-icons';

/** Mobile bar visibility: hides on scrolling down past 100px, back on scrolling up or near the top. */
function useAskBarVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    let previousY = window.scrollY;
    let shown = true;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const next = askBarVisible(previousY, y, shown);
        // Jitters under 5px keep the reference point, so slow scrolls still add up.
        if (next !== shown || Math.abs(y - previousY) >= ASK_BAR_MIN_DELTA_PX) previousY = y;
        if (next !== shown) {
          shown = next;
          setVisible(next);
        }
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return visible;
}

/**
 * The floating "ask a question" button that opens the assistant (PDP-07): a tab on the
 * right edge on desktop, a bottom bar on mobile.
 */
export function AskQuestionButton({ productTitle }: { productTitle: string }) {
  const t = useTranslations('productPage.ask');
  const visible = useAskBarVisible();
  const open = () => openOverlay('maestro');
  return (
    <>
      <button
        type="button"
        onClick={open}
        aria-label={t('label', { title: productTitle })}
        className="fixed right-0 top-1/2 z-30 hidden -translate-y-1/2 items-center gap-2 rounded-l-lg bg-neutral-900 px-2 py-4 text-sm font-semibold text-white shadow-lg [writing-mode:vertical-rl] hover:bg-brand lg:flex"
      >
        <ChatIcon className="rotate-90" />
        {t('button')}
      </button>
      <div
        className={`fixed inset-x-0 bottom-0 z-30 border-t border-neutral-200 bg-white/95 p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur transition-transform duration-300 motion-reduce:transition-none lg:hidden ${visible ? 'translate-y-0' : 'translate-y-full'}`}
        data-testid="ask-bar"
        data-visible={visible}
      >
        <button
          type="button"
          onClick={open}
          tabIndex={visible ? undefined : -1}
          aria-label={t('label', { title: productTitle })}
          className="flex w-full items-center justify-center gap-2 rounded-full bg-neutral-900 py-3 font-semibold text-white hover:bg-brand"
        >
          <ChatIcon />
          {t('button')}
        </button>
      </div>
    </>
  );
}
