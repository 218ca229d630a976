import { StaticImage } from '@/components/ui/static-image';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Favorite } from '@/domain/favorites/favorites-list';
import { isDemoOrUsed } from '@/domain/product/condition';
import type { ProductDetail } from '@/domain/product/product-detail';
import { Link } from '@/i18n/navigation';
import { FavoriteToggle } from './favorite-toggle';
import { ProductCodes } from './product-codes';
import { RedZoneMark } from './redzone-mark';

interface ProductHeaderProps {
  product: ProductDetail;
  /**
   * The staff-only warehouse rack and shelf island (StaffProductLocation, owned by the accounts
   * area). It is added here by the page and renders nothing for other shoppers.
   */
  staffLocation?: ReactNode;
}

function favoriteOf(product: ProductDetail): Favorite {
  const first = product.variants[0];
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    imageUrl: product.images[0]?.url ?? first?.image?.url ?? null,
    price: first?.price ?? null,
    compareAtPrice: first?.compareAtPrice ?? null,
  };
}

/**
 * Title, brand (or RedZone for demo/used) linking to its collection, UPC/SKU with copy buttons,
 * the favourite toggle and the staff location spot (PDP-10).
 */
export async function ProductHeader({ product, staffLocation }: ProductHeaderProps) {
  const t = await getTranslations('productDetails');
  const brand = isDemoOrUsed(product.tags) ? (
    <Link href="/collections/redzone" aria-label={t('redZoneLink')} className="inline-block">
      <RedZoneMark />
    </Link>
  ) : product.vendorCollectionPath ? (
    <Link href={product.vendorCollectionPath} aria-label={t('brandLink', { brand: product.vendor })} className="inline-block">
      {product.brandImageUrl ? (
        <StaticImage src={product.brandImageUrl} alt="" width={120} height={60} sizes="120px" className="h-10 w-auto object-contain" />
      ) : (
        <span className="font-semibold uppercase tracking-wide text-neutral-700">{product.vendor}</span>
      )}
    </Link>
  ) : (
    <span className="font-semibold uppercase tracking-wide text-neutral-700">{product.vendor}</span>
  );
  return (
    <header className="space-y-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-h-10">{brand}</div>
        <FavoriteToggle item={favoriteOf(product)} />
      </div>
      <h1 className="text-2xl font-bold leading-tight md:text-3xl">{product.title}</h1>
      <ProductCodes />
      {staffLocation}
    </header>
  );
}
