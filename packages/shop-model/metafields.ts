/**
 * Every metafield the store reads or writes, declared once (docs/decisions/0040-the-shop-model-in-code.md):
 * `npm run shop:setup` creates these definitions on a shop, `npm run shop:doctor` checks them, the emulator
 * seeds them, and tests check that the storefront's GraphQL documents read nothing undeclared.
 * Names follow Shopify's Admin API (MetafieldDefinitionInput, 2026-04).
 */

/** Shopify's MetafieldOwnerType values the store uses. */
export type MetafieldOwnerType = 'PRODUCT' | 'PRODUCTVARIANT' | 'COLLECTION' | 'CUSTOMER' | 'SHOP';

/** Shopify's MetafieldStorefrontAccess: without PUBLIC_READ the Storefront API answers null. */
export type StorefrontAccess = 'PUBLIC_READ' | 'NONE';

/** Shopify's MetafieldCustomerAccountAccess: the Customer Account API reads a customer's own fields with READ. */
export type CustomerAccountAccess = 'READ' | 'NONE';

/** A shop setting points at a collection (by the handle setup looks up), the priority-delivery variant setup makes, or an offer the merchant sets. */
export type SettingTarget = { kind: 'collection'; handle: string } | { kind: 'priority-delivery' } | { kind: 'buy-x-get-y' };

export interface MetafieldDeclaration {
  ownerType: MetafieldOwnerType;
  namespace: string;
  key: string;
  /** The definition's name in the Shopify admin. */
  name: string;
  /** Shopify's metafield type (single_line_text_field, collection_reference, list.product_reference...). */
  type: string;
  /** Shopify's MetafieldDefinitionValidationInput list. */
  validations: readonly { name: string; value: string }[];
  storefront: StorefrontAccess;
  customerAccount: CustomerAccountAccess;
  /** The requirement ids (docs/requirements/) whose rules read or write it; empty when only the shop uses it. */
  readBy: readonly string[];
  /** What it is for, as shown in the admin and in doctor's lines. */
  description: string;
  /** Shop settings only: what its value points at. */
  setting?: SettingTarget;
}

type Declared = Omit<MetafieldDeclaration, 'validations' | 'customerAccount' | 'name'> &
  Partial<Pick<MetafieldDeclaration, 'validations' | 'customerAccount' | 'name'>>;

const declare = (entry: Declared): MetafieldDeclaration => ({
  validations: [],
  customerAccount: 'NONE',
  name: entry.key.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase()),
  ...entry,
});

const pub = (
  ownerType: MetafieldOwnerType,
  namespace: string,
  key: string,
  type: string,
  readBy: string[],
  description: string,
  more: Partial<Declared> = {},
) => declare({ ownerType, namespace, key, type, storefront: 'PUBLIC_READ', readBy, description, ...more });

const setting = (key: string, type: string, readBy: string[], description: string, target: SettingTarget) =>
  pub('SHOP', 'settings', key, type, readBy, description, { setting: target });

const related = [1, 2, 3, 4, 5].map((n) =>
  pub('PRODUCT', 'product', `related_product_${n}`, 'product_reference', ['PDP-18'], `Related product ${n} on the product page.`),
);

export const METAFIELDS: readonly MetafieldDeclaration[] = [
  // Products.
  pub('PRODUCT', 'product', 'brand_image_url', 'url', ['CAT-10', 'PDP-10'], 'The brand logo shown on cards and the product page.'),
  pub('PRODUCT', 'product', 'vendor_collection_url', 'url', ['PDP-08'], 'The brand collection the breadcrumb links to.'),
  pub('PRODUCT', 'product', 'product_type_collection_url', 'url', ['PDP-08'], 'The product-type collection the breadcrumb links to.'),
  pub('PRODUCT', 'product', 'specifications', 'json', ['AI-30'], 'Label and value pairs of the specifications, per language.'),
  pub('PRODUCT', 'product', 'whats_in_the_box', 'list.single_line_text_field', ['AI-30'], 'What ships with the product.'),
  pub('PRODUCT', 'product', 'use_cases', 'list.single_line_text_field', ['AI-30'], 'What the product is good for.'),
  pub('PRODUCT', 'product', 'release_date', 'date', ['AI-30'], 'When the product came out.'),
  pub(
    'PRODUCT',
    'product',
    'filters',
    'list.metaobject_reference',
    ['CAT-25'],
    'The filter values the filters drawer offers (Search & Discovery).',
  ),
  pub(
    'PRODUCT',
    'product',
    'promotion_text',
    'multi_line_text_field',
    ['CAT-10', 'PDP-17'],
    'The promotion text on cards and the product page.',
  ),
  pub('PRODUCT', 'product', 'promotion_end_date', 'date_time', ['PDP-12'], 'When the product promotion ends.'),
  pub('PRODUCT', 'product', 'demo', 'product_reference', ['PDP-18'], 'The demo unit of this product (RedZone).'),
  pub('PRODUCT', 'product', 'used', 'product_reference', ['PDP-18'], 'The used unit of this product (RedZone).'),
  ...related,
  // Staff-only: never on the public token (STAFF-07).
  declare({
    ownerType: 'PRODUCT',
    namespace: 'product',
    key: 'warehouse_rack',
    type: 'single_line_text_field',
    storefront: 'NONE',
    readBy: ['STAFF-06', 'STAFF-07'],
    description: 'Warehouse rack, for staff only.',
  }),
  declare({
    ownerType: 'PRODUCT',
    namespace: 'product',
    key: 'warehouse_shelf',
    type: 'single_line_text_field',
    storefront: 'NONE',
    readBy: ['STAFF-06', 'STAFF-07'],
    description: 'Warehouse shelf, for staff only.',
  }),
  // Shopify's own convention: 1 keeps the product out of search and listings (the priority-delivery item, CART-15).
  declare({
    ownerType: 'PRODUCT',
    namespace: 'seo',
    key: 'hidden',
    type: 'number_integer',
    storefront: 'NONE',
    readBy: ['CART-15'],
    description: '1 hides the product from search and listings.',
  }),
  // Variants.
  pub(
    'PRODUCTVARIANT',
    'variant',
    'total_quantity',
    'number_integer',
    ['PDP-15', 'CAT-13'],
    'Stock across locations, for the stock messages.',
  ),
  pub('PRODUCTVARIANT', 'variant', 'is_discounted', 'boolean', ['CAT-11', 'PDP-11'], 'Whether the variant is on promotion.'),
  pub('PRODUCTVARIANT', 'variant', 'promotion_info', 'single_line_text_field', ['PDP-17'], 'The promotion box text.'),
  pub('PRODUCTVARIANT', 'variant', 'promotion_links', 'single_line_text_field', ['PDP-17'], 'Comma-separated links of the promotion box.'),
  pub('PRODUCTVARIANT', 'variant', 'promotion_end_date', 'date_time', ['PDP-12'], 'When the variant promotion ends.'),
  pub('PRODUCTVARIANT', 'variant', 'sale', 'json', ['PDP-12', 'PDP-16'], 'The sale window {startsAt, endsAt}.'),
  // Collections.
  pub('COLLECTION', 'collection', 'isbrand', 'boolean', ['CAT-50'], 'Marks a brand collection.'),
  pub('COLLECTION', 'collection', 'banner', 'file_reference', ['CAT-20'], 'The collection page banner.'),
  // Customers: their own data, read through the Customer Account API only (ACC-07).
  ...(
    [
      ['points', 'number_integer', ['ACC-07', 'ACC-08'], 'Loyalty points.', [{ name: 'min', value: '0' }]],
      ['discount_codes', 'json', ['ACC-07', 'ACC-08'], 'The customer’s discount codes (a JSON array).', []],
      [
        'b2b_discount_percentage',
        'number_decimal',
        ['ACC-07', 'ACC-22'],
        'The partner discount, in percent.',
        [
          { name: 'min', value: '0' },
          { name: 'max', value: '100' },
        ],
      ],
      [
        'b2b_catalog',
        'single_line_text_field',
        ['ACC-07', 'ACC-21', 'ACC-26'],
        'The partner catalogue (a name, or a JSON array of names).',
        [],
      ],
    ] as const
  ).map(([key, type, readBy, description, validations]) =>
    declare({
      ownerType: 'CUSTOMER',
      namespace: 'customer',
      key,
      type,
      storefront: 'NONE',
      customerAccount: 'READ',
      readBy: [...readBy],
      description,
      validations,
    }),
  ),
  // The shop's settings (CONST-11).
  setting('buy_x_get_y', 'json', ['CART-19', 'PDP-19'], 'The free-gift offer: {collectionId, freeVariantIds}.', { kind: 'buy-x-get-y' }),
  setting('priority_delivery_variant', 'variant_reference', ['CART-13', 'CART-14', 'CART-15'], 'The priority-delivery variant.', {
    kind: 'priority-delivery',
  }),
  setting('special_order_collection', 'collection_reference', ['PDP-15', 'CONST-12'], 'Processing time: special order.', {
    kind: 'collection',
    handle: 'special-order',
  }),
  setting('ship_2_4_weeks_collection', 'collection_reference', ['PDP-15', 'CONST-12'], 'Processing time: 2 to 4 weeks.', {
    kind: 'collection',
    handle: 'ship-2-4-weeks',
  }),
  setting('ship_4_8_weeks_collection', 'collection_reference', ['PDP-15', 'CONST-12'], 'Processing time: 4 to 8 weeks.', {
    kind: 'collection',
    handle: 'ship-4-8-weeks',
  }),
  setting('tariff_surcharge_collection', 'collection_reference', ['PDP-15', 'CONST-12'], 'The tariff surcharge note.', {
    kind: 'collection',
    handle: 'tariff-surcharge',
  }),
  setting('popular_products_collection', 'collection_reference', ['CAT-40'], 'The search box’s popular products.', {
    kind: 'collection',
    handle: 'popular-products',
  }),
  setting('featured_products_collection', 'collection_reference', [], 'Hand-picked products.', {
    kind: 'collection',
    handle: 'featured-products',
  }),
];

/** `namespace.key` of a metafield, as Shopify's admin names it. */
export const metafieldName = (field: { namespace: string; key: string }): string => `${field.namespace}.${field.key}`;

/** The declaration for an owner type, namespace and key, if the store declares it. */
export function findMetafield(ownerType: MetafieldOwnerType, namespace: string, key: string): MetafieldDeclaration | undefined {
  return METAFIELDS.find((field) => field.ownerType === ownerType && field.namespace === namespace && field.key === key);
}
