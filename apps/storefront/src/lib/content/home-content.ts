import 'server-only';
import type { Locale } from '@/i18n/routing';
import { cacheFor } from '@/lib/cache/cache-policy';
import { contentQuery } from './client';
import { logger } from '@/lib/observability/logger';

export type BannerAlignment = 'left' | 'center' | 'right';

/** A hero banner (CONT-40, CONT-50). */
export interface HeroBanner {
  id: string;
  desktopImageUrl: string;
  mobileImageUrl: string;
  alignment: BannerAlignment;
  textColor: string;
  heading: string;
  text: string | null;
  buttonText: string | null;
  href: string | null;
}

export interface InfoBar {
  id: string;
  heading: string;
  text: string | null;
  iconUrl: string | null;
}

export interface FeaturedPromotion {
  id: string;
  title: string;
  imageUrl: string;
  href: string | null;
}

export interface PromotionBanner {
  desktopImageUrl: string;
  mobileImageUrl: string;
  /** The words the image shows, which name the tile (CONT-31). */
  alt: string | null;
  href: string | null;
}

export interface HomeContent {
  banners: HeroBanner[];
  infoBars: InfoBar[];
  featuredPromotions: FeaturedPromotion[];
  promotionBanners: { title: string | null; banners: PromotionBanner[] };
  popularCategoryIds: string[];
  featuredProductIds: string[];
}

// One round trip for every home-page document; localised fields are { en, fr } (English stands in).
const HOME_QUERY = /* groq */ `{
  "banners": *[_type == "banner" && defined(desktopImageUrl)] | order(order asc) {
    "id": _id,
    desktopImageUrl,
    "mobileImageUrl": coalesce(mobileImageUrl, desktopImageUrl),
    "alignment": coalesce(alignment, "left"),
    "textColor": coalesce(textColor, "#ffffff"),
    "heading": coalesce(heading[$lang], heading.en, ""),
    "text": coalesce(text[$lang], text.en),
    "buttonText": coalesce(buttonText[$lang], buttonText.en),
    "href": pathToNavigate
  },
  "infoBars": *[_type == "infoBar"] | order(order asc) {
    "id": _id,
    "heading": coalesce(heading[$lang], heading.en, ""),
    "text": coalesce(text[$lang], text.en),
    iconUrl
  },
  "featuredPromotions": *[_type == "featuredPromotions"] | order(order asc) {
    "id": _id,
    "title": coalesce(featuredPromotionTitle[$lang], featuredPromotionTitle.en, ""),
    "imageUrl": coalesce(promotionImageUrl[$lang], promotionImageUrl.en),
    "href": pathToNavigate
  },
  "promotionBanners": *[_type == "promotionBanners"][0] {
    "title": coalesce(promotionBannerTitle[$lang], promotionBannerTitle.en),
    "banners": [firstBanner, secondBanner, thirdBanner, fourthBanner, fifthBanner] {
      "desktopImageUrl": coalesce(desktopImageUrl[$lang], desktopImageUrl.en),
      "mobileImageUrl": coalesce(mobileImageUrl[$lang], mobileImageUrl.en, desktopImageUrl[$lang], desktopImageUrl.en),
      "alt": coalesce(alt[$lang], alt.en),
      "href": pathToNavigate
    }
  },
  "popularCategoryIds": *[_type == "popularCategories" && defined(popularCategoryCollectionId)] | order(order asc).popularCategoryCollectionId,
  "featuredProductIds": *[_type == "featuredProduct" && defined(productId)] | order(order asc).productId
}`;

type RawHome = Omit<HomeContent, 'promotionBanners' | 'featuredPromotions'> & {
  featuredPromotions: (Omit<FeaturedPromotion, 'imageUrl'> & { imageUrl: string | null })[];
  promotionBanners: { title: string | null; banners: (PromotionBanner | null)[] | null } | null;
};

const EMPTY_HOME_CONTENT: HomeContent = {
  banners: [],
  infoBars: [],
  featuredPromotions: [],
  promotionBanners: { title: null, banners: [] },
  popularCategoryIds: [],
  featuredProductIds: [],
};

const ALIGNMENTS: readonly BannerAlignment[] = ['left', 'center', 'right'];

/** The home page's marketing content; a content outage leaves the page with its catalogue sections only. */
export async function getHomeContent(locale: Locale): Promise<HomeContent> {
  try {
    const raw = await contentQuery<RawHome>(HOME_QUERY, { locale, cache: cacheFor('homeContent') });
    return {
      banners: raw.banners.map((banner) => ({ ...banner, alignment: ALIGNMENTS.includes(banner.alignment) ? banner.alignment : 'left' })),
      infoBars: raw.infoBars.filter((bar) => bar.heading),
      featuredPromotions: raw.featuredPromotions.filter((promotion): promotion is FeaturedPromotion => Boolean(promotion.imageUrl)),
      promotionBanners: {
        title: raw.promotionBanners?.title ?? null,
        banners: (raw.promotionBanners?.banners ?? []).filter((banner): banner is PromotionBanner => Boolean(banner?.desktopImageUrl)),
      },
      popularCategoryIds: raw.popularCategoryIds,
      featuredProductIds: raw.featuredProductIds,
    };
  } catch (error) {
    logger().error({ err: error }, 'Home content unavailable');
    return EMPTY_HOME_CONTENT;
  }
}
