import type { SeedData } from '../catalog/model.js';

/** A seed that does not have the shape of SeedData (catalog/model.ts); the message names the field. */
export class SeedShapeError extends Error {
  override name = 'SeedShapeError';
}

/** Checks one value at a path such as `products[3].variants[0].price`; throws SeedShapeError when it does not fit. */
type Check = (value: unknown, path: string) => void;

const shown = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

const fail = (path: string, expected: string, value: unknown): never => {
  throw new SeedShapeError(`${path}: expected ${expected}, got ${shown(value)}`);
};

const is =
  (expected: string, test: (value: unknown) => boolean): Check =>
  (value, path) => {
    if (!test(value)) fail(path, expected, value);
  };

const string = is('a string', (value) => typeof value === 'string');
const text = is('a non-empty string', (value) => typeof value === 'string' && value.trim() !== '');
const boolean = is('true or false', (value) => typeof value === 'boolean');
const number = is('a number', (value) => typeof value === 'number' && Number.isFinite(value));
const id = is('a positive whole number', (value) => Number.isSafeInteger(value) && (value as number) > 0);
const money = is('an amount as a decimal string, e.g. "12.50"', (value) => typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value));
const date = is('an ISO 8601 date-time', (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)));
const email = is('an e-mail address', (value) => typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value));
const url = is('an absolute http(s) URL', (value) => typeof value === 'string' && /^https?:\/\/[^\s/]+/.test(value) && URL.canParse(value));
const oneOf = (...values: readonly string[]): Check => is(values.map((value) => JSON.stringify(value)).join(' or '), (value) => values.includes(value as string));

const nullable =
  (check: Check): Check =>
  (value, path) => {
    if (value !== null) check(value, path);
  };

const either =
  (expected: string, ...checks: Check[]): Check =>
  (value, path) => {
    for (const check of checks) {
      try {
        check(value, path);
        return;
      } catch (error) {
        if (!(error instanceof SeedShapeError)) throw error;
      }
    }
    fail(path, expected, value);
  };

const arrayOf =
  (check: Check): Check =>
  (value, path) => {
    if (!Array.isArray(value)) fail(path, 'a list', value);
    (value as unknown[]).forEach((item, index) => check(item, `${path}[${index}]`));
  };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object with exactly these fields (a misspelt one is named rather than ignored); `open` allows others. */
const object =
  (fields: Record<string, Check>, options: { open?: boolean } = {}): Check =>
  (value, path) => {
    if (!isRecord(value)) return fail(path, 'an object', value);
    const at = (key: string) => (path ? `${path}.${key}` : key);
    for (const [key, check] of Object.entries(fields)) {
      if (!(key in value)) throw new SeedShapeError(`${at(key)}: missing`);
      check(value[key], at(key));
    }
    if (options.open) return;
    const unknown = Object.keys(value).find((key) => !(key in fields));
    if (unknown !== undefined) throw new SeedShapeError(`${at(unknown)}: not a field of this record`);
  };

const localized = object({ en: string, fr: string });
const localizedText = either('a string or {en, fr}', string, localized);
const metafield = object({ namespace: text, key: text, type: text, value: localizedText });
const metafields = arrayOf(metafield);
const seo = object({ title: nullable(localized), description: nullable(localized) });
const image = object({ id, path: text, altText: localized, width: id, height: id });

const variant = object({
  id,
  productId: id,
  title: localized,
  sku: string,
  barcode: string,
  price: money,
  compareAtPrice: nullable(money),
  selectedOptions: arrayOf(object({ name: localized, value: localized })),
  imageId: nullable(id),
  inventory: object({ store: number, warehouse: number }),
  inventoryPolicy: oneOf('DENY', 'CONTINUE'),
  requiresShipping: boolean,
  weightGrams: number,
  metafields,
});

const product = object({
  id,
  handle: text,
  status: oneOf('ACTIVE', 'DRAFT'),
  title: localized,
  descriptionHtml: localized,
  vendor: string,
  productType: localized,
  tags: arrayOf(string),
  createdAt: date,
  updatedAt: date,
  publishedAt: nullable(date),
  options: arrayOf(object({ id, name: localized, values: arrayOf(localized) })),
  images: arrayOf(image),
  variants: arrayOf(variant),
  metafields,
  seo,
  salesRank: number,
});

const collection = object({
  id,
  handle: text,
  title: localized,
  descriptionHtml: localized,
  image: nullable(image),
  metafields,
  productIds: arrayOf(id),
  updatedAt: date,
  seo,
});

const menuItem: Check = (value, path) =>
  object({
    id,
    title: localized,
    type: oneOf('FRONTPAGE', 'COLLECTION', 'COLLECTIONS', 'CATALOG', 'PRODUCT', 'PAGE', 'SEARCH', 'SHOP_POLICY', 'METAOBJECT', 'HTTP'),
    resourceId: nullable(string),
    url: string,
    tags: arrayOf(string),
    items: arrayOf(menuItem),
  })(value, path);

const menu = object({ id, handle: text, title: localized, items: arrayOf(menuItem) });

const metaobject = object({
  id,
  type: text,
  handle: text,
  fields: arrayOf(object({ key: text, type: text, value: nullable(localizedText) })),
  updatedAt: date,
});

const page = object({ id, handle: text, title: localized, bodyHtml: localized, createdAt: date, updatedAt: date });
const policy = object({ id, handle: text, title: localized, bodyHtml: localized });

const storeLocation = object({
  name: text,
  address: object({
    address1: string,
    address2: nullable(string),
    city: string,
    province: string,
    provinceCode: string,
    zip: string,
    country: string,
    countryCode: string,
    phone: string,
    latitude: number,
    longitude: number,
  }),
});

const cents = is('a whole number of cents, 0 or more', (value) => Number.isSafeInteger(value) && (value as number) >= 0);
const deliveryRate = object({ cents, freeFromCents: nullable(cents), minBusinessDays: cents, maxBusinessDays: cents });

const shop = object({
  name: text,
  description: localized,
  primaryDomainUrl: url,
  currencyCode: oneOf('CAD'),
  metafields,
  email,
  myshopifyDomain: text,
  storeLocation,
  demoAccounts: arrayOf(email),
  staffEmail: email,
  partnerPriceLists: arrayOf(object({ catalog: text, productTag: text, base: oneOf('compareAtPrice', 'price') })),
  delivery: object({ standard: deliveryRate, express: deliveryRate, localPickup: boolean }),
});

const address = object({
  id,
  firstName: string,
  lastName: string,
  address1: string,
  address2: string,
  city: string,
  province: string,
  provinceCode: string,
  zip: string,
  country: string,
  countryCode: string,
  phone: string,
});

const customer = object({
  id,
  email,
  firstName: string,
  lastName: string,
  phone: nullable(string),
  locale: oneOf('en', 'fr'),
  emailMarketingState: oneOf('SUBSCRIBED', 'NOT_SUBSCRIBED', 'UNSUBSCRIBED', 'PENDING'),
  tags: arrayOf(string),
  createdAt: date,
  addresses: arrayOf(address),
  defaultAddressId: nullable(id),
  metafields,
});

const orderLine = object({
  id,
  productId: nullable(id),
  variantId: nullable(id),
  title: localized,
  variantTitle: nullable(localized),
  sku: string,
  quantity: id,
  price: money,
  discount: money,
  imagePath: nullable(string),
});

const order = object({
  id,
  number: id,
  customerId: nullable(id),
  email,
  processedAt: date,
  financialStatus: oneOf('PAID', 'PENDING', 'REFUNDED', 'PARTIALLY_REFUNDED'),
  fulfillmentStatus: oneOf('UNFULFILLED', 'IN_PROGRESS', 'FULFILLED'),
  cancelledAt: nullable(date),
  currencyCode: oneOf('CAD'),
  lines: arrayOf(orderLine),
  subtotal: money,
  shipping: money,
  tax: money,
  total: money,
  discountCodes: arrayOf(string),
  shippingAddress: nullable(address),
  cartId: nullable(string),
  locale: oneOf('en', 'fr'),
});

const discountCode = object({
  code: text,
  title: localized,
  kind: oneOf('PERCENTAGE', 'FIXED_AMOUNT'),
  value: money,
  minimumSubtotal: nullable(money),
  endsAt: nullable(date),
});

const contentDocument = object({ _id: text, _type: text, _createdAt: date, _updatedAt: date, _rev: string }, { open: true });

const metafieldDefinition = object({
  id,
  ownerType: oneOf('PRODUCT', 'PRODUCTVARIANT', 'COLLECTION', 'CUSTOMER', 'SHOP'),
  namespace: text,
  key: text,
  name: text,
  description: nullable(string),
  type: text,
  validations: arrayOf(object({ name: text, value: string })),
  access: object({ storefront: oneOf('PUBLIC_READ', 'NONE'), customerAccount: oneOf('NONE', 'READ', 'READ_WRITE') }),
});

const seedShape = object({
  shop,
  metafieldDefinitions: arrayOf(metafieldDefinition),
  products: arrayOf(product),
  collections: arrayOf(collection),
  menus: arrayOf(menu),
  metaobjects: arrayOf(metaobject),
  pages: arrayOf(page),
  policies: arrayOf(policy),
  customers: arrayOf(customer),
  orders: arrayOf(order),
  discountCodes: arrayOf(discountCode),
  content: arrayOf(contentDocument),
});

const publication = object({
  id,
  name: text,
  autoPublish: boolean,
  isDefault: boolean,
  storefrontTokens: arrayOf(object({ token: text, access: oneOf('PUBLIC', 'PRIVATE') })),
  productIds: arrayOf(id),
  collectionIds: arrayOf(id),
});

/** The first record of a list whose key repeats an earlier one's, named by its path. */
function unique<T>(records: readonly T[], path: string, key: (record: T) => string | number, what: string): void {
  const seen = new Set<string | number>();
  records.forEach((record, index) => {
    const value = key(record);
    if (seen.has(value)) throw new SeedShapeError(`${path}[${index}]: ${what} ${JSON.stringify(value)} is used twice`);
    seen.add(value);
  });
}

/** What the stores and indexes rely on beyond each record's shape: unique keys and references that resolve. */
function checkReferences(seed: SeedData): void {
  unique(seed.products, 'products', (product) => product.id, 'id');
  unique(seed.products, 'products', (product) => product.handle, 'handle');
  unique(
    seed.products.flatMap((product) => product.variants),
    'variants',
    (variant) => variant.id,
    'variant id',
  );
  seed.products.forEach((product, index) =>
    product.variants.forEach((variant, at) => {
      if (variant.productId !== product.id) throw new SeedShapeError(`products[${index}].variants[${at}].productId: expected ${product.id}, the product's id, got ${variant.productId}`);
    }),
  );
  const productIds = new Set(seed.products.map((product) => product.id));
  unique(seed.collections, 'collections', (collection) => collection.id, 'id');
  unique(seed.collections, 'collections', (collection) => collection.handle, 'handle');
  seed.collections.forEach((collection, index) =>
    collection.productIds.forEach((productId, at) => {
      if (!productIds.has(productId)) throw new SeedShapeError(`collections[${index}].productIds[${at}]: no product has the id ${productId}`);
    }),
  );
  unique(seed.menus, 'menus', (menu) => menu.handle, 'handle');
  unique(seed.pages, 'pages', (page) => page.handle, 'handle');
  unique(seed.policies, 'policies', (policy) => policy.handle, 'handle');
  unique(seed.metaobjects, 'metaobjects', (metaobject) => metaobject.id, 'id');
  unique(seed.customers, 'customers', (customer) => customer.id, 'id');
  unique(seed.customers, 'customers', (customer) => customer.email.toLowerCase(), 'e-mail');
  const customerIds = new Set(seed.customers.map((customer) => customer.id));
  unique(seed.orders, 'orders', (order) => order.id, 'id');
  unique(seed.orders, 'orders', (order) => order.number, 'number');
  seed.orders.forEach((order, index) => {
    if (order.customerId !== null && !customerIds.has(order.customerId)) throw new SeedShapeError(`orders[${index}].customerId: no customer has the id ${order.customerId}`);
  });
  unique(seed.metafieldDefinitions, 'metafieldDefinitions', (definition) => definition.id, 'id');
  unique(seed.metafieldDefinitions, 'metafieldDefinitions', (definition) => `${definition.ownerType} ${definition.namespace}.${definition.key}`, 'owner type, namespace and key');
  unique(seed.discountCodes, 'discountCodes', (code) => code.code.toUpperCase(), 'code');
  unique(seed.content, 'content', (document) => document._id, '_id');
  unique(seed.shop.partnerPriceLists, 'shop.partnerPriceLists', (list) => list.catalog, 'catalog');
  checkPublications(seed, productIds);
}

function checkPublications(seed: SeedData, productIds: ReadonlySet<number>): void {
  const publications = seed.publications ?? [];
  unique(publications, 'publications', (publication) => publication.id, 'id');
  unique(publications.flatMap((publication) => publication.storefrontTokens), 'storefront tokens', (token) => `${token.access} ${token.token}`, 'token');
  const collectionIds = new Set(seed.collections.map((collection) => collection.id));
  publications.forEach((publication, index) => {
    publication.productIds.forEach((productId, at) => {
      if (!productIds.has(productId)) throw new SeedShapeError(`publications[${index}].productIds[${at}]: no product has the id ${productId}`);
    });
    publication.collectionIds.forEach((collectionId, at) => {
      if (!collectionIds.has(collectionId)) throw new SeedShapeError(`publications[${index}].collectionIds[${at}]: no collection has the id ${collectionId}`);
    });
  });
}

/** Checks that a parsed JSON value is a whole seed, as `seed --out` writes it; throws SeedShapeError naming the first bad field. */
export function validateSeed(value: unknown): SeedData {
  if (!isRecord(value)) return fail('the seed', 'an object', value);
  // Publications are optional: a seed without them has one default storefront that publishes everything.
  const { publications, ...rest } = value;
  seedShape(rest, '');
  if (publications !== undefined) arrayOf(publication)(publications, 'publications');
  const seed = value as unknown as SeedData;
  checkReferences(seed);
  return seed;
}
