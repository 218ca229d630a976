import type { PartnerPriceListRecord, ShopRecord } from '../catalog/model.js';

/** Who the seeded store is: everything the APIs say about the shop itself, kept out of their code. */
export type StoreIdentity = Pick<ShopRecord, 'name' | 'email' | 'myshopifyDomain' | 'storeLocation' | 'demoAccounts' | 'staffEmail' | 'partnerPriceLists' | 'delivery'>;

export const STAFF_EMAIL = 'staff@maple-audio.ca';

/** The two partner programmes (requirements ACC-21, ACC-22): the same catalogue names and tags the storefront reads. */
const PARTNER_PRICE_LISTS: PartnerPriceListRecord[] = [
  { catalog: 'B2B Integrator', productTag: 'b2b-integrator', base: 'compareAtPrice' },
  { catalog: 'B2B Production', productTag: 'b2b-production', base: 'compareAtPrice' },
];

export const STORE_IDENTITY: StoreIdentity = {
  name: 'Maple Audio',
  email: 'support@maple-audio.ca',
  myshopifyDomain: 'maple-audio.myshopify.com',
  storeLocation: {
    name: 'Maple Audio Montréal',
    address: {
      address1: '1234 rue Sainte-Catherine Ouest',
      address2: null,
      city: 'Montréal',
      province: 'Quebec',
      provinceCode: 'QC',
      zip: 'H3G 1P1',
      country: 'Canada',
      countryCode: 'CA',
      phone: '1-800-555-0199',
      latitude: 45.4972,
      longitude: -73.5783,
    },
  },
  demoAccounts: ['shopper@example.com', 'integrator@example.com', 'production@example.com', STAFF_EMAIL],
  staffEmail: STAFF_EMAIL,
  partnerPriceLists: PARTNER_PRICE_LISTS,
  // The one place the shop's shipping terms live: the checkout charges them, the policy and FAQ quote them.
  delivery: {
    standard: { cents: 1295, freeFromCents: 9900, minBusinessDays: 2, maxBusinessDays: 5 },
    express: { cents: 2999, freeFromCents: null, minBusinessDays: 1, maxBusinessDays: 3 },
    localPickup: true,
  },
};
