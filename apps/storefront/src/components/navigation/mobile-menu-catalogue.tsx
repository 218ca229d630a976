'use client';

import { StaticImage } from '@/components/ui/static-image';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { BrandTile } from '@/lib/shopify/featured-brands';
import { retryMenu, useMenuData } from './menu-store';
import { MobileMenuCategories } from './mobile-menu-categories';

function MobileMenuBrands({ brands, onNavigate }: { brands: BrandTile[]; onNavigate: () => void }) {
  const t = useTranslations('navigation');
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby="mobile-brands">
      <div className="mb-2 flex items-baseline justify-between">
        <h3 id="mobile-brands" className="text-sm font-semibold uppercase tracking-wide text-neutral-600">
          {t('brands')}
        </h3>
        <Link href="/brands" onClick={onNavigate} className="text-sm font-medium text-brand">
          {t('viewAllBrands')}
        </Link>
      </div>
      <ul className="grid grid-cols-4 gap-2">
        {brands.map((brand) => (
          <li key={brand.handle}>
            <Link
              href={`/collections/${brand.handle}`}
              onClick={onNavigate}
              className="flex aspect-square items-center justify-center rounded-lg border border-neutral-200 p-1.5"
            >
              {brand.image ? (
                <StaticImage src={brand.image.url} alt={brand.title} width={80} height={80} className="object-contain" />
              ) : (
                <span className="text-xs font-semibold">{brand.title}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The brands and categories of the mobile menu, loaded when the menu first opens (CONT-18): a
 * 3-row skeleton while loading (CONST-07), an error with a retry if the menu fails.
 */
export function MobileMenuCatalogue({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('navigation');
  const locale = useLocale() as Locale;
  const menu = useMenuData(locale, true);

  if (menu.status === 'error') {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-neutral-50 p-4 text-sm">
        <p>{t('menuError')}</p>
        <button
          type="button"
          onClick={() => void retryMenu(locale)}
          className="rounded-full border border-neutral-300 bg-white px-4 py-2 font-semibold hover:bg-neutral-100"
        >
          {t('menuRetry')}
        </button>
      </div>
    );
  }
  if (menu.status !== 'ready') {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{t('menuLoading')}</span>
        {[0, 1, 2].map((row) => (
          <span key={row} aria-hidden="true" className="h-10 animate-pulse rounded-md bg-neutral-100" />
        ))}
      </div>
    );
  }
  return (
    <>
      <MobileMenuBrands brands={menu.data.brands} onNavigate={onNavigate} />
      <MobileMenuCategories categories={menu.data.menu?.items[0]} onNavigate={onNavigate} />
    </>
  );
}
