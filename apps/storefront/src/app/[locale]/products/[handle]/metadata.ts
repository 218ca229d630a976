import 'server-only';
import type { Metadata } from 'next';
import { variantSearchParams } from '@/domain/pricing/sale-state';
import type { ProductDetail, ProductVariantDetail } from '@/domain/product/product-detail';
import { seoDescription, seoTitle } from '@/domain/seo/seo-text';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/config/env';

/** Absolute URLs of a product page in a language, and of its variants. */
export function productUrls(product: ProductDetail, locale: Locale) {
  const { SITE_URL } = getEnv();
  const absolute = (path: string) => new URL(getPathname({ href: path, locale }), SITE_URL).href;
  const page = absolute(`/products/${product.handle}`);
  const variant = (entry: ProductVariantDetail) => {
    const query = variantSearchParams(entry.selectedOptions).toString();
    return query ? `${page}?${query}` : page;
  };
  return { absolute, page, variant };
}

/**
 * The product page's metadata (SEO-01, SEO-02): the shortened title and 160-character description,
 * canonical and hreflang alternates (en-ca, fr-ca, x-default), og:locale and the product image.
 */
export function productMetadata(product: ProductDetail, locale: Locale): Metadata {
  const { STORE_NAME } = getEnv();
  const title = seoTitle(`${product.seo.title || product.title} | ${STORE_NAME}`, STORE_NAME);
  const description = seoDescription(product.seo.description || product.description || product.title);
  const path = (target: Locale) => getPathname({ href: `/products/${product.handle}`, locale: target });
  const image = product.images[0];
  return {
    title: { absolute: title },
    description,
    alternates: {
      canonical: path(locale),
      languages: { 'en-ca': path('en'), 'fr-ca': path('fr'), 'x-default': path('en') },
    },
    openGraph: {
      type: 'website',
      siteName: STORE_NAME,
      title,
      description,
      locale: locale === 'fr' ? 'fr_CA' : 'en_CA',
      alternateLocale: locale === 'fr' ? 'en_CA' : 'fr_CA',
      url: path(locale),
      ...(image
        ? {
            images: [
              { url: image.url, width: image.width ?? undefined, height: image.height ?? undefined, alt: image.altText ?? product.title },
            ],
          }
        : {}),
    },
  };
}
