import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../customers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function admin(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${server.origin}/admin/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': 'shpat_test' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: any; errors?: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const PRODUCT_SET = `mutation Set($input: ProductSetInput!) {
  productSet(input: $input, synchronous: true) {
    product {
      id handle title status vendor productType descriptionHtml
      variants(first: 5) { nodes { title price sku barcode selectedOptions { name value } } }
      media(first: 5) { nodes { alt mediaContentType status ... on MediaImage { image { url } } } }
    }
    userErrors { field message code }
  }
}`;

const TRANSLATABLE = `query T($id: ID!) { translatableResource(resourceId: $id) { resourceId translatableContent { key value digest locale type } } }`;
const REGISTER = `mutation R($id: ID!, $translations: [TranslationInput!]!) {
  translationsRegister(resourceId: $id, translations: $translations) { translations { key value locale } userErrors { field message code } }
}`;

const draft = {
  title: 'Maple Test Monitor 5',
  vendor: 'Maple Audio',
  productType: 'Studio Monitors',
  descriptionHtml: '<p>A compact studio monitor.</p>',
  status: 'DRAFT',
  productOptions: [{ name: 'Title', values: [{ name: 'Default Title' }] }],
  variants: [{ optionValues: [{ optionName: 'Title', name: 'Default Title' }], price: '349.99', sku: 'MTM-5', barcode: '012345678905' }],
  files: [{ originalSource: 'https://images.example.com/monitor-front.jpg', contentType: 'IMAGE', alt: 'Front view' }],
};

describe('productSet', () => {
  it('creates a DRAFT product with its price, SKU, barcode and images in one call', async () => {
    const { data, errors } = await admin(PRODUCT_SET, { input: draft });
    expect(errors).toBeUndefined();
    expect(data.productSet.userErrors).toEqual([]);
    expect(data.productSet.product).toMatchObject({
      handle: 'maple-test-monitor-5',
      status: 'DRAFT',
      vendor: 'Maple Audio',
      productType: 'Studio Monitors',
      variants: { nodes: [{ title: 'Default Title', price: '349.99', sku: 'MTM-5', barcode: '012345678905', selectedOptions: [] }] },
      media: { nodes: [{ alt: 'Front view', mediaContentType: 'IMAGE', status: 'READY', image: { url: 'https://images.example.com/monitor-front.jpg' } }] },
    });
    expect(server.context.catalog.productByHandle('maple-test-monitor-5')).toBeUndefined();
  });

  it('finds a draft by handle in the Admin API only', async () => {
    const { data } = await admin(PRODUCT_SET, { input: { ...draft, title: 'Maple Draft Lookup 7' } });
    const handle = data.productSet.product.handle;
    const found = await admin(`query P($handle: String!) { productByIdentifier(identifier: { handle: $handle }) { handle status } }`, { handle });
    expect(found.data.productByIdentifier).toEqual({ handle: 'maple-draft-lookup-7', status: 'DRAFT' });
    expect(server.context.catalog.productByHandle(handle)).toBeUndefined();
    expect(server.context.catalog.productByHandle(handle, { includeDrafts: true })?.status).toBe('DRAFT');
  });

  it('builds variants from real options', async () => {
    const { data } = await admin(PRODUCT_SET, {
      input: {
        title: 'Maple Cable',
        productOptions: [{ name: 'Length', values: [{ name: '3 m' }, { name: '6 m' }] }],
        variants: [
          { optionValues: [{ optionName: 'Length', name: '3 m' }], price: '19' },
          { optionValues: [{ optionName: 'Length', name: '6 m' }], price: '24.5' },
        ],
      },
    });
    expect(data.productSet.product).toMatchObject({
      status: 'ACTIVE',
      variants: {
        nodes: [
          { title: '3 m', price: '19.00', selectedOptions: [{ name: 'Length', value: '3 m' }] },
          { title: '6 m', price: '24.50', selectedOptions: [{ name: 'Length', value: '6 m' }] },
        ],
      },
    });
  });

  it('answers userErrors with Shopify’s codes for bad input', async () => {
    const { data } = await admin(PRODUCT_SET, {
      input: {
        title: ' ',
        handle: 'shure-sm58',
        variants: [{ optionValues: [{ optionName: 'Size', name: 'XL' }], price: '-1' }],
        files: [{ originalSource: 'not a url', contentType: 'IMAGE' }],
      },
    });
    expect(data.productSet.product).toBeNull();
    expect(data.productSet.userErrors).toEqual(
      expect.arrayContaining([
        { field: ['input', 'title'], message: "Title can't be blank", code: 'INVALID_PRODUCT' },
        { field: ['input', 'handle'], message: "Handle 'shure-sm58' already in use. Please provide a new handle.", code: 'HANDLE_NOT_UNIQUE' },
        { field: ['input', 'variants', '0', 'optionValues'], message: "Option value for 'Title' is missing", code: 'OPTION_VALUES_MISSING' },
        { field: ['input', 'variants', '0', 'optionValues'], message: "Option 'Size' does not exist", code: 'OPTION_DOES_NOT_EXIST' },
        { field: ['input', 'variants', '0', 'price'], message: 'Price must be greater than or equal to 0', code: 'INVALID_VARIANT' },
        { field: ['input', 'files', '0', 'originalSource'], message: 'Image URL is invalid', code: 'INVALID_INPUT' },
      ]),
    );
  });
});

describe('translations', () => {
  it('registers a French description against the source digest', async () => {
    const created = await admin(PRODUCT_SET, { input: { ...draft, title: 'Maple Test Monitor 8' } });
    const id = created.data.productSet.product.id;
    const resource = (await admin(TRANSLATABLE, { id })).data.translatableResource;
    const body = resource.translatableContent.find((content: { key: string }) => content.key === 'body_html');
    expect(body).toMatchObject({ value: '<p>A compact studio monitor.</p>', locale: 'en', type: 'HTML' });
    expect(body.digest).toMatch(/^[0-9a-f]{64}$/);

    const stale = await admin(REGISTER, { id, translations: [{ locale: 'fr', key: 'body_html', value: '<p>Autre</p>', translatableContentDigest: '0'.repeat(64) }] });
    expect(stale.data.translationsRegister.userErrors).toEqual([
      { field: ['translations', '0', 'translatableContentDigest'], message: 'Translatable content hash is invalid', code: 'INVALID_TRANSLATABLE_CONTENT' },
    ]);
    const english = await admin(REGISTER, { id, translations: [{ locale: 'en', key: 'body_html', value: 'x', translatableContentDigest: body.digest }] });
    expect(english.data.translationsRegister.userErrors[0].code).toBe('INVALID_LOCALE_FOR_SHOP');

    const french = '<p>Un moniteur de studio compact.</p>';
    const saved = await admin(REGISTER, { id, translations: [{ locale: 'fr', key: 'body_html', value: french, translatableContentDigest: body.digest }] });
    expect(saved.data.translationsRegister).toEqual({ translations: [{ key: 'body_html', value: french, locale: 'fr' }], userErrors: [] });
    const read = await admin('query P($id: ID!) { product(id: $id) { descriptionHtml translations(locale: "fr") { key value } } }', { id });
    expect(read.data.product).toEqual({ descriptionHtml: '<p>A compact studio monitor.</p>', translations: [{ key: 'body_html', value: french }] });
  });

  it('refuses an unknown resource', async () => {
    const { data } = await admin(REGISTER, {
      id: 'gid://shopify/Product/99999',
      translations: [{ locale: 'fr', key: 'title', value: 'x', translatableContentDigest: 'x' }],
    });
    expect(data.translationsRegister.userErrors[0]).toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
  });
});
