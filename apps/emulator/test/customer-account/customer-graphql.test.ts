import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../customers/test-server.js';
import { accountClient } from './account-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const METAFIELDS = `query CustomerDetails {
  customer {
    id firstName lastName displayName imageUrl creationDate tags
    emailAddress { emailAddress marketingState }
    phoneNumber { phoneNumber }
    defaultAddress { id name address1 city zoneCode territoryCode zip formatted(withName: true) }
    addresses(first: 5) { nodes { id city } pageInfo { hasNextPage } }
    points: metafield(namespace: "customer", key: "points") { key value type jsonValue }
    metafields(identifiers: [
      { namespace: "customer", key: "discount_codes" }
      { namespace: "customer", key: "b2b_catalog" }
      { namespace: "customer", key: "b2b_discount_percentage" }
    ]) { namespace key value }
  }
}`;

describe('customer and metafields for each demo account', () => {
  it('answers the shopper with points and discount codes', async () => {
    const { query } = await accountClient(server.origin, 'shopper@example.com');
    const { status, body } = await query(METAFIELDS);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const { customer } = body.data;
    expect(customer).toMatchObject({
      id: 'gid://shopify/Customer/1',
      firstName: 'Sam',
      displayName: 'Sam Shopper',
      emailAddress: { emailAddress: 'shopper@example.com', marketingState: 'NOT_SUBSCRIBED' },
      phoneNumber: null,
      defaultAddress: { id: 'gid://shopify/CustomerAddress/10', name: 'Sam Shopper', city: 'Montréal', zoneCode: 'QC', territoryCode: 'CA' },
      points: { key: 'points', value: '1250', type: 'number_integer', jsonValue: 1250 },
      metafields: [{ namespace: 'customer', key: 'discount_codes', value: '["WELCOME10","LOYAL25"]' }, null, null],
    });
    expect(customer.defaultAddress.formatted).toEqual(['Sam Shopper', '123 Rue Sainte-Catherine', 'Montréal QC H2X 1Y4', 'Canada']);
    const avatar = await fetch(customer.imageUrl);
    expect(avatar.headers.get('content-type')).toContain('image/svg+xml');
  });

  it.each([
    ['integrator@example.com', 'B2B Integrator', '15'],
    ['production@example.com', 'B2B Production', '10'],
  ])('answers %s with its B2B catalogue and discount', async (email, catalog, percentage) => {
    const { query } = await accountClient(server.origin, email, { bearer: true });
    const { body } = await query(METAFIELDS);
    expect(body.data.customer.metafields).toEqual([
      null,
      { namespace: 'customer', key: 'b2b_catalog', value: catalog },
      { namespace: 'customer', key: 'b2b_discount_percentage', value: percentage },
    ]);
    expect(body.data.customer.points).toBeNull();
  });

  it('answers the staff account', async () => {
    const { query } = await accountClient(server.origin, 'staff@maple-audio.ca');
    const { body } = await query('{ customer { emailAddress { emailAddress } tags } shop { name url } }');
    expect(body.data).toEqual({ customer: { emailAddress: { emailAddress: 'staff@maple-audio.ca' }, tags: ['staff'] }, shop: { name: 'Maple Audio', url: 'http://localhost:3000' } });
  });
});

const ORDERS = `query Orders($first: Int, $last: Int, $after: String, $before: String) {
  customer {
    orders(first: $first, last: $last, after: $after, before: $before, sortKey: PROCESSED_AT, reverse: true) {
      nodes { id name number }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
}`;

describe('orders', () => {
  it('pages through 25 orders 10 at a time, forwards then backwards', async () => {
    const { query } = await accountClient(server.origin, 'shopper@example.com');
    const names: string[][] = [];
    let after: string | null = null;
    let page;
    do {
      page = (await query(ORDERS, { first: 10, after })).body.data.customer.orders;
      names.push(page.nodes.map((order: { name: string }) => order.name));
      after = page.pageInfo.endCursor;
    } while (page.pageInfo.hasNextPage);
    expect(names.map((list) => list.length)).toEqual([10, 10, 5]);
    expect(names[0]![0]).toBe('#1025');
    expect(names[2]!.at(-1)).toBe('#1001');
    expect(page.pageInfo.hasPreviousPage).toBe(true);

    const back = (await query(ORDERS, { last: 10, before: page.pageInfo.startCursor })).body.data.customer.orders;
    expect(back.nodes.map((order: { name: string }) => order.name)).toEqual(names[1]);
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
  });

  it('sorts by id ascending by default, as Shopify does', async () => {
    const { query } = await accountClient(server.origin, 'shopper@example.com');
    const { body } = await query('{ customer { orders(first: 3) { nodes { number } } } }');
    expect(body.data.customer.orders.nodes).toEqual([{ number: 1001 }, { number: 1002 }, { number: 1003 }]);
  });

  it('takes an explicit null sort key or order as the defaults (the schema allows null)', async () => {
    const { query } = await accountClient(server.origin, 'shopper@example.com');
    const { body } = await query('{ customer { orders(first: 3, sortKey: null, reverse: null) { nodes { number } } } }');
    expect(body.errors).toBeUndefined();
    expect(body.data.customer.orders.nodes).toEqual([{ number: 1001 }, { number: 1002 }, { number: 1003 }]);
  });

  it('serves an order with its lines, money, addresses and discounts', async () => {
    const { query } = await accountClient(server.origin, 'shopper@example.com');
    const { body } = await query(`{
      customer { orders(first: 1, query: "name:#1001") { nodes {
        id name processedAt financialStatus fulfillmentStatus cancelledAt currencyCode statusPageUrl
        totalPrice { amount currencyCode } subtotal { amount } totalTax { amount } totalShipping { amount }
        shippingAddress { city zip }
        discountApplications(first: 5) { nodes { ... on DiscountCodeApplication { code value { ... on MoneyV2 { amount } } } } }
        lineItems(first: 5) { nodes { title name quantity variantTitle sku productId variantId vendor
          price { amount } totalPrice { amount } image { url altText width height } } }
      } } }
    }`);
    expect(body.errors).toBeUndefined();
    const order = body.data.customer.orders.nodes[0];
    expect(order).toMatchObject({
      id: 'gid://shopify/Order/1',
      name: '#1001',
      financialStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
      cancelledAt: null,
      currencyCode: 'CAD',
      totalPrice: { amount: '160.95', currencyCode: 'CAD' },
      subtotal: { amount: '125.1' },
      totalShipping: { amount: '15.0' },
      shippingAddress: { city: 'Montréal', zip: 'H2X 1Y4' },
      discountApplications: { nodes: [{ code: 'WELCOME10', value: { amount: '13.9' } }] },
      lineItems: {
        nodes: [
          {
            title: 'Shure SM58',
            name: 'Shure SM58',
            quantity: 1,
            variantTitle: null,
            sku: 'SKU-1',
            productId: 'gid://shopify/Product/1',
            variantId: 'gid://shopify/ProductVariant/10',
            vendor: 'Shure',
            price: { amount: '139.0' },
            totalPrice: { amount: '125.1' },
            image: { url: `${server.origin}/s/files/1/0723/4419/6351/files/shure-sm58-1.jpg?v=1767225600`, altText: 'Shure SM58', width: 1000, height: 1000 },
          },
        ],
      },
    });
    const statusPage = await fetch(order.statusPageUrl);
    expect(statusPage.status).toBe(200);
    expect(await statusPage.text()).toContain('Order #1001');
    expect((await fetch(order.statusPageUrl.replace(/key=\w+/, 'key=forged'))).status).toBe(404);
  });

  it('answers French titles with @inContext(language: FR)', async () => {
    const { query } = await accountClient(server.origin, 'shopper@example.com');
    const { body } = await query('query Fr @inContext(language: FR) { customer { orders(first: 1) { nodes { lineItems(first: 1) { nodes { title } } } } } }');
    expect(body.data.customer.orders.nodes[0].lineItems.nodes[0].title).toBe('Shure SM58 (FR)');
  });

  it('shows an order only to its customer', async () => {
    const shopper = await accountClient(server.origin, 'shopper@example.com');
    const integrator = await accountClient(server.origin, 'integrator@example.com');
    const document = '{ order(id: "gid://shopify/Order/2") { name } }';
    expect((await shopper.query(document)).body.data.order).toEqual({ name: '#1002' });
    expect((await integrator.query(document)).body.data.order).toBeNull();
  });

  it('answers empty lists for features the store does not use', async () => {
    const { query } = await accountClient(server.origin, 'integrator@example.com');
    const { body } = await query('{ customer { orders(first: 5) { nodes { id } pageInfo { hasNextPage endCursor } } subscriptionContracts(first: 5) { nodes { id } } } }');
    expect(body.data.customer).toEqual({ orders: { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } }, subscriptionContracts: { nodes: [] } });
  });
});

describe('customerUpdate', () => {
  it('saves names and reports invalid ones as userErrors', async () => {
    const { query } = await accountClient(server.origin, 'production@example.com');
    const mutation = 'mutation Update($input: CustomerUpdateInput!) { customerUpdate(input: $input) { customer { firstName lastName } userErrors { field message code } } }';
    expect((await query(mutation, { input: { firstName: 'Pauline' } })).body.data.customerUpdate).toEqual({
      customer: { firstName: 'Pauline', lastName: 'Production' },
      userErrors: [],
    });
    expect((await query(mutation, { input: { lastName: '<b>Bold</b>' } })).body.data.customerUpdate).toEqual({
      customer: null,
      userErrors: [{ field: ['input', 'lastName'], message: 'Last name cannot contain HTML tags', code: 'CONTAINS_HTML_TAGS' }],
    });
  });
});

describe('errors', () => {
  it('answers 401 without a valid access token', async () => {
    for (const authorization of [undefined, 'not-a-token', 'Bearer not-a-token']) {
      const response = await fetch(`${server.origin}/customer/api/2026-04/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ query: '{ customer { id } }' }),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }] });
    }
  });

  it('validates against the published schema', async () => {
    const { query } = await accountClient(server.origin, 'shopper@example.com');
    const unknown = await query('query Q { customer { nope } }');
    expect(unknown.status).toBe(200);
    expect(unknown.body.errors).toEqual([
      {
        message: "Field 'nope' doesn't exist on type 'Customer'",
        locations: [{ line: 1, column: 22 }],
        path: ['query Q', 'customer', 'nope'],
        extensions: { code: 'undefinedField', typeName: 'Customer', fieldName: 'nope' },
      },
    ]);
    const noPageSize = await query('{ customer { orders { nodes { id } } } }');
    expect(noPageSize.body.errors?.[0].message).toBe('you must provide one of first or last');
  });
});
