import { imageLoadingProps, StaticImage, type ImageLoading } from '@/components/ui/static-image';
import type { Image as ProductImageData } from '@/domain/catalog/types';

interface ProductImageProps {
  image: ProductImageData | null;
  alt: string;
  sizes: string;
  loading?: ImageLoading;
  placeholderLabel: string;
  /** Beside its product's title (a suggestion): no name of its own, so the title is read once. */
  decorative?: boolean;
}

/** A square product image that fades in when loaded; lazy unless told otherwise (CAT-10). */
export function ProductImage({ image, alt, sizes, loading = 'lazy', placeholderLabel, decorative = false }: ProductImageProps) {
  if (!image) {
    return (
      <div
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : placeholderLabel}
        aria-hidden={decorative || undefined}
        className="flex aspect-square items-center justify-center bg-neutral-100 text-neutral-400"
      >
        <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="M21 17l-5-5-9 8" />
        </svg>
      </div>
    );
  }
  return (
    <div className="relative aspect-square overflow-hidden bg-neutral-50">
      <StaticImage
        src={image.url}
        alt={decorative ? '' : image.altText || alt}
        fill
        sizes={sizes}
        {...imageLoadingProps(loading)}
        fade
        className="object-contain"
      />
    </div>
  );
}
