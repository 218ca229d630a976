import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../customers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function admin(query: string, variables: Record<string, unknown> = {}, token: string | null = 'shpat_test') {
  const response = await fetch(`${server.origin}/admin/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'x-shopify-access-token': token }) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('authentication and validation', () => {
  it('answers 401 with Shopify’s body without an access token', async () => {
    for (const token of [null, '']) {
      const { status, body } = await admin('{ productVariant(id: "gid://shopify/ProductVariant/10") { id } }', {}, token);
      expect(status).toBe(401);
      expect(body).toEqual({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    }
  });

  it('rejects fields outside the slice like an unknown field', async () => {
    const { status, body } = await admin('query Q { orders(first: 1) { nodes { id } } }');
    expect(status).toBe(200);
    expect(body.errors[0]).toMatchObject({ message: "Field 'orders' doesn't exist on type 'QueryRoot'", extensions: { code: 'undefinedField' } });
  });
});

describe('inventory', () => {
  it('gives a variant’s total and per-location quantities', async () => {
    const { body } = await admin(`{
      productVariant(id: "gid://shopify/ProductVariant/10") {
        id title sku inventoryQuantity product { id handle }
        inventoryItem { id inventoryLevels(first: 5) { edges { node { id location { id name } quantities(names: ["available", "on_hand"]) { name quantity } } } } }
      }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.productVariant).toEqual({
      id: 'gid://shopify/ProductVariant/10',
      title: 'Default Title',
      sku: 'SKU-1',
      inventoryQuantity: 24,
      product: { id: 'gid://shopify/Product/1', handle: 'shure-sm58' },
      inventoryItem: {
        id: 'gid://shopify/InventoryItem/10',
        inventoryLevels: {
          edges: [
            { node: { id: 'gid://shopify/InventoryLevel/1?inventory_item_id=10', location: { id: 'gid://shopify/Location/1', name: 'Maple Audio Montréal' }, quantities: [{ name: 'available', quantity: 4 }, { name: 'on_hand', quantity: 4 }] } },
            { node: { id: 'gid://shopify/InventoryLevel/2?inventory_item_id=10', location: { id: 'gid://shopify/Location/2', name: 'Warehouse' }, quantities: [{ name: 'available', quantity: 20 }, { name: 'on_hand', quantity: 20 }] } },
          ],
        },
      },
    });
  });

  it('follows live stock and lists a product’s variants by query', async () => {
    server.context.catalog.adjustInventory(20, 'warehouse', -2);
    const { body } = await admin('{ productVariants(first: 10, query: "product_id:2") { nodes { id inventoryQuantity } } productByIdentifier(identifier: { handle: "rode-nt1" }) { totalInventory } }');
    expect(body.data).toEqual({ productVariants: { nodes: [{ id: 'gid://shopify/ProductVariant/20', inventoryQuantity: 5 }] }, productByIdentifier: { totalInventory: 5 } });
  });

  it('answers null for unknown ids', async () => {
    const { body } = await admin('{ productVariant(id: "gid://shopify/ProductVariant/999") { id } product(id: "gid://shopify/Collection/1") { id } }');
    expect(body.data).toEqual({ productVariant: null, product: null });
  });
});

const CUSTOMER_CREATE = `mutation Subscribe($input: CustomerInput!) {
  customerCreate(input: $input) {
    customer { id email emailMarketingConsent { marketingState marketingOptInLevel } }
    userErrors { field message }
  }
}`;

describe('product metafields', () => {
  it('reads staff-only metafields, which the Storefront API refuses to the public token', async () => {
    const { body } = await admin(`{
      productByIdentifier(identifier: { handle: "shure-sm58" }) {
        rack: metafield(namespace: "product", key: "warehouse_rack") { id namespace key type value }
        shelf: metafield(namespace: "product", key: "warehouse_shelf") { value }
        missing: metafield(namespace: "product", key: "nothing") { value }
        noNamespace: metafield(key: "warehouse_rack") { value }
      }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.productByIdentifier).toEqual({
      rack: { id: expect.stringMatching(/^gid:\/\/shopify\/Metafield\/\d+$/), namespace: 'product', key: 'warehouse_rack', type: 'single_line_text_field', value: 'H-01' },
      shelf: { value: '3' },
      missing: null,
      noNamespace: null,
    });
  });
});

describe('customerCreate', () => {
  it('creates a newsletter subscriber with e-mail marketing consent', async () => {
    const { body } = await admin(CUSTOMER_CREATE, {
      input: { email: 'Fan@Example.com', emailMarketingConsent: { marketingState: 'SUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN' } },
    });
    expect(body.data.customerCreate).toMatchObject({
      customer: { email: 'fan@example.com', emailMarketingConsent: { marketingState: 'SUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN' } },
      userErrors: [],
    });
    expect(body.data.customerCreate.customer.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
    expect(server.context.customers.byEmail('fan@example.com')?.emailMarketingState).toBe('SUBSCRIBED');
  });

  it('answers Shopify’s userErrors for a taken or invalid e-mail', async () => {
    const taken = await admin(CUSTOMER_CREATE, { input: { email: 'SHOPPER@example.com' } });
    expect(taken.body.data.customerCreate).toEqual({ customer: null, userErrors: [{ field: ['email'], message: 'Email has already been taken' }] });
    const invalid = await admin(CUSTOMER_CREATE, { input: { email: 'not-an-email' } });
    expect(invalid.body.data.customerCreate).toEqual({ customer: null, userErrors: [{ field: ['email'], message: 'Email is invalid' }] });
    const phone = await admin(CUSTOMER_CREATE, { input: { email: 'x@example.com', phone: 'abc' } });
    expect(phone.body.data.customerCreate.userErrors).toEqual([{ field: ['phone'], message: 'Phone is invalid' }]);
  });

  it('keeps a confirmed opt-in pending, with its level and date, as Shopify stores it', async () => {
    const { body } = await admin(
      `mutation($input: CustomerInput!) { customerCreate(input: $input) { customer { emailMarketingConsent { marketingState marketingOptInLevel consentUpdatedAt } } userErrors { field message } } }`,
      { input: { email: 'pending@example.com', emailMarketingConsent: { marketingState: 'PENDING', marketingOptInLevel: 'CONFIRMED_OPT_IN', consentUpdatedAt: '2026-01-02T03:04:05Z' } } },
    );
    expect(body.data.customerCreate).toEqual({
      customer: { emailMarketingConsent: { marketingState: 'PENDING', marketingOptInLevel: 'CONFIRMED_OPT_IN', consentUpdatedAt: '2026-01-02T03:04:05Z' } },
      userErrors: [],
    });
    expect(server.context.customers.byEmail('pending@example.com')?.emailMarketingState).toBe('PENDING');
  });

  it('refuses the consent states a client may not set, and a consent date in the future', async () => {
    for (const marketingState of ['NOT_SUBSCRIBED', 'REDACTED', 'INVALID']) {
      const { body } = await admin(CUSTOMER_CREATE, { input: { email: `refused-${marketingState}@example.com`, emailMarketingConsent: { marketingState } } });
      expect(body.data.customerCreate).toEqual({
        customer: null,
        userErrors: [{ field: ['emailMarketingConsent', 'marketingState'], message: `Marketing state ${marketingState} can't be set; use SUBSCRIBED, UNSUBSCRIBED or PENDING` }],
      });
      expect(server.context.customers.byEmail(`refused-${marketingState}@example.com`)).toBeUndefined();
    }
    const future = await admin(CUSTOMER_CREATE, {
      input: { email: 'future@example.com', emailMarketingConsent: { marketingState: 'SUBSCRIBED', consentUpdatedAt: '2999-01-01T00:00:00Z' } },
    });
    expect(future.body.data.customerCreate.userErrors).toEqual([{ field: ['emailMarketingConsent', 'consentUpdatedAt'], message: "Consent updated at can't be in the future" }]);
  });

  it('reports a missing required input as a variable error', async () => {
    const { body } = await admin(CUSTOMER_CREATE, {});
    expect(body.errors[0].message).toBe('Variable $input of type CustomerInput! was provided invalid value');
  });
});

describe('updating an existing customer', () => {
  const BY_EMAIL = `query($email: String!) { customerByIdentifier(identifier: { emailAddress: $email }) { id note tags emailMarketingConsent { marketingState } } }`;

  it('keeps a note given at creation, and replaces it with customerUpdate', async () => {
    const created = await admin(`mutation { customerCreate(input: { email: "note@example.com", note: "First enquiry" }) { customer { id note } userErrors { message } } }`);
    expect(created.body.data.customerCreate.customer.note).toBe('First enquiry');
    const id = created.body.data.customerCreate.customer.id;
    const updated = await admin(`mutation($input: CustomerInput!) { customerUpdate(input: $input) { customer { note } userErrors { field message } } }`, {
      input: { id, note: 'Second enquiry\n\nFirst enquiry' },
    });
    expect(updated.body.data.customerUpdate).toEqual({ customer: { note: 'Second enquiry\n\nFirst enquiry' }, userErrors: [] });
    const tooLong = await admin(`mutation($input: CustomerInput!) { customerUpdate(input: $input) { customer { id } userErrors { field message } } }`, {
      input: { id, note: 'x'.repeat(5_001) },
    });
    expect(tooLong.body.data.customerUpdate.userErrors).toEqual([{ field: ['note'], message: 'Note is too long (maximum is 5000 characters)' }]);
  });

  it('adds tags with tagsAdd, keeping the ones the customer has', async () => {
    const { body } = await admin(BY_EMAIL, { email: 'production@example.com' });
    const before = body.data.customerByIdentifier;
    const added = await admin(`mutation($id: ID!, $tags: [String!]!) { tagsAdd(id: $id, tags: $tags) { node { id } userErrors { field message } } }`, {
      id: before.id,
      tags: ['b2b-enquiry', ' b2b-enquiry-integrator '],
    });
    expect(added.body.data.tagsAdd).toEqual({ node: { id: before.id }, userErrors: [] });
    const after = (await admin(BY_EMAIL, { email: 'production@example.com' })).body.data.customerByIdentifier;
    expect(after.tags).toEqual([...new Set([...before.tags, 'b2b-enquiry', 'b2b-enquiry-integrator'])].sort());
    const missing = await admin(`mutation { tagsAdd(id: "gid://shopify/Customer/999999", tags: ["x"]) { node { id } userErrors { field message } } }`);
    expect(missing.body.data.tagsAdd).toEqual({ node: null, userErrors: [{ field: ['id'], message: 'Customer does not exist' }] });
  });

  it("updates a customer's newsletter consent", async () => {
    const { id } = (await admin(BY_EMAIL, { email: 'integrator@example.com' })).body.data.customerByIdentifier;
    const { body } = await admin(
      `mutation($input: CustomerEmailMarketingConsentUpdateInput!) { customerEmailMarketingConsentUpdate(input: $input) { customer { emailMarketingConsent { marketingState } } userErrors { field message } } }`,
      { input: { customerId: id, emailMarketingConsent: { marketingState: 'SUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN' } } },
    );
    expect(body.data.customerEmailMarketingConsentUpdate).toEqual({ customer: { emailMarketingConsent: { marketingState: 'SUBSCRIBED' } }, userErrors: [] });
  });
});

const PRODUCT_CREATE = `mutation Create($product: ProductCreateInput!) {
  productCreate(product: $product) {
    product { id title handle status vendor productType tags }
    userErrors { field message }
  }
}`;

describe('productCreate', () => {
  it('creates a DRAFT product with a handle from its title, unique across drafts', async () => {
    const product = { title: 'Yamaha HS8 Studio Monitor 2026', vendor: 'Yamaha', productType: 'Studio Monitors', tags: ['new', 'studio'] };
    const first = await admin(PRODUCT_CREATE, { product });
    expect(first.body.data.productCreate).toMatchObject({
      product: { title: product.title, handle: 'yamaha-hs8-studio-monitor-2026', status: 'DRAFT', vendor: 'Yamaha', productType: 'Studio Monitors', tags: ['new', 'studio'] },
      userErrors: [],
    });
    const second = await admin(PRODUCT_CREATE, { product: { title: product.title } });
    expect(second.body.data.productCreate.product).toMatchObject({ handle: 'yamaha-hs8-studio-monitor-2027', vendor: 'Maple Audio' });
    const accents = await admin(PRODUCT_CREATE, { product: { title: 'Câble XLR Mâle / Femelle' } });
    expect(accents.body.data.productCreate.product.handle).toBe('cable-xlr-male-femelle');
    const again = await admin(PRODUCT_CREATE, { product: { title: 'Câble XLR Mâle / Femelle' } });
    expect(again.body.data.productCreate.product.handle).toBe('cable-xlr-male-femelle-1');

    const id = first.body.data.productCreate.product.id;
    const read = await admin('query P($id: ID!) { product(id: $id) { status variants(first: 1) { nodes { title price inventoryQuantity } } } }', { id });
    expect(read.body.data.product).toEqual({ status: 'DRAFT', variants: { nodes: [{ title: 'Default Title', price: '0.00', inventoryQuantity: 0 }] } });
    expect(server.context.catalog.productByHandle('yamaha-hs8-studio-monitor-2026')).toBeUndefined();
    expect(server.context.catalog.products().some((candidate) => candidate.title.en === product.title)).toBe(false);
  });

  it('answers Shopify’s userErrors for a blank title, long fields and a taken handle', async () => {
    expect((await admin(PRODUCT_CREATE, { product: { title: '  ' } })).body.data.productCreate).toEqual({
      product: null,
      userErrors: [{ field: ['title'], message: "Title can't be blank" }],
    });
    expect((await admin(PRODUCT_CREATE, { product: { title: 'Valid', vendor: 'v'.repeat(256) } })).body.data.productCreate.userErrors).toEqual([
      { field: ['vendor'], message: 'Vendor is too long (maximum is 255 characters)' },
    ]);
    expect((await admin(PRODUCT_CREATE, { product: { title: 'Clash', handle: ' SHURE-SM58 ' } })).body.data.productCreate).toEqual({
      product: null,
      userErrors: [{ field: ['input', 'handle'], message: "Handle ' SHURE-SM58 ' already in use. Please provide a new handle." }],
    });
  });
});

describe('faults', () => {
  it('fails the targeted Admin operation with 503', async () => {
    server.context.faults.replace([{ surface: 'admin', operation: 'customerCreate', kind: 'status', status: 503, times: 1 }]);
    const { status, body } = await admin(CUSTOMER_CREATE, { input: { email: 'late@example.com' } });
    expect(status).toBe(503);
    expect(body).toEqual({ errors: [{ message: 'Service Unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
    expect((await admin(CUSTOMER_CREATE, { input: { email: 'late@example.com' } })).body.data.customerCreate.userErrors).toEqual([]);
  });
});
