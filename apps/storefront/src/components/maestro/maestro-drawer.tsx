'use client';

import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useLocale, useTranslations } from 'next-intl';
import { closeOverlay, useOverlayOpen } from '@/components/overlays/overlay-store';
import { lockPageScroll } from '@/components/overlays/scroll-lock';
import { useMediaQuery } from '@/components/overlays/use-media-query';
import { useReturnFocus } from '@/components/overlays/use-return-focus';
import { CloseIcon } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { MaestroConversation } from './maestro-conversation';
import { MAESTRO_SIDE_PANEL } from './maestro-layout';
import { useMaestroChat, type MaestroProduct } from './use-maestro-chat';

const subscribeNever = () => () => {};

/**
 * The product assistant drawer ('maestro', AI-02): a side panel beside a usable page on desktop
 * (not modal), a modal bottom sheet that locks the page on mobile. It knows the product only by
 * identity; the server loads the rest.
 */
export function MaestroDrawer(product: MaestroProduct) {
  const t = useTranslations('maestro');
  const closeLabel = useTranslations('drawers')('close');
  const locale = useLocale() as Locale;
  const open = useOverlayOpen('maestro');
  const chat = useMaestroChat(product, locale, open);
  const titleId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const sidePanel = useMediaQuery(MAESTRO_SIDE_PANEL);
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus({ preventScroll: true });
    const media = window.matchMedia(MAESTRO_SIDE_PANEL);
    let unlock: (() => void) | null = media.matches ? null : lockPageScroll();
    const onChange = () => {
      unlock?.();
      unlock = media.matches ? null : lockPageScroll();
    };
    media.addEventListener('change', onChange);
    return () => {
      media.removeEventListener('change', onChange);
      unlock?.();
    };
  }, [open]);
  useReturnFocus('maestro', open);

  if (!hydrated) return null;
  return createPortal(
    <div data-overlay="maestro" data-state={open ? 'open' : 'closed'} hidden={!open} className="fixed inset-0 z-50 lg:pointer-events-none">
      <div
        aria-hidden="true"
        data-testid="maestro-backdrop"
        onClick={() => closeOverlay('maestro')}
        className="absolute inset-0 bg-black/50 lg:hidden"
      />
      <section
        role="dialog"
        aria-modal={!sidePanel}
        aria-labelledby={titleId}
        className="pointer-events-auto absolute bottom-0 left-0 flex h-5/6 w-full flex-col rounded-t-2xl bg-white text-neutral-900 shadow-2xl transition-transform duration-300 starting:translate-y-full motion-reduce:transition-none lg:left-auto lg:right-0 lg:top-0 lg:h-full lg:w-[28rem] lg:rounded-none lg:border-l lg:border-neutral-200 lg:starting:translate-x-full lg:starting:translate-y-0"
      >
        {/* Not a <header>: beside a live page on desktop it would be a second banner landmark. */}
        <div className="flex items-start justify-between gap-2 border-b border-neutral-200 px-4 py-3">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold">
              {t('title')}
            </h2>
            <p className="truncate text-sm text-neutral-600">{t('about', { title: product.title })}</p>
          </div>
          <button
            type="button"
            onClick={() => closeOverlay('maestro')}
            className="rounded-full p-2 hover:bg-neutral-100"
            aria-label={closeLabel}
          >
            <CloseIcon />
          </button>
        </div>
        {open ? <MaestroConversation chat={chat} inputRef={inputRef} /> : null}
      </section>
    </div>,
    document.body,
  );
}
