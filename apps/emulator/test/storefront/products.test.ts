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

const PRODUCT_PAGE = /* GraphQL */ `
  query FetchProductByHandle($handle: String!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    productByHandle(handle: $handle) {
      id handle title description descriptionHtml vendor productType tags availableForSale totalInventory
      createdAt updatedAt publishedAt onlineStoreUrl trackingParameters
      seo { title description }
      options { id name values optionValues { name } }
      priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
      compareAtPriceRange { maxVariantPrice { amount } }
      featuredImage { id url altText width height }
      images(first: 10) { nodes { url(transform: { maxWidth: 300, maxHeight: 300, crop: CENTER, preferredContentType: WEBP }) altText } }
      media(first: 1) { nodes { __typename mediaContentType ... on MediaImage { image { url } } } }
      collections(first: 25) { nodes { handle title } }
      variantsCount { count precision }
      variants(first: 10) {
        nodes {
          id title sku barcode availableForSale currentlyNotInStock quantityAvailable requiresShipping weight weightUnit unitPrice { amount }
          price { amount currencyCode } compareAtPrice { amount currencyCode }
          selectedOptions { name value }
          image { url altText }
          product { handle }
          isDiscounted: metafield(namespace: "variant", key: "is_discounted") { value type }
          totalQuantity: metafield(namespace: "variant", key: "total_quantity") { value }
        }
      }
    }
  }
`;

describe('product reads', () => {
  it('serves a product page in English and French', async () => {
    const english = await client.request(PRODUCT_PAGE, { variables: { handle: 'yamaha-hs8', language: 'EN' } });
    expect(english.errors).toBeUndefined();
    const product = english.data.productByHandle;
    expect(product).toMatchObject({
      id: 'gid://shopify/Product/3',
      title: 'Yamaha HS8 Powered Studio Monitor',
      description: 'An 8-inch studio monitor with a flat response.',
      descriptionHtml: '<p>An 8-inch studio monitor with a flat response.</p>',
      vendor: 'Yamaha',
      productType: 'Studio Monitors',
      availableForSale: true,
      totalInventory: 6,
      onlineStoreUrl: 'http://localhost:3000/products/yamaha-hs8',
      trackingParameters: null,
      options: [{ id: 'gid://shopify/ProductOption/31', name: 'Color', values: ['Black', 'White'], optionValues: [{ name: 'Black' }, { name: 'White' }] }],
      priceRange: { minVariantPrice: { amount: '499.99', currencyCode: 'CAD' }, maxVariantPrice: { amount: '549.99', currencyCode: 'CAD' } },
      compareAtPriceRange: { maxVariantPrice: { amount: '599.99' } },
      variantsCount: { count: 2, precision: 'EXACT' },
      collections: { nodes: [{ handle: 'top-deals', title: 'Top Deals' }, { handle: 'all', title: 'All products' }] },
    });
    expect(product.variants.nodes[1]).toMatchObject({
      id: 'gid://shopify/ProductVariant/302',
      title: 'White',
      availableForSale: false,
      currentlyNotInStock: false,
      quantityAvailable: 0,
      barcode: null,
      weight: 1.6,
      weightUnit: 'KILOGRAMS',
      unitPrice: null,
      price: { amount: '549.99', currencyCode: 'CAD' },
      compareAtPrice: { amount: '599.99', currencyCode: 'CAD' },
      selectedOptions: [{ name: 'Color', value: 'White' }],
      product: { handle: 'yamaha-hs8' },
      isDiscounted: { value: 'true', type: 'boolean' },
      totalQuantity: { value: '0' },
    });

    const french = await client.request(PRODUCT_PAGE, { variables: { handle: 'yamaha-hs8', language: 'FR' } });
    expect(french.extensions).toMatchObject({ context: { country: 'CA', language: 'FR' } });
    expect(french.data.productByHandle).toMatchObject({
      title: 'Enceinte de monitoring active Yamaha HS8',
      productType: 'Enceintes de monitoring',
      onlineStoreUrl: 'http://localhost:3000/fr/products/yamaha-hs8',
      options: [{ name: 'Couleur', values: ['Noir', 'Blanc'] }],
      collections: { nodes: [{ title: 'Meilleures offres' }, { title: 'Tous les produits' }] },
    });
    expect(french.data.productByHandle.variants.nodes[0].image.altText).toBe('HS8 noire');
  });

  it('gives absolute image URLs on the emulator with CDN transform parameters', async () => {
    const { data } = await client.request(PRODUCT_PAGE, { variables: { handle: 'shure-sm58' } });
    const product = data.productByHandle;
    expect(product.featuredImage).toEqual({ id: 'gid://shopify/ProductImage/1', url: `${server.url}/s/files/1/0723/4419/6351/files/shure-sm58-1.jpg?v=1767225600`, altText: 'SM58 front', width: 1000, height: 1000 });
    expect(product.images.nodes[1].url).toBe(`${server.url}/s/files/1/0723/4419/6351/files/shure-sm58-2.jpg?v=1767225600&width=300&height=300&crop=center&format=webp`);
    expect(product.media.nodes[0]).toEqual({ __typename: 'MediaImage', mediaContentType: 'IMAGE', image: { url: `${server.url}/s/files/1/0723/4419/6351/files/shure-sm58-1.jpg?v=1767225600` } });
    expect(product.seo).toEqual({ title: 'SM58 | Maple Audio', description: 'Buy the Shure SM58' });
    expect(product.options).toEqual([{ id: 'gid://shopify/ProductOption/9000000001', name: 'Title', values: ['Default Title'], optionValues: [{ name: 'Default Title' }] }]);
    expect(product.variants.nodes[0]).toMatchObject({ title: 'Default Title', selectedOptions: [{ name: 'Title', value: 'Default Title' }], price: { amount: '129.0' } });
  });

  it('finds products by id and handle and hides drafts and unknown ones', async () => {
    const { data } = await client.request(/* GraphQL */ `
      query {
        byId: product(id: "gid://shopify/Product/7") { handle }
        byHandle: product(handle: "sennheiser-hd-280-pro") { id }
        draft: product(handle: "prototype-mixer") { id }
        draftById: product(id: "gid://shopify/Product/10") { id }
        missing: productByHandle(handle: "nope") { id }
        wrongType: product(id: "gid://shopify/Collection/1") { id }
      }
    `);
    expect(data).toEqual({ byId: { handle: 'sennheiser-hd-280-pro' }, byHandle: { id: 'gid://shopify/Product/7' }, draft: null, draftById: null, missing: null, wrongType: null });
  });

  it('picks variants by selected options like Shopify', async () => {
    const { data } = await client.request(/* GraphQL */ `
      query {
        product(handle: "fender-player-stratocaster") {
          exact: variantBySelectedOptions(selectedOptions: [{ name: "Color", value: "Tidepool" }]) { id currentlyNotInStock availableForSale quantityAvailable }
          french: variantBySelectedOptions(selectedOptions: [{ name: "Couleur", value: "Noir" }]) { id }
          wrongCase: variantBySelectedOptions(selectedOptions: [{ name: "color", value: "black" }]) { id }
          anyCase: variantBySelectedOptions(selectedOptions: [{ name: "color", value: "black" }], caseInsensitiveMatch: true) { id }
          unknown: variantBySelectedOptions(selectedOptions: [{ name: "Color", value: "Black" }, { name: "Size", value: "L" }]) { id }
          ignored: variantBySelectedOptions(selectedOptions: [{ name: "Color", value: "Black" }, { name: "Size", value: "L" }], ignoreUnknownOptions: true) { id }
          firstAvailable: selectedOrFirstAvailableVariant { id }
          chosen: selectedOrFirstAvailableVariant(selectedOptions: [{ name: "Color", value: "Black" }]) { id }
          adjacentVariants(selectedOptions: [{ name: "Color", value: "Black" }]) { id }
        }
        soldOut: product(handle: "chauvet-intimidator-spot") { availableForSale selectedOrFirstAvailableVariant { id availableForSale } }
      }
    `);
    expect(data.product).toEqual({
      exact: { id: 'gid://shopify/ProductVariant/802', currentlyNotInStock: true, availableForSale: true, quantityAvailable: 0 },
      french: { id: 'gid://shopify/ProductVariant/803' },
      wrongCase: null,
      anyCase: { id: 'gid://shopify/ProductVariant/803' },
      unknown: null,
      ignored: { id: 'gid://shopify/ProductVariant/803' },
      firstAvailable: { id: 'gid://shopify/ProductVariant/801' },
      chosen: { id: 'gid://shopify/ProductVariant/803' },
      adjacentVariants: [{ id: 'gid://shopify/ProductVariant/801' }, { id: 'gid://shopify/ProductVariant/802' }],
    });
    expect(data.soldOut).toEqual({ availableForSale: false, selectedOrFirstAvailableVariant: { id: 'gid://shopify/ProductVariant/601', availableForSale: false } });
  });

  it('pages through variants and images with cursors', async () => {
    const query = /* GraphQL */ `
      query Variants($after: String) {
        product(handle: "fender-player-stratocaster") {
          variants(first: 2, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } }
          last: variants(last: 1) { nodes { id } pageInfo { hasPreviousPage hasNextPage } }
          reversed: variants(first: 3, reverse: true, sortKey: TITLE) { nodes { title } }
        }
      }
    `;
    const first = await client.request(query);
    const page = first.data.product.variants;
    expect(page.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual(['gid://shopify/ProductVariant/801', 'gid://shopify/ProductVariant/802']);
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, startCursor: page.edges[0].cursor, endCursor: page.edges[1].cursor });
    expect(JSON.parse(Buffer.from(page.pageInfo.endCursor, 'base64').toString())).toEqual({ last_id: 802, last_value: 2, offset: 1 });
    expect(first.data.product.last).toEqual({ nodes: [{ id: 'gid://shopify/ProductVariant/803' }], pageInfo: { hasPreviousPage: true, hasNextPage: false } });
    expect(first.data.product.reversed.nodes.map((node: { title: string }) => node.title)).toEqual(['Tidepool', 'Candy Red', 'Black']);

    const second = await client.request(query, { variables: { after: page.pageInfo.endCursor } });
    expect(second.data.product.variants.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual(['gid://shopify/ProductVariant/803']);
    expect(second.data.product.variants.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('lists products with a query, sort keys, reverse and paging', async () => {
    const query = /* GraphQL */ `
      query Products($query: String, $sortKey: ProductSortKeys, $reverse: Boolean, $after: String) {
        products(first: 3, query: $query, sortKey: $sortKey, reverse: $reverse, after: $after) {
          nodes { handle }
          pageInfo { hasNextPage endCursor }
        }
      }
    `;
    const handles = async (variables: Record<string, unknown>) => (await client.request(query, { variables })).data.products;
    expect((await handles({})).nodes.map((node: { handle: string }) => node.handle)).toEqual(['shure-sm58', 'shure-sm58-used', 'yamaha-hs8']);
    expect((await handles({ sortKey: 'PRICE', reverse: true })).nodes[0].handle).toBe('meyer-leopard-array');
    expect((await handles({ sortKey: 'BEST_SELLING' })).nodes.map((node: { handle: string }) => node.handle)).toEqual(['shure-sm58', 'audio-technica-at2020', 'sennheiser-hd-280-pro']);
    expect((await handles({ sortKey: 'TITLE', query: 'vendor:Shure' })).nodes.map((node: { handle: string }) => node.handle)).toEqual(['shure-sm58', 'shure-sm58-used']);
    expect((await handles({ query: 'tag:studio', sortKey: 'CREATED_AT' })).nodes.map((node: { handle: string }) => node.handle)).toEqual(['yamaha-hs8', 'audio-technica-at2020', 'sennheiser-hd-280-pro']);
    expect((await handles({ query: 'microphone', sortKey: 'RELEVANCE' })).nodes).toHaveLength(3);
    expect((await handles({ query: '__no_such_product__' })).nodes).toEqual([]);

    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: { nodes: { handle: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } = await handles({ sortKey: 'TITLE', after });
      seen.push(...page.nodes.map((node) => node.handle));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toHaveLength(11);
    expect(new Set(seen).size).toBe(11);
  });

  it('lists product tags and types, and recommends related products', async () => {
    const { data } = await client.request(/* GraphQL */ `
      query {
        productTags(first: 3) { nodes pageInfo { hasNextPage } }
        productTypes(first: 250) { nodes }
        productRecommendations(productHandle: "shure-sm58") { handle }
        complementary: productRecommendations(productId: "gid://shopify/Product/1", intent: COMPLEMENTARY) { handle }
        missing: productRecommendations(productId: "gid://shopify/Product/0") { handle }
      }
    `);
    expect(data.productTags).toEqual({ nodes: ['b2b-integrator', 'b2b-production', 'demo'], pageInfo: { hasNextPage: true } });
    expect(data.productTypes.nodes).toContain('Studio Monitors');
    expect(data.productRecommendations.map((product: { handle: string }) => product.handle).slice(0, 2)).toEqual(['shure-sm58-used', 'audio-technica-at2020']);
    expect(data.complementary.map((product: { handle: string }) => product.handle)).toEqual(['shure-sm58-used', 'audio-technica-at2020', 'yamaha-hs8']);
    expect(data.missing).toBeNull();
  });
});
