import 'server-only';
import { defineQuery } from 'groq';
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
const HOME_QUERY = defineQuery(`{
  "banners": *[_type == "banner" && defined(desktopImageUrl.asset)] | order(order asc) {
    "id": _id,
    "desktopImageUrl": desktopImageUrl.asset->url,
    "mobileImageUrl": coalesce(mobileImageUrl.asset->url, desktopImageUrl.asset->url),
    "alignment": coalesce(alignment, "left"),
    "textColor": coalesce(textColor, "#ffffff"),
    "heading": coalesce(select($lang == "fr" => heading.fr), heading.en, ""),
    "text": coalesce(select($lang == "fr" => text.fr), text.en),
    "buttonText": coalesce(select($lang == "fr" => buttonText.fr), buttonText.en),
    "href": pathToNavigate
  },
  "infoBars": *[_type == "infoBar"] | order(order asc) {
    "id": _id,
    "heading": coalesce(select($lang == "fr" => heading.fr), heading.en, ""),
    "text": coalesce(select($lang == "fr" => text.fr), text.en),
    "iconUrl": iconUrl.asset->url
  },
  "featuredPromotions": *[_type == "featuredPromotions"] | order(order asc) {
    "id": _id,
    "title": coalesce(select($lang == "fr" => featuredPromotionTitle.fr), featuredPromotionTitle.en, ""),
    "imageUrl": coalesce(select($lang == "fr" => promotionImageUrl.fr.asset->url), promotionImageUrl.en.asset->url),
    "href": pathToNavigate
  },
  "promotionBanners": *[_type == "promotionBanners"][0] {
    "title": coalesce(select($lang == "fr" => promotionBannerTitle.fr), promotionBannerTitle.en),
    "banners": [firstBanner, secondBanner, thirdBanner, fourthBanner, fifthBanner] {
      "desktopImageUrl": coalesce(select($lang == "fr" => desktopImageUrl.fr.asset->url), desktopImageUrl.en.asset->url),
      "mobileImageUrl": coalesce(
        select($lang == "fr" => mobileImageUrl.fr.asset->url),
        mobileImageUrl.en.asset->url,
        select($lang == "fr" => desktopImageUrl.fr.asset->url),
        desktopImageUrl.en.asset->url
      ),
      "alt": coalesce(select($lang == "fr" => alt.fr), alt.en),
      "href": pathToNavigate
    }
  },
  "popularCategoryIds": *[_type == "popularCategories" && defined(popularCategoryCollectionId)] | order(order asc).popularCategoryCollectionId,
  "featuredProductIds": *[_type == "featuredProduct" && defined(productId)] | order(order asc).productId
}`);

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
    const raw = await contentQuery(HOME_QUERY, { locale, cache: cacheFor('homeContent') });
    return {
      // A banner or tile without its image is left out; the phone image falls back to the desktop one.
      banners: raw.banners.flatMap(({ desktopImageUrl, mobileImageUrl, alignment, ...banner }) =>
        desktopImageUrl
          ? [
              {
                ...banner,
                desktopImageUrl,
                mobileImageUrl: mobileImageUrl ?? desktopImageUrl,
                alignment: ALIGNMENTS.includes(alignment) ? alignment : 'left',
              },
            ]
          : [],
      ),
      infoBars: raw.infoBars.filter((bar) => bar.heading),
      featuredPromotions: raw.featuredPromotions.filter((promotion): promotion is FeaturedPromotion => Boolean(promotion.imageUrl)),
      promotionBanners: {
        title: raw.promotionBanners?.title ?? null,
        banners: (raw.promotionBanners?.banners ?? []).flatMap((banner): PromotionBanner[] =>
          banner?.desktopImageUrl
            ? [{ ...banner, desktopImageUrl: banner.desktopImageUrl, mobileImageUrl: banner.mobileImageUrl ?? banner.desktopImageUrl }]
            : [],
        ),
      },
      popularCategoryIds: raw.popularCategoryIds,
      featuredProductIds: raw.featuredProductIds,
    };
  } catch (error) {
    logger().error({ err: error }, 'Home content unavailable');
    return EMPTY_HOME_CONTENT;
  }
}
