import { runDoctor, type Check } from '@maple/shop-model/doctor';
import { METAFIELDS } from '@maple/shop-model/metafields';
import { applySetup, describePlan, planSetup } from '@maple/shop-model/setup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BARE_SHOP_SEED, startShopServer, type ShopServer } from './shop-server.js';

const failures = (checks: readonly Check[]) => checks.filter((check) => check.status === 'fail').map((check) => check.subject);

async function storefrontLogo(server: ShopServer): Promise<unknown> {
  const answer = await server.shop().storefront<{ products: { nodes: { logo: unknown }[] } }>(
    '{ products(first: 1) { nodes { logo: metafield(namespace: "product", key: "brand_image_url") { value } } } }',
  );
  return answer.products.nodes[0]!.logo;
}

describe('shop:setup on a bare shop (seeds/bare-shop.json), over HTTP', () => {
  let server: ShopServer;
  beforeAll(async () => {
    server = await startShopServer(BARE_SHOP_SEED);
  }, 60_000);
  afterAll(() => server.close());

  it('doctor fails naming each missing definition and setting; setup --apply fixes them; a second setup changes nothing', async () => {
    const before = await runDoctor(server.shop());
    const missing = failures(before);
    for (const field of METAFIELDS) expect(missing).toContain(`definition ${field.ownerType} ${field.namespace}.${field.key}`);
    for (const key of ['special_order_collection', 'ship_2_4_weeks_collection', 'ship_4_8_weeks_collection', 'tariff_surcharge_collection', 'popular_products_collection']) {
      expect(missing).toContain(`setting settings.${key}`);
    }
    // Without definitions the Storefront API reads no metafield, as on a real shop.
    expect(await storefrontLogo(server)).toBeNull();

    for (const handle of ['special-order', 'popular-products', 'top-deals']) expect(missing).toContain(`collection ${handle}`);
    // A value the merchant set is kept: popular products point at one of the catalogue's own collections.
    const own = await server.shop().storefront<{ collections: { nodes: { id: string }[] } }>('{ collections(first: 1) { nodes { id } } }');
    const featured = { collectionByIdentifier: own.collections.nodes[0]! };
    const shopId = (await server.shop().admin<{ shop: { id: string } }>('{ shop { id } }')).shop.id;
    const merchantSet = await server.shop().admin<{ metafieldsSet: { userErrors: unknown[] } }>(
      'mutation Set($metafields: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $metafields) { userErrors { message } } }',
      { metafields: [{ ownerId: shopId, namespace: 'settings', key: 'popular_products_collection', type: 'collection_reference', value: featured.collectionByIdentifier.id }] },
    );
    expect(merchantSet.metafieldsSet.userErrors).toEqual([]);

    const beforePlan = failures(await runDoctor(server.shop()));
    expect(beforePlan).not.toContain('setting settings.popular_products_collection');
    const plan = await planSetup(server.shop());
    const text = describePlan(plan);
    expect(text).toContain('would  definition PRODUCT product.brand_image_url: create (url, storefront PUBLIC_READ)');
    expect(text).toContain('would  collection special-order: create “Special Order” (processing time (CONST-12)), empty: choose its products in the admin');
    expect(text).toContain('would  setting settings.special_order_collection: set to the collection special-order (created above)');
    expect(text).toContain('would  webhook PRODUCTS_UPDATE: subscribe https://shop.example.com/api/webhooks/shopify');
    expect(text).toContain('would  setting settings.priority_delivery_variant: create the product priority-delivery (29.99 CAD');
    expect(text).toContain('would  channel special-order: publish on “Maple Audio” (created above)');
    expect(text).toContain('would  channel b2b-integrator-catalog: publish on “Partners” (created above)');
    expect(text).not.toContain('channel b2b-integrator-catalog: publish on “Maple Audio”');
    expect(text).not.toContain('setting settings.popular_products_collection');
    // The dry run changed nothing.
    expect(failures(await runDoctor(server.shop()))).toEqual(beforePlan);

    const applied = await applySetup(plan);
    expect(applied.failed).toBe(0);
    expect(applied.changed).toBe(plan.filter((step) => step.apply).length);

    const after = await runDoctor(server.shop());
    expect(failures(after)).toEqual([]);
    expect(after.find((check) => check.subject === 'webhooks')?.status).toBe('ok');
    expect(after.find((check) => check.subject === 'setting settings.popular_products_collection')?.detail).toBe(featured.collectionByIdentifier.id);
    expect(await storefrontLogo(server)).toMatchObject({ value: expect.stringContaining('/') });
    // Each storefront sees what it should: the public one the processing-time collections, only the partners' their catalogue.
    const fixed = '{ specialOrder: collection(handle: "special-order") { id } catalogue: collection(handle: "b2b-integrator-catalog") { id } }';
    expect(await server.shop().storefront(fixed)).toEqual({ specialOrder: { id: expect.any(String) }, catalogue: null });
    expect(await server.shop().partnerStorefront(fixed)).toMatchObject({ catalogue: { id: expect.any(String) } });
    // The priority-delivery variant is one the cart can add, titled in French too.
    const priority = after.find((check) => check.subject === 'setting settings.priority_delivery_variant')!.detail;
    const french = await server
      .shop()
      .storefront<{ node: { price: { amount: string }; product: { title: string } } }>(
        'query ($id: ID!) @inContext(language: FR) { node(id: $id) { ... on ProductVariant { price { amount } product { title } } } }',
        { id: priority },
      );
    expect(french.node).toEqual({ price: { amount: '29.99' }, product: { title: 'Livraison prioritaire' } });

    const second = await planSetup(server.shop());
    expect(second.filter((step) => step.apply)).toEqual([]);
    expect(describePlan(second)).toContain('Nothing to change.');
  }, 60_000);

  it('takes a partner catalogue published to guests off the public storefront, leaving it in the shop', async () => {
    const { publications } = await server.shop().admin<{ publications: { nodes: { id: string; name: string }[] } }>('{ publications(first: 10) { nodes { id name } } }');
    const guests = publications.nodes.find((publication) => publication.name === 'Maple Audio')!;
    const catalogue = await server.shop().admin<{ collectionByIdentifier: { id: string } }>('{ collectionByIdentifier(identifier: { handle: "b2b-production-catalog" }) { id } }');
    const published = await server.shop().admin<{ publishablePublish: { userErrors: unknown[] } }>(
      'mutation ($id: ID!, $input: [PublicationInput!]!) { publishablePublish(id: $id, input: $input) { userErrors { message } } }',
      { id: catalogue.collectionByIdentifier.id, input: [{ publicationId: guests.id }] },
    );
    expect(published.publishablePublish.userErrors).toEqual([]);
    const leak = (await runDoctor(server.shop())).find((check) => check.subject === 'collection b2b-production-catalog')!;
    expect(leak).toMatchObject({ status: 'fail', detail: expect.stringContaining('guests can read this partner catalogue') });

    const plan = await planSetup(server.shop());
    expect(describePlan(plan)).toContain('would  channel b2b-production-catalog: unpublish from “Maple Audio”');
    expect((await applySetup(plan)).failed).toBe(0);
    expect(failures(await runDoctor(server.shop()))).toEqual([]);
    expect(await server.shop().storefront('{ collection(handle: "b2b-production-catalog") { id } }')).toEqual({ collection: null });
  }, 60_000);

  it('makes a starter header menu when the shop has none under the store’s handle', async () => {
    const shop = server.shop({ mainMenuHandle: 'store-header' });
    expect(failures(await runDoctor(shop))).toEqual(['menu store-header']);
    const plan = await planSetup(shop);
    expect(describePlan(plan)).toContain('would  menu store-header: create it with the catalogue and top-deals, redzone, merchandise');
    expect((await applySetup(plan)).failed).toBe(0);
    const menu = await shop.storefront<{ menu: { items: { title: string; type: string }[] } }>('{ menu(handle: "store-header") { items { title type } } }');
    expect(menu.menu.items).toEqual([
      { title: 'Catalog', type: 'CATALOG' },
      { title: 'Top Deals', type: 'COLLECTION' },
      { title: 'RedZone', type: 'COLLECTION' },
      { title: 'Merchandise', type: 'COLLECTION' },
    ]);
    expect(failures(await runDoctor(shop))).toEqual([]);
  }, 60_000);
});

describe('shop:setup never replaces a definition of another type', () => {
  let server: ShopServer;
  beforeAll(async () => {
    server = await startShopServer(BARE_SHOP_SEED);
  }, 60_000);
  afterAll(() => server.close());

  it('reports the conflict, leaves it, and doctor keeps failing on it', async () => {
    const created = await server.shop().admin<{ metafieldDefinitionCreate: { userErrors: unknown[] } }>(
      `mutation { metafieldDefinitionCreate(definition: { ownerType: PRODUCT, namespace: "product", key: "release_date", name: "Release", type: "single_line_text_field" }) { userErrors { message } } }`,
    );
    expect(created.metafieldDefinitionCreate.userErrors).toEqual([]);
    const plan = await planSetup(server.shop());
    const conflict = plan.find((step) => step.subject === 'definition PRODUCT product.release_date')!;
    expect(conflict.apply).toBeUndefined();
    expect(conflict.detail).toBe('conflict: the shop defines it as single_line_text_field, the store reads date; left as it is, migrate it by hand');
    await applySetup(plan);
    const definition = await server.shop().admin<{ metafieldDefinitions: { nodes: { type: { name: string } }[] } }>(
      '{ metafieldDefinitions(ownerType: PRODUCT, namespace: "product", key: "release_date", first: 5) { nodes { type { name } } } }',
    );
    expect(definition.metafieldDefinitions.nodes).toEqual([{ type: { name: 'single_line_text_field' } }]);
    expect(failures(await runDoctor(server.shop()))).toEqual(['definition PRODUCT product.release_date']);
  }, 60_000);

  it('says first when the token lacks the scopes setup writes with', async () => {
    const plan = await planSetup(server.shop({ adminToken: 'emulator-scopes:read_products,read_customers' }));
    expect(plan[0]).toEqual({ subject: 'admin scopes', detail: 'the app lacks write_products, write_customers, write_publications, write_online_store_navigation: the changes below will be refused until it has them' });
  }, 30_000);
});
