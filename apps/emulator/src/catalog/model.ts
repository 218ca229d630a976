/**
 * The emulator's data model: what the seed generator writes, what SQLite persists and what the
 * API resolvers read. Records hold both languages; the APIs pick one per request
 * (@inContext(language:) for Shopify, the localised field names for Sanity).
 *
 * Ids are positive integers, unique per record kind; the APIs expose them as Shopify global ids
 * (gid://shopify/Product/123). Money amounts are decimal strings ("1299.99"), as Shopify sends them.
 */

export type Language = 'EN' | 'FR';

/** Text in both store languages. */
export interface Localized {
  en: string;
  fr: string;
}

/** A Shopify metafield. Text types may be localised; references hold gids in `value`, as Shopify does. */
export interface MetafieldRecord {
  namespace: string;
  key: string;
  /** Shopify metafield type: single_line_text_field, multi_line_text_field, number_integer, number_decimal,
   * boolean, json, url, date, date_time, product_reference, file_reference, metaobject_reference,
   * list.product_reference, list.metaobject_reference, list.single_line_text_field, ... */
  type: string;
  value: string | Localized;
}

/**
 * A metafield definition (Shopify's MetafieldDefinition): a metafield is read through the Storefront API
 * only when its definition gives storefront access, as on Shopify.
 */
export interface MetafieldDefinitionRecord {
  id: number;
  /** Shopify's MetafieldOwnerType: PRODUCT, PRODUCTVARIANT, COLLECTION, CUSTOMER, SHOP, ... */
  ownerType: string;
  namespace: string;
  key: string;
  name: string;
  description: string | null;
  type: string;
  validations: { name: string; value: string }[];
  access: { storefront: 'PUBLIC_READ' | 'NONE'; customerAccount: 'NONE' | 'READ' | 'READ_WRITE' };
}

export interface ImageRecord {
  id: number;
  /** Absolute path on the emulator, e.g. /cdn/images/shure-sm58-1.jpg (served as a real raster image). */
  path: string;
  altText: Localized;
  width: number;
  height: number;
}

export interface ProductOptionRecord {
  id: number;
  name: Localized;
  values: Localized[];
}

export interface SelectedOptionRecord {
  name: Localized;
  value: Localized;
}

/** Stock per location; the Storefront's quantityAvailable is the sum of the sellable locations. */
export interface InventoryRecord {
  /** The physical store (in-store availability and the product page's store quantity). */
  store: number;
  /** The online warehouse. */
  warehouse: number;
}

export interface VariantRecord {
  id: number;
  productId: number;
  /** "Default Title" in both languages for products without options. */
  title: Localized;
  sku: string;
  /** UPC/EAN, or '' when the product has none. */
  barcode: string;
  price: string;
  compareAtPrice: string | null;
  selectedOptions: SelectedOptionRecord[];
  imageId: number | null;
  /** Seed stock; live stock is kept in the inventory table and changes with orders. */
  inventory: InventoryRecord;
  /** DENY: cannot be bought beyond stock; CONTINUE: can be back-ordered. */
  inventoryPolicy: 'DENY' | 'CONTINUE';
  requiresShipping: boolean;
  weightGrams: number;
  metafields: MetafieldRecord[];
}

export interface ProductRecord {
  id: number;
  handle: string;
  /** DRAFT products (the staff new-product form) never appear in the Storefront API. */
  status: 'ACTIVE' | 'DRAFT';
  title: Localized;
  descriptionHtml: Localized;
  vendor: string;
  productType: Localized;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  options: ProductOptionRecord[];
  images: ImageRecord[];
  variants: VariantRecord[];
  metafields: MetafieldRecord[];
  seo: { title: Localized | null; description: Localized | null };
  /** Units sold recently; orders by BEST_SELLING. */
  salesRank: number;
}

export interface CollectionRecord {
  id: number;
  handle: string;
  title: Localized;
  descriptionHtml: Localized;
  image: ImageRecord | null;
  metafields: MetafieldRecord[];
  /** Products in manual order (COLLECTION_DEFAULT). */
  productIds: number[];
  updatedAt: string;
  seo: { title: Localized | null; description: Localized | null };
}

export type MenuItemType =
  | 'FRONTPAGE'
  | 'COLLECTION'
  | 'COLLECTIONS'
  | 'CATALOG'
  | 'PRODUCT'
  | 'PAGE'
  | 'SEARCH'
  | 'SHOP_POLICY'
  | 'METAOBJECT'
  | 'HTTP';

export interface MenuItemRecord {
  id: number;
  title: Localized;
  type: MenuItemType;
  /** gid of the linked resource (collection, product, page, policy), if any. */
  resourceId: string | null;
  /** Absolute URL on the shop's primary domain, as Shopify returns menu URLs. */
  url: string;
  tags: string[];
  items: MenuItemRecord[];
}

export interface MenuRecord {
  id: number;
  handle: string;
  title: Localized;
  items: MenuItemRecord[];
}

export interface MetaobjectFieldRecord {
  key: string;
  type: string;
  value: string | Localized | null;
}

export interface MetaobjectRecord {
  id: number;
  type: string;
  handle: string;
  fields: MetaobjectFieldRecord[];
  updatedAt: string;
}

export interface PageRecord {
  id: number;
  handle: string;
  title: Localized;
  bodyHtml: Localized;
  createdAt: string;
  updatedAt: string;
}

export interface ShopPolicyRecord {
  id: number;
  /** shipping-policy, refund-policy, terms-of-service, privacy-policy */
  handle: string;
  title: Localized;
  bodyHtml: Localized;
}

export interface ShopRecord {
  name: string;
  description: Localized;
  /** The storefront's public origin, used to build menu URLs and order status links. */
  primaryDomainUrl: string;
  currencyCode: 'CAD';
  metafields: MetafieldRecord[];
  /** The address customers write to (Customer Account API `Shop.email`). */
  email: string;
  /** The shop's permanent Shopify domain, e.g. maple-audio.myshopify.com. */
  myshopifyDomain: string;
  /** The physical store: its shelf stock is the `store` side of each variant's inventory. */
  storeLocation: StoreLocationRecord;
  /** The accounts the sign-in page offers, in this order (each one a seeded customer). */
  demoAccounts: string[];
  /** The account that may use the staff pages (new-product form, warehouse locations). */
  staffEmail: string;
  /** The B2B catalogues' price lists the hosted checkout charges partners by. */
  partnerPriceLists: PartnerPriceListRecord[];
  /** Shipping rates, delivery times and local pickup, as the shop's delivery settings hold them. */
  delivery: DeliverySettingsRecord;
}

/** A shipping rate of the shop's delivery settings: its price, the order value it is free from, its delivery time. */
export interface DeliveryRateRecord {
  cents: number;
  /** Free from this much of goods after discounts (before taxes); null when never free. */
  freeFromCents: number | null;
  minBusinessDays: number;
  maxBusinessDays: number;
}

/** Shopify's delivery settings as the checkout and the shop's own texts (policy, FAQ) read them. */
export interface DeliverySettingsRecord {
  standard: DeliveryRateRecord;
  express: DeliveryRateRecord;
  /** Free pickup at the physical store (storeLocation), taxed at its province. */
  localPickup: boolean;
}

/** A store location as the Storefront and Admin APIs describe it. */
interface StoreLocationRecord {
  name: string;
  address: {
    address1: string;
    address2: string | null;
    city: string;
    province: string;
    provinceCode: string;
    zip: string;
    country: string;
    countryCode: string;
    phone: string;
    latitude: number;
    longitude: number;
  };
}

/**
 * One B2B catalogue's price list, as Shopify prices a company's customers from their catalogue: the
 * products on it sell at the partner's discount (their `customer.b2b_discount_percentage`) off the base
 * below, rounded to the cent and never below 0; everything else sells at retail.
 */
export interface PartnerPriceListRecord {
  /** The catalogue's name, as a partner's `customer.b2b_catalog` holds it ('B2B Integrator'). */
  catalog: string;
  /** Products carrying this tag (compared without regard to case) are on the list. */
  productTag: string;
  /**
   * What the discount is taken from: 'compareAtPrice' is the compare-at price when a variant has one
   * (the result never above the price), else the price; 'price' is always the price.
   */
  base: 'compareAtPrice' | 'price';
}

export interface CustomerAddressRecord {
  id: number;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  provinceCode: string;
  zip: string;
  country: string;
  countryCode: string;
  phone: string;
}

export interface CustomerRecord {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  locale: 'en' | 'fr';
  /** Newsletter consent (Admin customerCreate with emailMarketingConsent); PENDING until a confirmed opt-in is confirmed. */
  emailMarketingState: 'SUBSCRIBED' | 'NOT_SUBSCRIBED' | 'UNSUBSCRIBED' | 'PENDING';
  /** How consent was given (absent: single opt-in for subscribed seed customers). */
  emailMarketingOptInLevel?: 'SINGLE_OPT_IN' | 'CONFIRMED_OPT_IN' | 'UNKNOWN' | null;
  /** When the consent last changed (absent: the customer's creation). */
  emailMarketingUpdatedAt?: string | null;
  tags: string[];
  /** Staff notes (Admin API `note`): a partner enquiry's details, for example. */
  note?: string | null;
  createdAt: string;
  addresses: CustomerAddressRecord[];
  defaultAddressId: number | null;
  /** namespace 'customer': points, discount_codes, b2b_discount_percentage, b2b_catalog (ACC-07). */
  metafields: MetafieldRecord[];
}

export interface OrderLineRecord {
  id: number;
  productId: number | null;
  variantId: number | null;
  title: Localized;
  variantTitle: Localized | null;
  sku: string;
  quantity: number;
  /** Price per unit before discounts. */
  price: string;
  /** Total discount on the line. */
  discount: string;
  imagePath: string | null;
}

export interface OrderRecord {
  id: number;
  /** 1001, 1002, ...; the order's name is '#' + number. */
  number: number;
  customerId: number | null;
  email: string;
  processedAt: string;
  financialStatus: 'PAID' | 'PENDING' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
  fulfillmentStatus: 'UNFULFILLED' | 'IN_PROGRESS' | 'FULFILLED';
  cancelledAt: string | null;
  currencyCode: 'CAD';
  lines: OrderLineRecord[];
  subtotal: string;
  shipping: string;
  tax: string;
  total: string;
  discountCodes: string[];
  shippingAddress: CustomerAddressRecord | null;
  /** The cart the hosted checkout turned into this order, if any. */
  cartId: string | null;
  locale: 'en' | 'fr';
  /** The discount rows the hosted checkout showed, for its thank-you page (orders it placed; seeded orders have none). */
  checkoutSummary?: OrderCheckoutSummary;
}

/** The hosted checkout's summary rows above shipping, as it showed them when the order was placed. */
interface OrderCheckoutSummary {
  /** The checkout's subtotal: the lines after the free gift, at retail prices. */
  subtotal: string;
  /** A B2B partner's prices: their percentage and what those prices took off the subtotal. */
  partner: { percentage: number; amount: string } | null;
  /** Each discount code that applied, and what it took off. */
  codes: { code: string; amount: string }[];
}

/** A code the cart accepts in cartDiscountCodesUpdate (Shopify discounts, seeded). */
export interface DiscountCodeRecord {
  code: string;
  title: Localized;
  kind: 'PERCENTAGE' | 'FIXED_AMOUNT';
  /** Percentage (e.g. "10") or CAD amount (e.g. "25.00"). */
  value: string;
  /** Minimum subtotal for the code to apply, or null. */
  minimumSubtotal: string | null;
  endsAt: string | null;
}

/** A Sanity document: `_id`, `_type` and the document's own fields (CONT-50). */
export interface ContentDocument {
  _id: string;
  _type: string;
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  [field: string]: unknown;
}

/** A Storefront API access token of a headless storefront, sent as Shopify sends each kind. */
export interface StorefrontTokenRecord {
  token: string;
  /** PUBLIC: `X-Shopify-Storefront-Access-Token` (browsers); PRIVATE: `Shopify-Storefront-Private-Token` (servers). */
  access: 'PUBLIC' | 'PRIVATE';
}

/**
 * A sales channel's publication (Admin API `Publication`, gid://shopify/Publication/N): the products and
 * collections published to it are all a Storefront token of that channel can read. Each headless
 * storefront is its own channel with its own publication.
 */
export interface PublicationRecord {
  id: number;
  /** The channel's name as the Admin shows it ('Maple Audio', 'Partners'). */
  name: string;
  /** Admin API `autoPublish`: products created later are published to it. */
  autoPublish: boolean;
  /** The default storefront: tokenless access and any public token the shop did not issue read it. */
  isDefault: boolean;
  storefrontTokens: StorefrontTokenRecord[];
  productIds: number[];
  collectionIds: number[];
}

/** Everything the seed generator produces; SQLite persists it and the Catalog indexes it. */
export interface SeedData {
  shop: ShopRecord;
  metafieldDefinitions: MetafieldDefinitionRecord[];
  products: ProductRecord[];
  collections: CollectionRecord[];
  menus: MenuRecord[];
  metaobjects: MetaobjectRecord[];
  pages: PageRecord[];
  policies: ShopPolicyRecord[];
  customers: CustomerRecord[];
  orders: OrderRecord[];
  discountCodes: DiscountCodeRecord[];
  content: ContentDocument[];
  /** The sales channels' publications; without them, one default storefront publishes everything. */
  publications?: PublicationRecord[];
}
