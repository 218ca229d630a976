import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from './fixtures/cart-products.js';
import { cartCalls } from './helpers/cart-calls.js';
import { startCartServer, type CartServer } from './helpers/cart-server.js';
import { customerAccessToken } from './helpers/customer-token.js';
import { variantGid } from './helpers/documents.js';

let server: CartServer;
let calls: ReturnType<typeof cartCalls>;

beforeAll(async () => {
  server = await startCartServer();
  calls = cartCalls(server.client());
});
afterAll(() => server.close());

describe('cartBuyerIdentityUpdate', () => {
  it('attaches the customer of a Customer Account API access token, with their e-mail', async () => {
    const { token } = await customerAccessToken(server.origin, 'shopper@example.com');
    const { cart } = await calls.create({ lines: [{ merchandiseId: variantGid(IDS.strings) }] });
    const updated = await calls.buyer(cart.id, { customerAccessToken: token, countryCode: 'CA' });
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart.buyerIdentity).toEqual({
      countryCode: 'CA',
      email: 'shopper@example.com',
      phone: null,
      customer: { id: 'gid://shopify/Customer/1', email: 'shopper@example.com', firstName: 'Sam', lastName: 'Shopper', displayName: 'Sam Shopper' },
    });
    expect((await calls.read(cart.id)).buyerIdentity.customer.id).toBe('gid://shopify/Customer/1');
  });

  it('attaches the customer at cartCreate and reads their account through the Storefront Customer type', async () => {
    const { token } = await customerAccessToken(server.origin, 'integrator@example.com');
    const created = await calls.create({ buyerIdentity: { customerAccessToken: token, email: 'buyer@studio.example', phone: '+15145550100' } });
    expect(created.cart.buyerIdentity).toMatchObject({ email: 'buyer@studio.example', phone: '+15145550100', customer: { email: 'integrator@example.com', displayName: 'Ines Integrator' } });
    const response = await server.client().request(
      `query Buyer($id: ID!) { cart(id: $id) { buyerIdentity { customer { numberOfOrders defaultAddress { city provinceCode zip formatted(withName: true) } addresses(first: 5) { nodes { id } } orders(first: 5) { nodes { id } } } } } }`,
      { variables: { id: created.cart.id } },
    );
    expect(response.errors).toBeUndefined();
    const customer = (response.data as { cart: { buyerIdentity: { customer: Record<string, unknown> } } }).cart.buyerIdentity.customer;
    expect(customer).toEqual({
      numberOfOrders: '0',
      defaultAddress: { city: 'Montréal', provinceCode: 'QC', zip: 'H2X 1Y4', formatted: ['Ines Integrator', '123 Rue Sainte-Catherine', 'Montréal QC H2X 1Y4', 'Canada'] },
      addresses: { nodes: [{ id: 'gid://shopify/MailingAddress/20?model_name=CustomerAddress' }] },
      orders: { nodes: [] },
    });
  });

  it('refuses an invalid token with "Customer is invalid" and keeps the identity it had', async () => {
    const { cart } = await calls.create({ buyerIdentity: { email: 'guest@example.com' } });
    const refused = await calls.buyer(cart.id, { countryCode: 'CA', customerAccessToken: 'not-a-token' });
    expect(refused.userErrors).toEqual([{ field: ['buyerIdentity', 'customerAccessToken'], message: 'Customer is invalid', code: 'INVALID' }]);
    expect(refused.warnings).toEqual([]);
    expect(refused.cart.buyerIdentity).toEqual({ countryCode: 'CA', email: 'guest@example.com', phone: null, customer: null });
    const badEmail = await calls.buyer(cart.id, { email: 'not an email' });
    expect(badEmail.userErrors).toEqual([{ field: ['buyerIdentity', 'email'], message: 'Email is invalid', code: 'INVALID' }]);
    const createRefused = await calls.create({ buyerIdentity: { customerAccessToken: 'not-a-token' } });
    expect(createRefused.cart).toBeNull();
    expect(createRefused.userErrors[0]!.field).toEqual(['input', 'buyerIdentity', 'customerAccessToken']);
  });

  it('updates e-mail, phone and country without a customer', async () => {
    const { cart } = await calls.create();
    const updated = await calls.buyer(cart.id, { email: 'guest@example.com', phone: '+16135550123', countryCode: 'CA' });
    expect(updated.cart.buyerIdentity).toEqual({ countryCode: 'CA', email: 'guest@example.com', phone: '+16135550123', customer: null });
  });
});
