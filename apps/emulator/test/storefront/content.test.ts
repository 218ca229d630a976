import type { StorefrontApiClient } from '@shopify/storefront-api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefrontServer, type StorefrontServer } from './helpers/storefront-server.js';

let server: StorefrontServer;
let client: StorefrontApiClient;

beforeAll(async () => {
  server = await startStorefrontServer();
  client = server.client();
});
afterAll(() => server.close());

const MENU = /* GraphQL */ `
  query Menu($handle: String!, $language: LanguageCode) @inContext(language: $language) {
    menu(handle: $handle) {
      id handle title itemsCount
      items {
        id title type url resourceId tags
        resource { __typename ... on Page { handle } ... on ShopPolicy { handle } }
        items {
          title
          items {
            title url
            resource { __typename ... on Collection { id handle image { url } } ... on Product { handle } }
          }
        }
      }
    }
  }
`;

describe('menus, pages, policies, shop and localization', () => {
  it('serves a menu three levels deep with its linked resources, in both languages', async () => {
    const { data } = await client.request(MENU, { variables: { handle: 'main-menu', language: 'EN' } });
    const menu = data.menu;
    expect(menu).toMatchObject({ id: 'gid://shopify/Menu/1', handle: 'main-menu', title: 'Main menu', itemsCount: 5 });
    expect(menu.items.map((item: { title: string }) => item.title)).toEqual(['Categories', 'Brands', 'Help centre', 'Privacy', 'Become a partner']);
    expect(menu.items[0]).toMatchObject({ id: 'gid://shopify/MenuItem/11', type: 'CATALOG', url: 'http://localhost:3000/collections/all', resourceId: null, tags: [], resource: null });
    expect(menu.items[0].items[0].items).toEqual([
      { title: 'Microphones', url: 'http://localhost:3000/collections/microphones', resource: { __typename: 'Collection', id: 'gid://shopify/Collection/2', handle: 'microphones', image: null } },
      { title: 'Studio monitor', url: 'http://localhost:3000/products/yamaha-hs8', resource: { __typename: 'Product', handle: 'yamaha-hs8' } },
    ]);
    expect(menu.items[2].resource).toEqual({ __typename: 'Page', handle: 'help-center' });
    expect(menu.items[3].resource).toEqual({ __typename: 'ShopPolicy', handle: 'privacy-policy' });

    const french = await client.request(MENU, { variables: { handle: 'main-menu', language: 'FR' } });
    expect(french.data.menu.title).toBe('Menu principal');
    expect(french.data.menu.items[0].title).toBe('Catégories');
    expect(french.data.menu.items[0].items[0].items[1].title).toBe('Enceinte de studio');

    const missing = await client.request(MENU, { variables: { handle: 'nope' } });
    expect(missing.data.menu).toBeNull();
  });

  it('serves pages by id, handle and query', async () => {
    const { data } = await client.request(/* GraphQL */ `
      query Pages @inContext(language: FR) {
        page(handle: "help-center") { id title body bodySummary onlineStoreUrl seo { title description } createdAt updatedAt }
        byId: page(id: "gid://shopify/Page/2") { handle }
        pageByHandle(handle: "trade-ins") { title }
        pages(first: 2, sortKey: TITLE) { nodes { handle } pageInfo { hasNextPage } }
        found: pages(first: 5, query: "location") { nodes { handle } }
        missing: page(handle: "nope") { id }
      }
    `);
    expect(data.page).toEqual({
      id: 'gid://shopify/Page/1',
      title: "Centre d'aide",
      body: '<p>Questions sur les <b>commandes</b>, retours et garanties.</p>',
      bodySummary: 'Questions sur les commandes, retours et garanties.',
      onlineStoreUrl: 'http://localhost:3000/fr/pages/help-center',
      seo: { title: null, description: null },
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
    });
    expect(data.byId).toEqual({ handle: 'rental' });
    expect(data.pageByHandle).toEqual({ title: 'Échanges' });
    expect(data.pages).toEqual({ nodes: [{ handle: 'help-center' }, { handle: 'trade-ins' }], pageInfo: { hasNextPage: true } });
    expect(data.found.nodes).toEqual([{ handle: 'rental' }]);
    expect(data.missing).toBeNull();
  });

  it('describes the shop, its policies, payment settings and localization', async () => {
    const { data } = await client.request(/* GraphQL */ `
      query Shop @inContext(language: FR, country: CA) {
        shop {
          id name description moneyFormat
          primaryDomain { host url sslEnabled }
          brand { logo { id } }
          privacyPolicy { id title handle url body }
          refundPolicy { handle }
          shippingPolicy { title }
          termsOfService { handle }
          paymentSettings { countryCode currencyCode enabledPresentmentCurrencies }
          shipsToCountries
        }
        localization {
          country { isoCode name currency { isoCode name symbol } unitSystem defaultLanguage { isoCode } availableLanguages { isoCode name endonymName } }
          language { isoCode name endonymName }
          availableCountries { isoCode name }
          availableLanguages { isoCode }
        }
        locations(first: 5) { nodes { id name address { city provinceCode countryCode } } }
        publicApiVersions { handle supported }
      }
    `);
    expect(data.shop).toMatchObject({
      id: 'gid://shopify/Shop/1',
      name: 'Maple Audio',
      description: 'Audio pro, musique et éclairage au Canada.',
      moneyFormat: '${{amount}}',
      primaryDomain: { host: 'localhost:3000', url: 'http://localhost:3000', sslEnabled: false },
      brand: { logo: null },
      privacyPolicy: { id: 'gid://shopify/ShopPolicy/1', title: 'Politique de confidentialité', handle: 'privacy-policy', url: 'http://localhost:3000/fr/policies/privacy-policy', body: '<p>Nous respectons votre vie privée.</p>' },
      refundPolicy: { handle: 'refund-policy' },
      shippingPolicy: { title: "Politique d'expédition" },
      paymentSettings: { countryCode: 'CA', currencyCode: 'CAD', enabledPresentmentCurrencies: ['CAD'] },
      shipsToCountries: ['CA'],
    });
    expect(data.localization).toEqual({
      country: {
        isoCode: 'CA',
        name: 'Canada',
        currency: { isoCode: 'CAD', name: 'Dollar canadien', symbol: '$' },
        unitSystem: 'METRIC_SYSTEM',
        defaultLanguage: { isoCode: 'EN' },
        availableLanguages: [
          { isoCode: 'EN', name: 'anglais', endonymName: 'English' },
          { isoCode: 'FR', name: 'français', endonymName: 'français' },
        ],
      },
      language: { isoCode: 'FR', name: 'français', endonymName: 'français' },
      availableCountries: [{ isoCode: 'CA', name: 'Canada' }],
      availableLanguages: [{ isoCode: 'EN' }, { isoCode: 'FR' }],
    });
    expect(data.locations.nodes).toEqual([{ id: 'gid://shopify/Location/1', name: 'Maple Audio Montréal', address: { city: 'Montréal', provinceCode: 'QC', countryCode: 'CA' } }]);
    expect(data.publicApiVersions).toContainEqual({ handle: '2026-04', supported: true });
  });

  it('falls back to English for languages the shop does not sell in', async () => {
    const response = await client.request(`query @inContext(language: DE) { shop { description } localization { language { isoCode } } }`);
    expect(response.data).toEqual({ shop: { description: 'Pro audio, music and lighting gear in Canada.' }, localization: { language: { isoCode: 'EN' } } });
    expect(response.extensions).toMatchObject({ context: { language: 'EN', country: 'CA' } });
  });

  it('resolves node and nodes for every node type, with null for unknown ids', async () => {
    const { data } = await client.request(/* GraphQL */ `
      query Nodes($ids: [ID!]!) {
        node(id: "gid://shopify/Collection/1") { __typename id ... on Collection { handle } }
        nodes(ids: $ids) { __typename id }
      }
    `, {
      variables: {
        ids: [
          'gid://shopify/Product/1',
          'gid://shopify/Product/999',
          'gid://shopify/ProductVariant/301',
          'gid://shopify/Metaobject/10',
          'gid://shopify/MediaImage/2',
          'gid://shopify/Page/1',
          'gid://shopify/Menu/1',
          'gid://shopify/ShopPolicy/2',
          'gid://shopify/Shop/1',
          'gid://shopify/Location/1',
          'gid://shopify/Article/1',
          'gid://shopify/Product/10',
        ],
      },
    });
    expect(data.node).toEqual({ __typename: 'Collection', id: 'gid://shopify/Collection/1', handle: 'shure' });
    expect(data.nodes.map((node: { __typename: string } | null) => node?.__typename ?? null)).toEqual([
      'Product', null, 'ProductVariant', 'Metaobject', 'MediaImage', 'Page', 'Menu', 'ShopPolicy', 'Shop', 'Location', null, null,
    ]);
  });

  it('answers sitemaps and the resources this store does not have', async () => {
    const { data } = await client.request(/* GraphQL */ `
      query {
        sitemap(type: PRODUCT) { pagesCount { count precision } resources(page: 1) { hasNextPage items { handle updatedAt ... on SitemapResource { title } } } }
        blogs(first: 5) { nodes { id } pageInfo { hasNextPage } }
        articles(first: 5) { nodes { id } }
        article(id: "gid://shopify/Article/1") { id }
        urlRedirects(first: 5) { nodes { path } }
      }
    `);
    expect(data.sitemap.pagesCount).toEqual({ count: 1, precision: 'EXACT' });
    expect(data.sitemap.resources.hasNextPage).toBe(false);
    expect(data.sitemap.resources.items).toHaveLength(11);
    expect(data.sitemap.resources.items[0]).toEqual({ handle: 'shure-sm58', updatedAt: '2025-01-10T12:00:00Z', title: 'Shure SM58 Dynamic Vocal Microphone' });
    expect(data.blogs).toEqual({ nodes: [], pageInfo: { hasNextPage: false } });
    expect(data.articles.nodes).toEqual([]);
    expect(data.article).toBeNull();
    expect(data.urlRedirects.nodes).toEqual([]);
  });
});
