import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/config/env';
import { loadProduct, routeHandle } from './page-data';

type Props = LayoutProps<'/[locale]/products/[handle]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, handle } = await params;
  if (await loadProduct(routeHandle(handle), locale as Locale)) return {};
  const t = await getTranslations({ locale, namespace: 'productDetails' });
  return { title: { absolute: t('notFoundPageTitle', { store: getEnv().STORE_NAME }) }, robots: { index: false } };
}

/**
 * Settles whether the product exists before anything streams, so a missing product is a real 404
 * 'Product Not Found' (../not-found.tsx) and never a 200 with a late error. The read is the page's
 * own (same request cache, same data cache), so it costs nothing extra.
 */
export default async function ProductLayout({ children, params }: Props) {
  const { locale, handle } = await params;
  const product = await loadProduct(routeHandle(handle), locale as Locale);
  if (!product || product.variants.length === 0) notFound();
  return children;
}
