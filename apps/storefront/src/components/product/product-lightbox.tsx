'use client';

import { StaticImage } from '@/components/ui/static-image';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { lockPageScroll } from '@/components/overlays/scroll-lock';
import { CloseIcon } from '@/components/ui/icons';
import type { Image as GalleryImage } from '@/domain/catalog/types';
import { stepIndex } from '@/domain/product/gallery-rules';
import { ChevronIcon } from './product-icons';

interface ProductLightboxProps {
  images: GalleryImage[];
  title: string;
  startIndex: number;
  onClose: () => void;
}

/**
 * Full-screen lightbox (PDP-09): previous/next buttons, Escape, ArrowLeft and
 * ArrowRight, and page scroll locked while open. A modal <dialog> keeps focus inside and the page
 * behind inert; closing gives focus back to what opened it.
 */
export function ProductLightbox({ images, title, startIndex, onClose }: ProductLightboxProps) {
  const t = useTranslations('productPage.gallery');
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(startIndex);
  const count = images.length;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The dialog leaves the page with this component, before the browser could hand focus back itself.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockPageScroll();
    element.showModal();
    return () => {
      unlock();
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const step = (direction: 1 | -1) => setIndex((current) => stepIndex(current, direction, count));
  const image = images[index] ?? images[0]!;

  return (
    <dialog
      ref={dialog}
      aria-label={t('lightbox', { title })}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1);
        else if (event.key === 'ArrowLeft') step(-1);
      }}
      // As wide as the viewport less the page's scrollbar gutter (decision 0024): 100vw put the close
      // and next buttons under the gutter, cut off at the right edge.
      className="m-0 h-dvh max-h-none w-full max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
    >
      <div className="relative flex h-full w-full items-center justify-center">
        <StaticImage
          key={image.url}
          src={image.url}
          alt={image.altText || t('imageAlt', { title, index: index + 1 })}
          width={image.width ?? 1000}
          height={image.height ?? 1000}
          sizes="100vw"
          className="max-h-[85dvh] w-auto max-w-[92vw] object-contain"
        />
        <p className="absolute left-4 top-4 text-sm" aria-live="polite">
          {t('position', { index: index + 1, count })}
        </p>
        {/* Dark, outlined buttons: they must stand out over light photos as well as dark ones (WCAG 1.4.11). */}
        <button
          type="button"
          onClick={onClose}
          aria-label={t('closeLightbox')}
          className="absolute right-3 top-3 rounded-full bg-black/75 p-2 ring-1 ring-white/70 hover:bg-black"
        >
          <CloseIcon />
        </button>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label={t('previous')}
              className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-black/75 p-3 ring-1 ring-white/70 hover:bg-black"
            >
              <ChevronIcon direction="left" />
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label={t('next')}
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-black/75 p-3 ring-1 ring-white/70 hover:bg-black"
            >
              <ChevronIcon direction="right" />
            </button>
          </>
        ) : null}
      </div>
    </dialog>
  );
}
