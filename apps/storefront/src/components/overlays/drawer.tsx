'use client';

import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'next-intl';
import { CloseIcon } from '@/components/ui/icons';
import { closeOverlay, useOverlayOpen, type OverlayName } from './overlay-store';
import { lockPageScroll } from './scroll-lock';
import { useReturnFocus } from './use-return-focus';

const subscribeNever = () => () => {};

type Placement = 'right' | 'left' | 'bottom-on-mobile';

interface DrawerProps {
  name: OverlayName;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  placement?: Placement;
}

const PANEL_PLACEMENT: Record<Placement, string> = {
  right: 'right-0 top-0 h-full w-[min(28rem,calc(100vw-3rem))] starting:translate-x-full',
  left: 'left-0 top-0 h-full w-[22rem] max-w-[90vw] starting:-translate-x-full',
  'bottom-on-mobile':
    'bottom-0 left-0 h-5/6 w-full rounded-t-2xl starting:translate-y-full md:left-auto md:right-0 md:top-0 md:h-full md:max-w-md md:rounded-none md:starting:translate-x-full md:starting:translate-y-0',
};

/**
 * A modal side panel (CONT-20): locks page scroll, moves focus in and back out, and
 * closes on its button, a backdrop click or Escape (handled globally so all close at once).
 * The page behind is made inert by PageFrame, which keeps the toasts outside it live.
 */
export function Drawer({ name, title, children, footer, placement = 'right' }: DrawerProps) {
  const t = useTranslations('drawers');
  const open = useOverlayOpen(name);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    return lockPageScroll();
  }, [open]);
  useReturnFocus(name, open);

  // Drawers live beside the page, not in it: the page turns inert while a drawer is open.
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return createPortal(
    <div data-overlay={name} data-state={open ? 'open' : 'closed'} hidden={!open} className="fixed inset-0 z-50">
      <div
        aria-hidden="true"
        data-testid={`${name}-backdrop`}
        onClick={() => closeOverlay(name)}
        className="absolute inset-0 bg-black/50 transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`absolute flex flex-col bg-white text-neutral-900 shadow-2xl outline-none transition-transform duration-300 motion-reduce:transition-none ${PANEL_PLACEMENT[placement]}`}
      >
        <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => closeOverlay(name)}
            className="rounded-full p-2 hover:bg-neutral-100"
            aria-label={t('close')}
          >
            <CloseIcon />
          </button>
        </div>
        {/* Contents mount only while open: closed drawers cost nothing on every page. */}
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{open ? children : null}</div>
        {footer && open ? <div className="border-t border-neutral-200 p-4">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
