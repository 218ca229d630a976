import type { Crumb } from '@/domain/catalog/breadcrumb';
import { isCallForPrice } from '@/domain/pricing/price-rules';
import { isDemoOrUsed } from './condition';
import { isGtin } from './gtin';
import type { ProductDetail, ProductVariantDetail } from './product-detail';

const SCHEMA = 'https://schema.org';

/**
 * Product JSON-LD with one Offer per variant in CAD (SEO-06). Call-for-price variants get
 * no Offer: the page hides their price, so the markup must not publish it. A product with no Offer
 * at all gets no markup (null): search engines reject a Product without offers, reviews or ratings.
 */
export function productJsonLd(product: ProductDetail, pageUrl: string, variantUrl: (variant: ProductVariantDetail) => string) {
  const condition = isDemoOrUsed(product.tags) ? `${SCHEMA}/UsedCondition` : `${SCHEMA}/NewCondition`;
  const first = product.variants[0];
  const offers = product.variants
    .filter((variant) => !isCallForPrice(variant.price))
    .map((variant) => ({
      '@type': 'Offer',
      url: variantUrl(variant),
      ...(variant.sku ? { sku: variant.sku } : {}),
      ...(variant.barcode && isGtin(variant.barcode) ? { gtin: variant.barcode } : {}),
      price: variant.price.toFixed(2),
      priceCurrency: 'CAD',
      availability: variant.availableForSale ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
      itemCondition: condition,
    }));
  if (offers.length === 0) return null;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.title,
    url: pageUrl,
    ...(product.description ? { description: product.description } : {}),
    ...(product.images.length > 0 ? { image: product.images.map((image) => image.url) } : {}),
    ...(product.vendor ? { brand: { '@type': 'Brand', name: product.vendor } } : {}),
    ...(product.productType ? { category: product.productType } : {}),
    ...(first?.sku ? { sku: first.sku } : {}),
    offers,
  };
}

/** BreadcrumbList JSON-LD from the page's crumbs; the last one is the page itself. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], absolute: (path: string) => string, pageUrl: string) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.href ? absolute(crumb.href) : pageUrl,
    })),
  };
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in provider text. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
