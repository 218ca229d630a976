import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { StaticImage } from '@/components/ui/static-image';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getBrands, type Brand } from '@/lib/shopify/brands';

// Regenerated hourly; a failed regeneration keeps serving the last good page (ISR), so errors propagate.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/brands'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'brandsPage' });
  return pageMetadata({ locale: locale as Locale, path: '/brands', title: t('title'), description: t('intro') });
}

function byInitial(brands: Brand[]): [string, Brand[]][] {
  const groups = new Map<string, Brand[]>();
  for (const brand of brands) {
    const initial = /^[a-z]/i.test(brand.title) ? brand.title[0]!.toUpperCase() : '#';
    groups.set(initial, [...(groups.get(initial) ?? []), brand]);
  }
  return [...groups];
}

/** Every brand collection, A-Z, with logos (CAT-50). */
export default async function BrandsPage({ params }: PageProps<'/[locale]/brands'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations();
  const brands = await getBrands(locale as Locale);
  const groups = byInitial(brands);
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6 lg:px-6">
      <Breadcrumb
        crumbs={[
          { label: t('pages.home'), href: '/' },
          { label: t('brandsPage.title'), href: null },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold">{t('brandsPage.title')}</h1>
      <p className="mt-2 max-w-2xl text-neutral-700">{t('brandsPage.intro')}</p>
      <nav aria-label={t('brandsPage.jumpTo')} className="sticky top-[var(--header-height,0px)] z-10 mt-6 bg-white py-2">
        <ul className="flex flex-wrap gap-1">
          {groups.map(([initial]) => (
            <li key={initial}>
              <a
                href={`#brands-${initial}`}
                className="flex h-9 w-9 items-center justify-center rounded-md border border-neutral-200 text-sm font-semibold hover:border-brand hover:text-brand"
              >
                {initial}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4 text-sm text-neutral-700">{t('brandsPage.count', { count: brands.length })}</p>
      {groups.map(([initial, group]) => (
        <section key={initial} id={`brands-${initial}`} aria-labelledby={`brands-${initial}-title`} className="mt-8 scroll-mt-40">
          <h2 id={`brands-${initial}-title`} className="border-b border-neutral-200 pb-2 text-xl font-bold">
            {initial}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {group.map((brand) => (
              <li key={brand.handle}>
                <Link
                  href={`/collections/${brand.handle}`}
                  className="flex h-full flex-col items-center gap-2 rounded-xl border border-neutral-200 p-3 text-center text-sm font-medium hover:border-brand"
                >
                  {brand.image ? (
                    <StaticImage src={brand.image.url} alt="" width={160} height={80} className="h-16 w-full object-contain" />
                  ) : (
                    <span aria-hidden="true" className="flex h-16 items-center text-lg font-bold">
                      {brand.title}
                    </span>
                  )}
                  {brand.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
