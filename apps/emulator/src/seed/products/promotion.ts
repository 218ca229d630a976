import type { Localized } from '../../catalog/model.js';
import { addDays, isoSeconds, storeEndOfDay, storeMidnight } from '../dates.js';
import type { Random } from '../random.js';
import { l } from '../text.js';
import { CALL_FOR_PRICE } from './pricing.js';

interface SaleWindow {
  startsAt: string;
  endsAt: string;
}

export interface PromotionPlan {
  /** Indexes of the variants sold below their compare-at price. */
  discounted: Set<number>;
  percent: number;
  /** Sale dates, or null for "while supplies last". */
  window: SaleWindow | null;
  /** product.promotion_text, given the largest whole percentage a variant actually saves. */
  text: ((savedPercent: number) => Localized) | null;
  /** variant.promotion_info on a discounted variant, given the whole percentage that variant actually saves. */
  info: ((savedPercent: number) => Localized) | null;
  /** variant.promotion_links. */
  links: string[];
}

const SALE_TEXTS = [
  (brand: string, percent: number) => l(`${brand} event: save up to ${percent}% on select models`, `Événement ${brand} : économisez jusqu’à ${percent} % sur certains modèles`),
  () => l('Instant savings while quantities last', 'Économies instantanées jusqu’à épuisement des stocks'),
  () => l('Maple Audio exclusive price', 'Prix exclusif Maple Audio'),
  () => l('Clearance: last units at this price', 'Liquidation : derniers exemplaires à ce prix'),
  (brand: string) => l(`${brand} instant rebate`, `Rabais instantané ${brand}`),
];

const BUNDLE_TEXTS = [
  l('Free padded cover with every purchase', 'Housse rembourrée gratuite à l’achat'),
  l('Free 3-year extended warranty with purchase', 'Garantie prolongée de 3 ans gratuite à l’achat'),
  l('Bonus software bundle included', 'Ensemble de logiciels en prime inclus'),
  l('Free setup by our technicians', 'Réglage gratuit par nos techniciens'),
];

export interface PromotionInput {
  random: Random;
  variantCount: number;
  regularPrice: number;
  brandName: string;
  brandSlug: string;
  referenceDate: Date;
  storefrontUrl: string;
  /** Force the sale to end exactly at local midnight (the previous-day display rule of PDP-17). */
  endAtMidnight: boolean;
  /** Force a sale (used to guarantee the cases the store must show). */
  forceSale?: 'full' | 'partial';
}

/** Decides whether a product is on sale, which variants, until when, and the promotion texts. */
export function planPromotion(input: PromotionInput): PromotionPlan {
  const { random, variantCount } = input;
  const none: PromotionPlan = { discounted: new Set(), percent: 0, window: null, text: null, info: null, links: [] };
  if (input.regularPrice >= CALL_FOR_PRICE) return none;
  const onSale = input.forceSale !== undefined || random.chance(0.15);
  if (!onSale) {
    if (!random.chance(0.04)) return none;
    const bundle = random.pick(BUNDLE_TEXTS);
    return { ...none, text: () => bundle, links: [`${input.storefrontUrl}/collections/${input.brandSlug}`] };
  }
  const partial = variantCount > 1 && (input.forceSale === 'partial' || (input.forceSale === undefined && random.chance(0.4)));
  const discounted = new Set<number>();
  for (let index = 0; index < variantCount; index += 1) if (!partial || index % 2 === 1) discounted.add(index);
  const percent = random.pick([10, 12, 15, 20, 25, 30]);
  const whileSuppliesLast = !input.endAtMidnight && random.chance(0.3);
  const days = random.int(4, 45);
  const window = whileSuppliesLast
    ? null
    : {
        startsAt: isoSeconds(addDays(input.referenceDate, -random.int(1, 20))),
        endsAt: input.endAtMidnight ? storeMidnight(input.referenceDate, days) : storeEndOfDay(input.referenceDate, days),
      };
  return {
    discounted,
    percent,
    window,
    // Figures are written once the prices are rounded (applyPromotion), so no text claims more than a price saves.
    text: ((saleText) => (saved: number) => saleText(input.brandName, saved))(random.pick(SALE_TEXTS)),
    info: (saved: number) => l(`Save ${saved}% on this option`, `Économisez ${saved} % sur cette option`),
    links: [`${input.storefrontUrl}/collections/top-deals`, `${input.storefrontUrl}/collections/${input.brandSlug}`],
  };
}
