import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LazyStaffProductLocation } from '@/components/account/lazy-staff-product-location';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { AskQuestionButton } from '@/components/product/ask-question-button';
import { FreeGiftPreview } from '@/components/product/free-gift-preview';
import { HelpContact } from '@/components/product/help-contact';
import { LazyMaestroDrawer } from '@/components/maestro/lazy-maestro-drawer';
import { JsonLd } from '@/components/product/json-ld';
import { ProductAlternatives } from '@/components/product/product-alternatives';
import { ProductGallery } from '@/components/product/product-gallery';
import { ProductHeader } from '@/components/product/product-header';
import { ProductPricing } from '@/components/product/product-pricing';
import { ProductSections } from '@/components/product/product-sections';
import { PromotionBox } from '@/components/product/promotion-box';
import { PurchaseForm } from '@/components/product/purchase-form';
import { StockPanel } from '@/components/product/stock-panel';
import { VariantOptions } from '@/components/product/variant-options';
import { VariantProvider } from '@/components/product/variant-context';
import { ViewItemEvent } from '@/components/product/view-item-event';
import { productBreadcrumb } from '@/domain/catalog/breadcrumb';
import { saleMessage } from '@/domain/product/condition';
import { storeDirectionsUrl } from '@/domain/product/store-directions';
import { canonicalVariantQuery, variantFromQuery } from '@/domain/product/variant-selection';
import { breadcrumbJsonLd, productJsonLd } from '@/domain/product/structured-data';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/config/env';
import { productMetadata, productUrls } from './metadata';
import { initialSaleEnd, loadProduct, loadProductPage, routeHandle, variantQueryInPageLanguage } from './page-data';

type Props = PageProps<'/[locale]/products/[handle]'>;

// Rendered per request (every page carries a fresh CSP nonce: docs/decisions/0008) from the product
// data cached per handle and language; the HTML already shows the variant the URL asks for, and the
// browser follows the URL from then on. See docs/decisions/0004-product-page-rendering.md.

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, handle } = await params;
  const product = await loadProduct(routeHandle(handle), locale as Locale);
  return product ? productMetadata(product, locale as Locale) : {};
}

/** The product detail page (PDP-07). */
export default async function ProductPage({ params, searchParams }: Props) {
  const [{ locale: rawLocale, handle }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(rawLocale);
  const locale = rawLocale as Locale;
  const data = await loadProductPage(routeHandle(handle), locale);
  if (!data) notFound();
  const { product } = data;
  const path = `/products/${encodeURIComponent(product.handle)}`;
  const translatedQuery = await variantQueryInPageLanguage(product, locale, query);
  if (translatedQuery !== null) redirect({ href: `${path}?${translatedQuery}`, locale });
  // The URL ends clean: the variant's options and maestro only (decision 0028).
  const cleanQuery = canonicalVariantQuery(product.variants, query)?.toString();
  if (cleanQuery !== undefined) redirect({ href: cleanQuery ? `${path}?${cleanQuery}` : path, locale });
  const initialVariant = variantFromQuery(product.variants, query) ?? product.variants[0]!;
  const env = getEnv();
  const t = await getTranslations('pages');
  const crumbs = productBreadcrumb(product, t('home'));
  const urls = productUrls(product, locale);
  const productData = productJsonLd(product, urls.page, urls.variant);
  const banner = saleMessage(product.tags);
  const collectionIds = product.collections.map((collection) => collection.id);

  return (
    // From lg the 'ask a question' tab is fixed to the right edge: the right padding keeps the page out from under it.
    <div className="mx-auto max-w-screen-2xl px-4 pb-28 pt-4 lg:pb-12 lg:pl-6 lg:pr-16">
      <Breadcrumb crumbs={crumbs} />
      {banner ? (
        <p role="note" className="mt-3 rounded-lg bg-neutral-900 px-4 py-2 text-center text-sm font-medium text-white">
          {banner}
        </p>
      ) : null}
      <VariantProvider variants={product.variants} initialVariantId={initialVariant.id}>
        {/* grid-cols-1 is minmax(0, 1fr): the gallery's strip must not widen the page on a phone before its slides render. */}
        <div className="mt-4 grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <div className="md:sticky md:top-4 md:self-start">
            <ProductGallery images={product.images} title={product.title} />
          </div>
          <div className="space-y-5">
            <ProductHeader product={product} staffLocation={<LazyStaffProductLocation handle={product.handle} />} />
            <ProductPricing
              tags={product.tags}
              phone={env.STORE_PHONE}
              saleEndDatePath={`/api/${env.STORE_SHORT_NAME}-sale-end-date`}
              initialSaleEnd={initialSaleEnd(product, initialVariant)}
            />
            <VariantOptions options={product.options} />
            <PurchaseForm
              product={{
                id: product.id,
                handle: product.handle,
                title: product.title,
                vendor: product.vendor,
                productType: product.productType,
                tags: product.tags,
                collectionIds,
              }}
              fallbackImageUrl={product.images[0]?.url ?? null}
            />
            <StockPanel
              tags={product.tags}
              collectionIds={collectionIds}
              storeQuantities={data.storeQuantities}
              fixed={data.fixed}
              directionsUrl={storeDirectionsUrl(env.STORE_ADDRESS)}
              phone={env.STORE_PHONE}
            />
            <PromotionBox
              productText={product.promotionText}
              productEndDate={product.promotionEndDate}
              storeOrigin={new URL(env.SITE_URL).origin}
            />
            {data.freeGifts ? <FreeGiftPreview gifts={data.freeGifts} /> : null}
            <ProductAlternatives demo={product.demo} used={product.used} related={[]} />
            <HelpContact agents={data.agents} />
          </div>
        </div>
        <div className="render-when-near mt-10">
          <ProductSections descriptionHtml={product.descriptionHtml} warrantyHtml={product.warrantyHtml} locale={locale} />
          <ProductAlternatives demo={null} used={null} related={product.related} />
        </div>
        <AskQuestionButton productTitle={product.title} />
        <LazyMaestroDrawer productId={product.id} handle={product.handle} title={product.title} storeName={env.STORE_NAME} />
        <ViewItemEvent productId={product.id} title={product.title} vendor={product.vendor} productType={product.productType} />
      </VariantProvider>
      {productData ? <JsonLd data={productData} /> : null}
      <JsonLd data={breadcrumbJsonLd(crumbs, urls.absolute, urls.page)} />
    </div>
  );
}
