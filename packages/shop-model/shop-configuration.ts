/**
 * What the store needs of a shop besides its metafields (docs/decisions/0040-the-shop-model-in-code.md):
 * the collections its rules name, the menu, the webhooks, the Admin API scopes and the Customer Account
 * API settings. Checked by `npm run shop:doctor`, created where it can be by `npm run shop:setup`.
 */

/** Which storefront a fixed collection is published on: the public one, or only the partners' (decision 0036). */
export type Channel = 'public' | 'partners';

/** The collections the rules name by handle (CONST-11); the settings point at some of them by id. */
export const FIXED_COLLECTIONS: readonly { handle: string; title: string; role: string; channel: Channel }[] = [
  { handle: 'top-deals', title: 'Top Deals', role: 'home page deals, phone menu (CONST-11)', channel: 'public' },
  { handle: 'merchandise', title: 'Merchandise', role: 'phone menu (CONST-11)', channel: 'public' },
  { handle: 'redzone', title: 'RedZone', role: 'demo and used units (CAT-02)', channel: 'public' },
  { handle: 'b2b-integrator-catalog', title: 'B2B Integrator Catalog', role: 'partner catalogue (ACC-21)', channel: 'partners' },
  { handle: 'b2b-production-catalog', title: 'B2B Production Catalog', role: 'partner catalogue (ACC-21)', channel: 'partners' },
  { handle: 'special-order', title: 'Special Order', role: 'processing time (CONST-12)', channel: 'public' },
  { handle: 'ship-2-4-weeks', title: 'Ships in 2–4 Weeks', role: 'processing time (CONST-12)', channel: 'public' },
  { handle: 'ship-4-8-weeks', title: 'Ships in 4–8 Weeks', role: 'processing time (CONST-12)', channel: 'public' },
  { handle: 'tariff-surcharge', title: 'Tariff Surcharge', role: 'tariff note (CONST-12)', channel: 'public' },
  { handle: 'popular-products', title: 'Popular Products', role: 'the search box’s popular products (CAT-40)', channel: 'public' },
  { handle: 'featured-products', title: 'Featured Products', role: 'hand-picked products', channel: 'public' },
];

/**
 * The paid priority-delivery add-on (CART-13): one variant the cart adds, hidden from search and listings
 * (seo.hidden), needing no shipping of its own. Setup creates it when the setting points at nothing.
 */
export const PRIORITY_DELIVERY = {
  handle: 'priority-delivery',
  title: { en: 'Priority Delivery', fr: 'Livraison prioritaire' },
  descriptionHtml: {
    en: '<p>Your order leaves our warehouse the same business day when placed before noon (Eastern time) and travels by express courier, with delivery in 1 to 2 business days to most Canadian addresses. Available when every item in the cart is in stock.</p>',
    fr: '<p>Votre commande quitte notre entrepôt le jour ouvrable même si elle est passée avant midi (heure de l’Est) et voyage par messagerie express, avec une livraison en 1 à 2 jours ouvrables à la plupart des adresses canadiennes. Offert lorsque tous les articles du panier sont en stock.</p>',
  },
  productType: 'Service',
  tags: ['service', 'priority-delivery'],
  sku: 'MAP-PRIORITY-DELIVERY',
  price: '29.99',
} as const;

/** The header menu setup makes when the shop has none under its handle: the fixed collections a shopper browses, to build on in the admin. */
export const STARTER_MENU_COLLECTIONS = ['top-deals', 'redzone', 'merchandise'] as const;

/** The header menu's handle (SHOPIFY_MAIN_MENU_HANDLE's default, CONT-15). */
export const MAIN_MENU_HANDLE = 'main-menu';

/** The Shopify webhook topics the store subscribes to, as the Admin API's WebhookSubscriptionTopic (CAT-73). */
export const WEBHOOK_TOPICS = [
  'PRODUCTS_CREATE',
  'PRODUCTS_UPDATE',
  'PRODUCTS_DELETE',
  'COLLECTIONS_CREATE',
  'COLLECTIONS_UPDATE',
  'COLLECTIONS_DELETE',
  'INVENTORY_LEVELS_UPDATE',
  'SHOP_UPDATE',
] as const;
export type WebhookTopic = (typeof WEBHOOK_TOPICS)[number];

/** Where the store receives Shopify's webhooks. */
export const webhookUri = (siteUrl: string): string => new URL('/api/webhooks/shopify', siteUrl).href;

/**
 * The Admin API access scopes the store's token needs while it runs (stock, staff drafts and their
 * translations, sign-ups, warehouse locations), and what setup needs on top to create the rest.
 * A write_ scope implies its read_ scope, as Shopify grants them.
 */
export const STORE_SCOPES = [
  'read_products',
  'write_products',
  'read_inventory',
  'read_locations',
  'write_customers',
  'write_translations',
] as const;
// Setup also publishes on the storefronts' channels and may make the header menu.
export const SETUP_SCOPES = ['write_products', 'write_customers', 'write_publications', 'write_online_store_navigation'] as const;

/** Whether granted scopes cover a needed one (a write_ scope covers its read_). */
export function hasScope(granted: readonly string[], needed: string): boolean {
  return granted.includes(needed) || (needed.startsWith('read_') && granted.includes(`write_${needed.slice('read_'.length)}`));
}

/** The Customer Account API client's settings (Shopify admin, Headless or Hydrogen channel), from SITE_URL (ACC-01, ACC-04). */
export function customerAccountSettings(siteUrl: string): { callbackUris: string[]; javascriptOrigins: string[]; logoutUris: string[] } {
  const at = (path: string) => new URL(path, siteUrl).href;
  return {
    callbackUris: [at('/auth/callback'), at('/fr/auth/callback')],
    javascriptOrigins: [new URL(siteUrl).origin],
    logoutUris: [at('/')],
  };
}
