'use client';

import { StaticImage } from '@/components/ui/static-image';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Image as GalleryImage } from '@/domain/catalog/types';
import { GALLERY_ZOOM_SCALE, MAIN_IMAGE_SIZE, zoomOrigin } from '@/domain/product/gallery-rules';
import { galleryWithVariantFirst } from '@/domain/product/variant-selection';
import { ExpandIcon, ZoomIcon } from './product-icons';
import { ProductLightbox } from './product-lightbox';
import { useSelectedVariant } from './variant-context';

const SLIDE_SIZES = '(min-width: 1024px) 45vw, (min-width: 768px) 50vw, 100vw';
const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * The product gallery (PDP-09): on desktop vertical thumbnails and a 1000x1000 main
 * image with a 2x zoom that follows the pointer; on mobile a horizontal snap strip. The selected
 * variant's image comes first and the gallery resets to it when the variant changes (PDP-09).
 * One strip serves both layouts, so the first image (the LCP element) exists once.
 */
export function ProductGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const t = useTranslations('productPage.gallery');
  const { selected } = useSelectedVariant();
  const gallery = useMemo(() => galleryWithVariantFirst(images, selected.image), [images, selected.image]);
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const strip = useRef<HTMLDivElement>(null);

  // A new variant: back to its image, first (PDP-09).
  const [shownVariant, setShownVariant] = useState(selected.id);
  if (shownVariant !== selected.id) {
    setShownVariant(selected.id);
    setIndex(0);
    setZoomed(false);
  }
  useEffect(() => {
    // Braces matter: Chromium's scrollTo returns a promise, which React would take for a clean-up.
    strip.current?.scrollTo({ left: 0 });
  }, [selected.id]);

  if (gallery.length === 0) {
    return (
      <div
        role="img"
        aria-label={t('noImage')}
        className="flex aspect-square items-center justify-center rounded-xl bg-neutral-100 text-neutral-500"
      >
        {t('noImage')}
      </div>
    );
  }

  const onStripScroll = () => {
    const element = strip.current;
    // Only the mobile strip scrolls sideways; on desktop it holds one visible slide.
    if (!element || element.scrollWidth <= element.clientWidth) return;
    setIndex(Math.round(element.scrollLeft / element.clientWidth));
  };

  return (
    <div className="flex gap-3 md:flex-row">
      {gallery.length > 1 ? (
        <ul aria-label={t('thumbnails')} className="hidden max-h-[36rem] w-20 shrink-0 flex-col gap-2 overflow-y-auto md:flex">
          {gallery.map((image, position) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => {
                  setIndex(position);
                  setZoomed(false);
                }}
                aria-label={t('showImage', { index: position + 1, count: gallery.length })}
                aria-current={position === index ? 'true' : undefined}
                className={`block overflow-hidden rounded-md border-2 bg-white ${position === index ? 'border-brand' : 'border-neutral-200 hover:border-neutral-400'}`}
              >
                <StaticImage src={image.url} alt="" width={76} height={76} sizes="76px" className="aspect-square object-contain" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative min-w-0 flex-1">
        <div
          ref={strip}
          onScroll={onStripScroll}
          aria-label={t('images', { title })}
          role="region"
          // Keyboard users can scroll the mobile strip with the arrow keys.
          tabIndex={0}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl bg-neutral-50 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand md:overflow-hidden"
        >
          {gallery.map((image, position) => {
            const active = position === index;
            return (
              <div
                key={image.url}
                // Mouse and touch conveniences; keyboards use the zoom and full-screen buttons.
                onClick={() => {
                  if (window.matchMedia(DESKTOP_QUERY).matches) setZoomed((value) => !value);
                  else setLightboxOpen(true);
                }}
                onPointerMove={(event) => {
                  if (active && zoomed)
                    setOrigin(zoomOrigin({ x: event.clientX, y: event.clientY }, event.currentTarget.getBoundingClientRect()));
                }}
                className={`relative aspect-square w-full shrink-0 snap-center overflow-hidden ${position === 0 ? '' : 'render-when-near'} ${active ? '' : 'md:hidden'} ${active && zoomed ? 'md:cursor-zoom-out' : 'md:cursor-zoom-in'}`}
              >
                <StaticImage
                  src={image.url}
                  alt={image.altText || t('imageAlt', { title, index: position + 1 })}
                  width={image.width ?? MAIN_IMAGE_SIZE}
                  height={image.height ?? MAIN_IMAGE_SIZE}
                  sizes={SLIDE_SIZES}
                  preload={position === 0}
                  loading={position === 0 ? 'eager' : 'lazy'}
                  className="h-full w-full object-contain transition-transform duration-200 motion-reduce:transition-none"
                  style={
                    active && zoomed
                      ? { transform: `scale(${GALLERY_ZOOM_SCALE})`, transformOrigin: `${origin.x}% ${origin.y}%` }
                      : undefined
                  }
                />
              </div>
            );
          })}
        </div>
        <div className="pointer-events-none absolute right-3 top-3 flex gap-2">
          <button
            type="button"
            onClick={() => setZoomed((value) => !value)}
            aria-pressed={zoomed}
            aria-label={zoomed ? t('zoomOut') : t('zoomIn')}
            className="pointer-events-auto hidden rounded-full bg-white/90 p-2 shadow hover:bg-white md:block"
          >
            <ZoomIcon />
          </button>
          <button
            type="button"
            onClick={() => setLightboxOpen(true)}
            aria-label={t('fullScreen')}
            className="pointer-events-auto rounded-full bg-white/90 p-2 shadow hover:bg-white"
          >
            <ExpandIcon />
          </button>
        </div>
        {gallery.length > 1 ? (
          <p aria-hidden="true" className="mt-2 text-center text-sm text-neutral-600 md:hidden">
            {index + 1} / {gallery.length}
          </p>
        ) : null}
      </div>
      {lightboxOpen ? <ProductLightbox images={gallery} title={title} startIndex={index} onClose={() => setLightboxOpen(false)} /> : null}
    </div>
  );
}
