import { getTranslations } from 'next-intl/server';
import type { HomePageData } from '@/lib/home/home-page-data';
import { BrandsStrip } from './brands-strip';
import { FeaturedPromotions } from './featured-promotions';
import { FeaturedSeries } from './featured-series';
import { HeroBanners } from './hero-banners';
import { InfoBars } from './info-bars';
import { PopularCategories } from './popular-categories';
import { ProductRail } from './product-rail';
import { PromotionBanners } from './promotion-banners';

/** The home page's sections in reading order; empty ones render nothing. */
export async function HomeSections({ data }: { data: HomePageData }) {
  const t = await getTranslations('home');
  const promotionBanners = data.promotionBanners.banners.map((banner) => ({
    ...banner,
    // Named by the words its image shows; without them, by where it leads.
    label:
      banner.alt ??
      banner.collectionTitle ??
      (banner.href === '/b2b' ? t('partnerProgram') : (data.promotionBanners.title ?? t('promotionsTitle'))),
  }));
  return (
    <div className="flex flex-col gap-12 pb-4">
      <div>
        <HeroBanners banners={data.banners} />
        <InfoBars bars={data.infoBars} label={t('infoBarsLabel')} />
      </div>
      <FeaturedPromotions promotions={data.featuredPromotions} title={t('featuredPromotionsTitle')} />
      <ProductRail
        id="top-deals"
        title={t('topDealsTitle')}
        products={data.topDeals}
        viewAll={{ href: '/collections/top-deals', label: t('viewAllDeals') }}
      />
      <PromotionBanners title={data.promotionBanners.title ?? t('promotionsTitle')} banners={promotionBanners} />
      <PopularCategories categories={data.popularCategories} title={t('popularCategoriesTitle')} />
      <ProductRail id="featured-products" title={t('featuredProductsTitle')} products={data.featuredProducts} layout="grid" />
      <FeaturedSeries series={data.featuredSeries} title={t('featuredSeriesTitle')} viewAllLabel={t('viewAllSeries')} />
      <BrandsStrip brands={data.brands} title={t('brandsTitle')} viewAllLabel={t('viewAllBrands')} />
    </div>
  );
}
