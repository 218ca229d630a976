import 'server-only';
import type { ProductSummary } from '@/domain/catalog/types';
import type { Locale } from '@/i18n/routing';
import { getLogoUrl } from '@/lib/content/logo';
import { getHomeContent, type HeroBanner, type InfoBar, type FeaturedPromotion, type PromotionBanner } from '@/lib/content/home-content';
import { getSeries, type Series } from '@/lib/content/series';
import { getFeaturedBrands, type BrandTile } from '@/lib/shopify/featured-brands';
import { getCollectionsByIds, getCollectionTitles, getProductsByIds, getTopDeals, type CategoryTile } from '@/lib/shopify/home-catalogue';
import { logger } from '@/lib/observability/logger';

export interface HomePageData {
  logoUrl: string | null;
  banners: HeroBanner[];
  infoBars: InfoBar[];
  featuredPromotions: FeaturedPromotion[];
  promotionBanners: { title: string | null; banners: (PromotionBanner & { collectionTitle: string | null })[] };
  topDeals: ProductSummary[];
  featuredProducts: ProductSummary[];
  popularCategories: CategoryTile[];
  featuredSeries: Series[];
  brands: BrandTile[];
}

const collectionHandle = (href: string | null) => /^\/collections\/([^/?#]+)/.exec(href ?? '')?.[1] ?? null;

function safely<T>(label: string, read: () => Promise<T>, fallback: T): Promise<T> {
  return read().catch((error: unknown) => {
    logger().error({ err: error }, `${label} unavailable`);
    return fallback;
  });
}

/**
 * Everything the home page shows, in two waves: content, top deals, series and brands at once,
 * then the products and collections the content names. Each section degrades to empty on its own.
 */
export async function loadHomePage(locale: Locale): Promise<HomePageData> {
  const [content, topDeals, series, brands, logoUrl] = await Promise.all([
    getHomeContent(locale),
    getTopDeals(locale),
    safely('Series', () => getSeries(locale), []),
    safely('Featured brands', () => getFeaturedBrands(locale), []),
    safely('Logo', getLogoUrl, null),
  ]);
  const promotionHandles = content.promotionBanners.banners
    .map((banner) => collectionHandle(banner.href))
    .filter((handle): handle is string => Boolean(handle));
  const [featuredProducts, popularCategories, titles] = await Promise.all([
    getProductsByIds(content.featuredProductIds, locale),
    getCollectionsByIds(content.popularCategoryIds, locale),
    getCollectionTitles(promotionHandles, locale),
  ]);
  return {
    logoUrl,
    banners: content.banners,
    infoBars: content.infoBars,
    featuredPromotions: content.featuredPromotions,
    promotionBanners: {
      title: content.promotionBanners.title,
      banners: content.promotionBanners.banners.map((banner) => ({
        ...banner,
        collectionTitle: titles.get(collectionHandle(banner.href) ?? '') ?? null,
      })),
    },
    topDeals,
    featuredProducts,
    popularCategories,
    featuredSeries: series.filter((entry) => entry.isFeatured).slice(0, 6),
    brands,
  };
}
