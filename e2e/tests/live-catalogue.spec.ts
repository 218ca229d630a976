import { expect, test, type Page } from '@playwright/test';
import { inventoryItemOf, patchContent, setFrenchTitle } from '../support/admin';
import { fillCheckout } from '../support/checkout';
import { emulatorURL, seedCart, storefront, storeURL } from '../support/emulator';
import { visit } from '../support/visit';
import { sendSanityWebhook, sendShopifyWebhook } from '../support/webhooks';

// A merchant's change in the commerce admin or the content service reaches shared pages within
// seconds: the provider's signed webhook invalidates the tags of the reads, and every cached page
// rendered from them (docs/decisions/0032-shared-cache.md).
// Each request is a new visitor's (no cookie jar: a language cookie would send / to /fr).
const get = (path: string) => fetch(new URL(path, storeURL));
const cacheStatus = (response: Response) => response.headers.get('x-page-cache');

/** Asks for a page until the cache answers it (the second request renders it for the cache). */
async function untilCached(path: string) {
  await get(path);
  await expect.poll(async () => cacheStatus(await get(path)), { timeout: 15_000 }).toBe('HIT');
}

/** The page's HTML as the next visitor gets it, until it shows `text` (at most `within` ms after the change). */
async function expectShownWithin(path: string, text: string, within: number) {
  const started = Date.now();
  await expect.poll(async () => (await (await get(path)).text()).includes(text), { timeout: within, intervals: [100] }).toBe(true);
  return Date.now() - started;
}

interface StockedProduct {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  price: number;
  collection: string;
  variant: { id: string; quantityAvailable: number };
}

/** New products in stock (their first variant), not call-for-price, in a collection: far down the list, where other tests do not look. */
async function stockedProducts(language: 'EN' | 'FR'): Promise<StockedProduct[]> {
  const data = await storefront<{
    products: {
      nodes: {
        id: string;
        handle: string;
        title: string;
        vendor: string;
        tags: string[];
        collections: { nodes: { handle: string }[] };
        variants: { nodes: { id: string; quantityAvailable: number; price: { amount: string } }[] };
      }[];
    };
  }>(
    `query($language: LanguageCode) @inContext(language: $language) { products(first: 250, query: "available_for_sale:true", sortKey: TITLE, reverse: true) { nodes { id handle title vendor tags collections(first: 1) { nodes { handle } } variants(first: 1) { nodes { id quantityAvailable price { amount } } } } } }`,
    { language },
  );
  return data.products.nodes
    .filter(
      (node) =>
        node.variants.nodes.length === 1 && node.collections.nodes.length === 1 && !node.tags.some((tag) => ['demo', 'used'].includes(tag)),
    )
    .filter((node) => Number(node.variants.nodes[0]!.price.amount) < 5000 && node.variants.nodes[0]!.quantityAvailable > 0)
    .map((node) => ({
      id: node.id,
      handle: node.handle,
      title: node.title,
      vendor: node.vendor,
      price: Number(node.variants.nodes[0]!.price.amount),
      collection: node.collections.nodes[0]!.handle,
      variant: node.variants.nodes[0]!,
    }));
}

/** Listing filters narrowing to the product's own price, so it is on the first page of results. */
const atPrice = (price: number) => `filter.v.price.gte=${price}&filter.v.price.lte=${price}`;

test.describe('live catalogue: webhooks reach cached pages', () => {
  test('a title change in the commerce admin shows on the product page, a collection and search, in French, within 2 s @desktop', async () => {
    const product = (await stockedProducts('FR'))[3]!;
    const pages = [
      `/fr/products/${product.handle}`,
      `/fr/collections/${product.collection}?${atPrice(product.price)}`,
      `/fr/search?q=${encodeURIComponent(product.vendor)}&${atPrice(product.price)}`,
    ];
    for (const path of pages) {
      await untilCached(path);
      expect(await (await get(path)).text(), path).toContain(product.title);
    }
    const renamed = `${product.title} (édition ${Date.now() % 100_000})`;
    try {
      await setFrenchTitle(product.id, renamed);
      const webhook = await sendShopifyWebhook('products/update', {
        id: Number(product.id.split('/').pop()),
        admin_graphql_api_id: product.id,
        handle: product.handle,
        variants: [{ id: Number(product.variant.id.split('/').pop()), admin_graphql_api_id: product.variant.id }],
      });
      expect(webhook.status).toBe(200);
      for (const path of pages) {
        const elapsed = await expectShownWithin(path, renamed, 2_000);
        test.info().annotations.push({ type: 'fresh after the webhook', description: `${path}: ${elapsed} ms` });
      }
    } finally {
      await setFrenchTitle(product.id, product.title);
      await sendShopifyWebhook('products/update', { id: Number(product.id.split('/').pop()), handle: product.handle });
    }
  });

  test('an order that takes the last units: the stock webhook turns the cached product page to sold out @desktop', async ({
    page,
    context,
  }) => {
    test.slow();
    const product = (await stockedProducts('EN')).find((candidate) => candidate.variant.quantityAvailable <= 5)!;
    const path = `/products/${product.handle}`;
    await untilCached(path);
    await buyEverything(page, context, product);

    const webhook = await sendShopifyWebhook('inventory_levels/update', {
      inventory_item_id: Number((await inventoryItemOf(product.variant.id)).split('/').pop()),
      location_id: 1,
      available: 0,
    });
    expect(webhook.status).toBe(200);
    await expectShownWithin(path, 'Sold out', 2_000);
    await visit(page, path);
    await expect(page.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  });

  test('a content edit of the top bar reaches cached pages through the content webhook, in both languages @desktop', async () => {
    const [english, french] = [`Spring sale ${Date.now() % 100_000}`, `Soldes du printemps ${Date.now() % 100_000}`];
    await untilCached('/');
    await untilCached('/fr');
    const original = await currentTopBar();
    try {
      await patchContent('topBar', { englishMessage: english, frenchMessage: french });
      expect((await sendSanityWebhook({ _id: 'topBar', _type: 'topBar' })).status).toBe(200);
      await expectShownWithin('/', english, 2_000);
      await expectShownWithin('/fr', french, 2_000);
    } finally {
      await patchContent('topBar', original);
      await sendSanityWebhook({ _id: 'topBar', _type: 'topBar' });
    }
  });

  test('a forged or replayed webhook changes nothing @desktop', async () => {
    const product = (await stockedProducts('EN'))[6]!;
    const path = `/products/${product.handle}`;
    const payload = { id: Number(product.id.split('/').pop()), handle: product.handle };
    await untilCached(path);

    const forged = await sendShopifyWebhook('products/update', payload, { secret: 'not-the-app-secret-0123456789' });
    expect(forged.status).toBe(401);
    expect(cacheStatus(await get(path))).toBe('HIT');

    const delivery = `delivery-${Date.now()}`;
    expect(await sendShopifyWebhook('products/update', payload, { id: delivery })).toEqual({ status: 200, body: { ok: true } });
    expect(cacheStatus(await get(path))).toBe('MISS');
    await untilCached(path);
    // The same delivery again (Shopify's retry, or someone replaying a captured request) is acknowledged and ignored.
    expect(await sendShopifyWebhook('products/update', payload, { id: delivery })).toEqual({
      status: 200,
      body: { ok: true, duplicate: true },
    });
    expect(cacheStatus(await get(path))).toBe('HIT');
  });

  test('a captured webhook sent again under new ids, or signed for another shop, changes nothing @desktop', async () => {
    const product = (await stockedProducts('EN'))[7]!;
    const path = `/products/${product.handle}`;
    const body = JSON.stringify({ id: Number(product.id.split('/').pop()), handle: product.handle, updated_at: new Date().toISOString() });
    await untilCached(path);

    // Signed with this app's secret (which signs every shop's webhooks), but for another shop.
    const foreign = await sendShopifyWebhook('products/update', null, { body, shopDomain: 'other-shop.myshopify.com' });
    expect(foreign).toEqual({ status: 403, body: { error: 'This webhook is for another shop' } });
    expect(cacheStatus(await get(path))).toBe('HIT');

    expect(await sendShopifyWebhook('products/update', null, { body })).toEqual({ status: 200, body: { ok: true } });
    await untilCached(path);
    // The same signed bytes with a new X-Shopify-Webhook-Id and X-Shopify-Event-Id: a replay, not a new event.
    expect(await sendShopifyWebhook('products/update', null, { body })).toEqual({ status: 200, body: { ok: true, duplicate: true } });
    expect(cacheStatus(await get(path))).toBe('HIT');

    // A content delivery replayed within its five minutes under a new idempotency key is acknowledged and not applied
    // (a type no page reads, so tests running alongside keep their cached pages).
    const document = { _id: `replay-${Date.now()}`, _type: 'replayCheck' };
    const signedAt = Date.now();
    expect((await sendSanityWebhook(document, signedAt)).body).toEqual({ ok: true });
    expect((await sendSanityWebhook(document, signedAt)).body).toEqual({ ok: true, duplicate: true });
  });
});

async function currentTopBar(): Promise<{ englishMessage: string; frenchMessage: string }> {
  const query = encodeURIComponent('*[_id == "topBar"][0]{englishMessage, frenchMessage}');
  const response = await fetch(`${emulatorURL}/v2022-03-07/data/query/production?query=${query}`);
  return ((await response.json()) as { result: { englishMessage: string; frenchMessage: string } }).result;
}

/** Buys every unit of the product through the hosted checkout, as a shopper would. */
async function buyEverything(page: Page, context: Parameters<typeof seedCart>[0], product: StockedProduct) {
  await seedCart(context, [{ merchandiseId: product.variant.id, quantity: product.variant.quantityAvailable }]);
  await visit(page, '/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkouts\/cn\//);
  await page.getByLabel('Email').fill('last-units@example.com');
  await fillCheckout(page, 'en');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Thank you for your order!')).toBeVisible();
}
