import { getImageProps } from 'next/image';

interface ArtDirectedImageProps {
  desktopUrl: string;
  mobileUrl: string;
  alt: string;
  /** The LCP image: fetched eagerly with high priority. */
  priority?: boolean;
  /** Rendered width of the image; full width by default. */
  sizes?: string;
  className?: string;
}

/**
 * A desktop image from 768px and a mobile crop below it (a <picture> with srcsets from the
 * image loader: webp, widths 320-1536, 1x and 2x). It fills a parent that fixes the aspect
 * ratio, so nothing moves when it loads.
 */
export function ArtDirectedImage({ desktopUrl, mobileUrl, alt, priority = false, sizes = '100vw', className = '' }: ArtDirectedImageProps) {
  const common = { alt, fill: true, sizes, loading: priority ? ('eager' as const) : ('lazy' as const) };
  const {
    props: { srcSet: desktopSrcSet },
  } = getImageProps({ ...common, src: desktopUrl });
  const { props: mobile } = getImageProps({ ...common, src: mobileUrl });
  return (
    <picture>
      <source media="(min-width: 768px)" srcSet={desktopSrcSet} sizes={sizes} />
      <img {...mobile} alt={alt} fetchPriority={priority ? 'high' : undefined} className={`object-cover ${className}`} />
    </picture>
  );
}
