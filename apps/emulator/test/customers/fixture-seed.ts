import type { CustomerRecord, MetafieldRecord, OrderRecord, ProductRecord, SeedData } from '../../src/catalog/model.js';
import { definitionsFor } from '../catalog/fixtures/mini-seed-definitions.js';
import { STORE_IDENTITY } from '../../src/seed/identity.js';

/** A small hand-written seed: the four demo accounts, two products and 25 orders for the shopper. */
const en = (text: string) => ({ en: text, fr: `${text} (FR)` });

function customer(id: number, email: string, firstName: string, lastName: string, metafields: MetafieldRecord[], tags: string[] = []): CustomerRecord {
  return {
    id,
    email,
    firstName,
    lastName,
    phone: null,
    locale: 'en',
    emailMarketingState: 'NOT_SUBSCRIBED',
    tags,
    createdAt: '2024-01-15T12:00:00Z',
    addresses: [
      {
        id: id * 10,
        firstName,
        lastName,
        address1: '123 Rue Sainte-Catherine',
        address2: '',
        city: 'Montréal',
        province: 'Quebec',
        provinceCode: 'QC',
        zip: 'H2X 1Y4',
        country: 'Canada',
        countryCode: 'CA',
        phone: '+15145550100',
      },
    ],
    defaultAddressId: id * 10,
    metafields,
  };
}

const text = (key: string, value: string, type = 'single_line_text_field'): MetafieldRecord => ({ namespace: 'customer', key, type, value });

export const fixtureCustomers: CustomerRecord[] = [
  customer(1, 'shopper@example.com', 'Sam', 'Shopper', [
    text('points', '1250', 'number_integer'),
    text('discount_codes', '["WELCOME10","LOYAL25"]', 'json'),
  ]),
  customer(2, 'integrator@example.com', 'Ines', 'Integrator', [
    text('b2b_catalog', 'B2B Integrator'),
    text('b2b_discount_percentage', '15', 'number_decimal'),
  ], ['b2b']),
  customer(3, 'production@example.com', 'Paul', 'Production', [
    text('b2b_catalog', 'B2B Production'),
    text('b2b_discount_percentage', '10', 'number_decimal'),
  ], ['b2b']),
  customer(4, 'staff@maple-audio.ca', 'Stella', 'Staff', [], ['staff']),
];

function product(id: number, handle: string, title: string, vendor: string, price: string, stock: { store: number; warehouse: number }): ProductRecord {
  return {
    id,
    handle,
    status: 'ACTIVE',
    title: en(title),
    descriptionHtml: en(`<p>${title}</p>`),
    vendor,
    productType: en('Microphones'),
    tags: ['in-stock'],
    createdAt: '2024-01-01T00:00:00Z',
    updatedAt: '2024-01-01T00:00:00Z',
    publishedAt: '2024-01-01T00:00:00Z',
    options: [],
    images: [{ id: id * 100, path: `/cdn/images/${handle}-1.jpg`, altText: en(title), width: 1000, height: 1000 }],
    variants: [
      {
        id: id * 10,
        productId: id,
        title: en('Default Title'),
        sku: `SKU-${id}`,
        barcode: '',
        price,
        compareAtPrice: null,
        selectedOptions: [],
        imageId: id * 100,
        inventory: stock,
        inventoryPolicy: 'DENY',
        requiresShipping: true,
        weightGrams: 500,
        metafields: [],
      },
    ],
    metafields: [
      { namespace: 'product', key: 'warehouse_rack', type: 'single_line_text_field', value: `H-${String(id).padStart(2, '0')}` },
      { namespace: 'product', key: 'warehouse_shelf', type: 'single_line_text_field', value: String(id + 2) },
    ],
    seo: { title: null, description: null },
    salesRank: id,
  };
}

export const fixtureProducts: ProductRecord[] = [
  product(1, 'shure-sm58', 'Shure SM58', 'Shure', '139.00', { store: 4, warehouse: 20 }),
  product(2, 'rode-nt1', 'Rode NT1', 'Rode', '329.00', { store: 0, warehouse: 7 }),
];

/** 25 orders for the shopper, one a week, oldest first in id order. */
export const fixtureOrders: OrderRecord[] = Array.from({ length: 25 }, (_, index) => {
  const item = fixtureProducts[index % 2]!;
  const variant = item.variants[0]!;
  const quantity = (index % 3) + 1;
  const subtotal = (Number(variant.price) * quantity).toFixed(2);
  const tax = (Number(subtotal) * 0.15).toFixed(2);
  return {
    id: index + 1,
    number: 1001 + index,
    customerId: 1,
    email: 'shopper@example.com',
    processedAt: new Date(Date.UTC(2025, 0, 6 + index * 7, 15)).toISOString(),
    financialStatus: index === 3 ? 'REFUNDED' : 'PAID',
    fulfillmentStatus: index < 20 ? 'FULFILLED' : 'UNFULFILLED',
    cancelledAt: null,
    currencyCode: 'CAD',
    lines: [
      {
        id: (index + 1) * 100,
        productId: item.id,
        variantId: variant.id,
        title: item.title,
        variantTitle: null,
        sku: variant.sku,
        quantity,
        price: variant.price,
        discount: index === 0 ? '13.90' : '0.00',
        imagePath: item.images[0]!.path,
      },
    ],
    subtotal,
    shipping: '15.00',
    tax,
    total: (Number(subtotal) + 15 + Number(tax) - (index === 0 ? 13.9 : 0)).toFixed(2),
    discountCodes: index === 0 ? ['WELCOME10'] : [],
    shippingAddress: fixtureCustomers[0]!.addresses[0]!,
    cartId: null,
    locale: 'en',
  };
});

export function fixtureSeed(): SeedData {
  const seed: Omit<SeedData, 'metafieldDefinitions'> = {
    shop: {
      ...STORE_IDENTITY,
      description: en('Pro audio in Canada'),
      primaryDomainUrl: 'http://localhost:3000',
      currencyCode: 'CAD',
      metafields: [],
    },
    products: structuredClone(fixtureProducts),
    collections: [],
    menus: [],
    metaobjects: [],
    pages: [],
    policies: [],
    customers: structuredClone(fixtureCustomers),
    orders: structuredClone(fixtureOrders),
    discountCodes: [],
    content: [],
  };
  return { ...seed, metafieldDefinitions: definitionsFor(seed) };
}
