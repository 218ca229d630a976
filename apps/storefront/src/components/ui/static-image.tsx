import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

export type StaticImageProps = Omit<ImageProps, 'onLoad' | 'onError' | 'onLoadingComplete' | 'placeholder' | 'blurDataURL'> & {
  /** Fade in once loaded (CAT-10): see the `img[data-fade]` rule in globals.css and image-fade.ts. */
  fade?: boolean;
  /** A media query: preloaded with high priority only where it matches; elsewhere fetched once parsed, with low priority. */
  preloadWhere?: string;
};

/**
 * How an image loads: preloaded with high priority (only where a media query matches, for an image
 * that is above the fold on wider screens alone), fetched once parsed, or only near the viewport.
 */
export type ImageLoading = 'preload' | 'eager' | 'lazy' | { preloadWhere: string };

/**
 * How the image at `index` of a grid loads: the first `preloaded` are preloaded (what a phone shows
 * first), the rest of the first `eager` (a wide screen's first row) load once parsed, later ones lazily.
 */
export function imageLoadingAt(index: number, { preloaded, eager }: { preloaded: number; eager: number }): ImageLoading {
  if (index < preloaded) return 'preload';
  return index < eager ? 'eager' : 'lazy';
}

export function imageLoadingProps(loading: ImageLoading): Pick<StaticImageProps, 'preload' | 'loading' | 'preloadWhere'> {
  if (typeof loading === 'object') return { loading: 'eager', preloadWhere: loading.preloadWhere };
  return loading === 'preload' ? { preload: true } : { loading };
}

/** next/image's inline style for `fill` (and its transparent alt text) as utility classes. */
const FILL_CLASS = 'absolute inset-0 size-full text-transparent';

/**
 * next/image's markup (the same loader, srcset, sizes and lazy loading) as a plain <img>, without
 * its client component: images are most of a page's client components, and each one costs
 * hydration work and RSC payload on phones (docs/decisions/0010-static-images-and-no-icu-on-load.md).
 * A priority image is preloaded from the document head with high priority, as next/image does.
 */
export function StaticImage({ fade = false, preloadWhere, ...imageProps }: StaticImageProps) {
  const { props } = getImageProps(imageProps);
  const eager = Boolean(imageProps.priority || imageProps.preload);
  const preloaded = eager || preloadWhere !== undefined;
  // Where its preload does not apply the image is below the fold: low, or Chrome would give it Medium
  // as one of the page's first five images, beside the ones on screen.
  const fetchPriority = eager ? 'high' : preloadWhere ? 'low' : props.fetchPriority;
  if (preloaded) {
    const media = eager ? undefined : preloadWhere;
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high', media });
  }
  // A class instead of the same inline style on every filled image: both are written into the HTML
  // and the RSC payload (decision 0015), as is every key, so absent attributes are left out.
  const fillByClass = imageProps.fill && !imageProps.style;
  const attributes = definedOnly({
    ...props,
    style: fillByClass ? undefined : props.style,
    className: fillByClass ? `${FILL_CLASS} ${props.className ?? ''}`.trim() : props.className,
    fetchPriority,
    'data-fade': fade && !preloaded ? '' : undefined,
  });
  // This is next/image's own markup and loader, without its client component.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...attributes} alt={imageProps.alt} />;
}

function definedOnly<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}
