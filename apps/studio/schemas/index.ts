import type { SchemaTypeDefinition } from 'sanity';
import { featuredProduct, popularCategories, series } from './documents/catalogue';
import { agents, faq, paymentMethods } from './documents/help';
import { banner, featuredPromotions, infoBar, promotionBanners } from './documents/home';
import { helpCenter, logo, topBar } from './documents/site';
import { tradeInEnquiry } from './documents/trade-in';
import { localizedImage, localizedLines, localizedString, localizedText } from './objects/localized';
import { promotionTile } from './objects/promotion-tile';

/** Every document and object type the store reads (CONT-50), and the trade-in enquiries it writes (CONT-44). */
export const schemaTypes: SchemaTypeDefinition[] = [
  localizedString,
  localizedText,
  localizedLines,
  localizedImage,
  promotionTile,
  logo,
  topBar,
  helpCenter,
  banner,
  infoBar,
  featuredPromotions,
  promotionBanners,
  agents,
  paymentMethods,
  faq,
  popularCategories,
  featuredProduct,
  series,
  tradeInEnquiry,
];

/** Documents the store reads as one: edited in place, never created again or deleted. */
export const SINGLETONS = ['logo', 'topBar', 'helpCenter', 'promotionBanners'] as const;
