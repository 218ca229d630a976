import type { Random } from '../random.js';

/** Sale-message tags: any tag of 50+ characters is shown as a banner on the product page. */
const SALE_MESSAGE_TAGS = [
  'Free shipping anywhere in Canada on this item / Livraison gratuite partout au Canada',
  'Open-box units available in store: ask our staff / Unités déballées offertes en magasin',
  'Order before noon for same-day shipping from Montréal / Commandez avant midi pour expédition le jour même',
  'Includes free setup and a 30-day adjustment by our technicians / Réglage gratuit et ajustement de 30 jours inclus',
  'Financing available from 0% for 12 months on approved credit / Financement à partir de 0 % sur 12 mois',
];

const INTEGRATOR_SHARE: Record<string, number> = {
  integration: 0.7,
  'audio-visual': 0.6,
  'pro-audio': 0.5,
  'cables-and-adaptors': 0.5,
  'live-sound': 0.4,
  computers: 0.4,
  lighting: 0.3,
  microphones: 0.3,
  recording: 0.2,
};

const PRODUCTION_SHARE: Record<string, number> = {
  'live-sound': 0.6,
  lighting: 0.6,
  'pro-audio': 0.5,
  dj: 0.4,
  'audio-visual': 0.4,
  microphones: 0.4,
  'cables-and-adaptors': 0.4,
};

export interface TagInput {
  random: Random;
  areaHandle: string;
  inStore: boolean;
  newArrival: boolean;
  freeShipping: boolean;
  /** Force a sale-message tag (so the store always has one to show). */
  saleMessage?: boolean;
}

/** Product tags: availability, B2B catalogues (overlapping), merchandising labels and sale messages. */
export function productTags(input: TagInput): string[] {
  const { random } = input;
  const tags = [input.areaHandle];
  if (input.inStore) tags.push('in-stock');
  if (random.chance(INTEGRATOR_SHARE[input.areaHandle] ?? 0.05)) tags.push('b2b-integrator');
  if (random.chance(PRODUCTION_SHARE[input.areaHandle] ?? 0.05)) tags.push('b2b-production');
  if (input.newArrival) tags.push('new-arrival');
  if (input.freeShipping) tags.push('free-shipping');
  if (input.saleMessage || random.chance(0.02)) tags.push(random.pick(SALE_MESSAGE_TAGS));
  return tags;
}
