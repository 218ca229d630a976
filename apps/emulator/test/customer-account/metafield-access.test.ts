import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../customers/test-server.js';
import { accountClient } from './account-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const POINTS = '{ customer { points: metafield(namespace: "customer", key: "points") { value } listed: metafields(identifiers: [{ namespace: "customer", key: "points" }]) { value } } }';

describe('Customer Account API metafield access, as on Shopify', () => {
  it('reads a customer metafield only while its definition gives the Customer Account API access (ACC-07)', async () => {
    const { query } = await accountClient(server.origin, 'shopper@example.com');
    expect((await query(POINTS)).body.data.customer).toEqual({ points: { value: '1250' }, listed: [{ value: '1250' }] });

    const { catalog } = server.context;
    const definition = catalog.metafieldDefinition('CUSTOMER', 'customer', 'points')!;
    catalog.saveMetafieldDefinition({ ...definition, access: { ...definition.access, customerAccount: 'NONE' } });
    const { status, body } = await query(POINTS);
    expect(status).toBe(200);
    expect(body.data.customer).toEqual({ points: null, listed: [null] });
    catalog.saveMetafieldDefinition(definition);
  });
});
