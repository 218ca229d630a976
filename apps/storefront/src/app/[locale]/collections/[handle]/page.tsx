import type { Metadata } from 'next';
import { StaticImage } from '@/components/ui/static-image';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { ProductGrid } from '@/components/listing/product-grid';
import { listingStateToParams } from '@/domain/catalog/listing-filters';
import { listingStateQuery } from '@/domain/catalog/listing-query';
import { permanentRedirect, redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { requireCatalogueAccess } from '@/lib/customer/partner-catalogue-page';
import { toURLSearchParams } from '@/lib/http/search-params';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ListingStructuredData } from '@/components/content/listing-structured-data';
import { loadCollectionPage } from '@/lib/collections/collection-page-data';
import { EMPTY_CARD_PAGE, toCardPage } from '@/domain/catalog/card-product';

type Props = PageProps<'/[locale]/collections/[handle]'>;

// Only the listing's own parameters matter; anything else in the URL, toggles this collection does not show included, is ignored.
async function stateQueryOf(searchParams: Props['searchParams'], handle: string): Promise<string> {
  return listingStateQuery(toURLSearchParams(await searchParams), 'collection', handle);
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, handle } = await params;
  const grant = await requireCatalogueAccess(handle, locale as Locale);
  const data = await loadCollectionPage(handle, locale as Locale, await stateQueryOf(searchParams, handle), grant);
  if (data.status === 'not-found') return {};
  if (data.status === 'unavailable') {
    // An outage page: named like its heading, and kept out of search results while it lasts.
    return pageMetadata({
      locale: locale as Locale,
      path: `/collections/${handle}`,
      title: data.title ?? (await getTranslations({ locale, namespace: 'listing' }))('products'),
      noIndex: true,
    });
  }
  const { collection } = data.listing;
  return pageMetadata({
    locale: locale as Locale,
    path: `/collections/${handle}`,
    title: collection.seo.title || collection.title,
    description: collection.seo.description || collection.description,
    images: collection.image ? [{ url: collection.image.url, alt: collection.image.altText ?? collection.title }] : undefined,
  });
}

/** A collection listing (CAT-20). */
export default async function CollectionPage({ params, searchParams }: Props) {
  const { locale, handle } = await params;
  setRequestLocale(locale);
  // redirect-collections-all: Shopify's automatic 'all' collection is served by search here.
  if (handle === 'all') permanentRedirect({ href: '/search', locale: locale as Locale });
  // The partner catalogues are for their programme's partners, read through the Partners storefront (decisions 0030, 0036).
  const grant = await requireCatalogueAccess(handle, locale as Locale);
  const stateQuery = await stateQueryOf(searchParams, handle);
  const data = await loadCollectionPage(handle, locale as Locale, stateQuery, grant);
  if (data.status === 'not-found') notFound();
  // A filter value this collection does not offer selects nothing: the page without it, so such URLs are never pages of their own (CAT-77).
  if (data.status === 'ok') {
    const offeredQuery = listingStateToParams(data.listing.state).toString();
    if (offeredQuery !== stateQuery)
      redirect({ href: `/collections/${handle}${offeredQuery ? `?${offeredQuery}` : ''}`, locale: locale as Locale });
  }
  const t = await getTranslations();
  const collection = data.status === 'ok' ? data.listing.collection : null;
  // During an outage: the title another read still knows, else a neutral 'Products' (never the raw handle).
  const title = collection?.title ?? (data.status === 'unavailable' ? data.title : null) ?? t('listing.products');

  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6 lg:px-6">
      <Breadcrumb
        crumbs={[
          { label: t('pages.home'), href: '/' },
          { label: title, href: null },
        ]}
      />
      {collection?.banner ? (
        <div className="relative mt-4 aspect-[4/1] overflow-hidden rounded-xl bg-neutral-100">
          <StaticImage
            src={collection.banner.url}
            alt={collection.banner.altText ?? ''}
            fill
            priority
            sizes="(min-width: 1536px) 1536px, 100vw"
            className="object-cover"
          />
        </div>
      ) : null}
      <header className="mt-4 flex items-center gap-4">
        {collection?.isBrand && collection.image ? (
          <StaticImage src={collection.image.url} alt="" width={96} height={48} className="h-12 w-24 object-contain" />
        ) : null}
        <h1 className="text-3xl font-bold">{title}</h1>
      </header>
      {collection?.descriptionHtml && !collection.isBrand ? (
        <div className="rich-text mt-2 max-w-3xl text-neutral-700" dangerouslySetInnerHTML={{ __html: collection.descriptionHtml }} />
      ) : null}
      <div className="mt-6">
        <ProductGrid
          kind="collection"
          handle={handle}
          stateQuery={stateQuery}
          initialPage={data.status === 'ok' ? toCardPage(data.listing.page) : EMPTY_CARD_PAGE}
          hasFacets={data.status === 'ok' && data.listing.facets.length > 0}
          unavailable={data.status === 'unavailable'}
        />
      </div>
      {data.status === 'ok' ? (
        <ListingStructuredData
          listId={`collection-${handle}`}
          name={title}
          path={`/collections/${handle}`}
          description={collection?.description}
          locale={locale as Locale}
          products={data.listing.page.products}
        />
      ) : null}
    </div>
  );
}
