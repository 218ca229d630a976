'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { CheckIcon, CloseIcon, InfoIcon, WarningIcon } from '@/components/ui/icons';
import { useAnyOverlayOpen, type OverlayName } from '@/components/overlays/overlay-store';
import type { Toast, ToastType } from './toast-queue';
import { hideToast, holdToast, releaseToast, useToasts } from './toast-store';

// Warnings are styled like errors (CONT-21).
const TONE: Record<ToastType, string> = {
  success: 'border-green-700 text-green-900',
  error: 'border-brand text-brand-dark',
  warning: 'border-brand text-brand-dark',
  info: 'border-neutral-700 text-neutral-900',
};
const BAR: Record<ToastType, string> = {
  success: 'bg-green-700',
  error: 'bg-brand',
  warning: 'bg-brand',
  info: 'bg-neutral-700',
};
const ICON: Record<ToastType, typeof InfoIcon> = {
  success: CheckIcon,
  error: WarningIcon,
  warning: WarningIcon,
  info: InfoIcon,
};

function ToastItem({ toast }: { toast: Toast }) {
  const t = useTranslations('toast');
  const [held, setHeld] = useState(false);
  const Icon = ICON[toast.type];
  const hold = () => {
    if (held) return;
    setHeld(true);
    holdToast(toast.id);
  };
  const release = () => {
    if (!held) return;
    setHeld(false);
    releaseToast(toast.id);
  };
  return (
    <li
      role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}
      data-toast-type={toast.type}
      data-toast-generation={toast.generation}
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={release}
      className={`pointer-events-auto relative overflow-hidden rounded-lg border-l-4 bg-white shadow-lg ${TONE[toast.type]}`}
    >
      <div className="flex items-start gap-3 p-3 pr-10">
        <Icon size={20} className="mt-0.5 shrink-0" />
        <p className="text-sm">
          <span className="sr-only">{t('typeLabel', { type: t(toast.type) })} </span>
          {toast.message}
        </p>
      </div>
      <button
        type="button"
        onClick={() => hideToast(toast.id)}
        aria-label={t('dismiss')}
        className="absolute right-1 top-1 rounded p-2 text-neutral-600 hover:bg-neutral-100"
      >
        <CloseIcon size={16} />
      </button>
      <span
        key={toast.generation}
        aria-hidden="true"
        className={`toast-progress absolute bottom-0 left-0 h-1 w-full origin-left ${BAR[toast.type]}`}
        style={{ animationDuration: `${toast.duration}ms`, animationPlayState: held ? 'paused' : 'running' }}
      />
    </li>
  );
}

// The panels that slide in from the right on wide screens (28rem wide), whose controls a toast must not cover.
const RIGHT_PANELS: readonly OverlayName[] = ['cart', 'favorites', 'buy-x-get-y', 'maestro'];

export function ToastContainer() {
  const t = useTranslations('toast');
  const toasts = useToasts();
  const panelOnTheRight = useAnyOverlayOpen(RIGHT_PANELS);
  // Below the header on wide screens, so a toast never covers the language, account and cart buttons; at the
  // left while a side panel is open, so it never covers the buttons the shopper is about to retry with.
  const side = panelOnTheRight ? 'sm:left-0 sm:right-auto' : 'sm:left-auto sm:right-0';
  return (
    <section
      aria-label={t('region')}
      data-side={panelOnTheRight ? 'left' : 'right'}
      className={`pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4 sm:bottom-auto sm:top-[calc(var(--header-height,0px)+0.5rem)] ${side}`}
    >
      <ol className={`flex w-full max-w-sm flex-col gap-2 ${panelOnTheRight ? 'sm:w-[max(10rem,calc(100vw_-_31rem))]' : ''}`}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
