import { expect, test, type APIRequestContext } from '@playwright/test';
import { emulatorURL, setFaults, storefront } from '../support/emulator';
import { localized } from '../support/routes';
import { visit } from '../support/visit';

type Head = {
  title: string;
  description: string | null;
  canonical: string | null;
  alternates: Record<string, string>;
  ogLocale: string | null;
  ogImage: string | null;
  themeColor: string | null;
  jsonLd: Record<string, unknown>[];
};

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The SEO-relevant head of a page, read from the server's HTML as a crawler sees it. */
async function readHead(request: APIRequestContext, path: string): Promise<Head> {
  // The language of the path itself, whatever an earlier request left in the cookie jar.
  const response = await request.get(path, {
    headers: { cookie: `i18n_redirected=${path === '/fr' || path.startsWith('/fr/') ? 'fr' : 'en'}` },
  });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const tags = html.match(/<(meta|link)\b[^>]*>/g) ?? [];
  const meta = (key: string, value: string) => {
    const tag = tags.find((candidate) => attr(candidate, key) === value);
    return tag ? decode(attr(tag, 'content') ?? attr(tag, 'href') ?? '') : null;
  };
  const alternates = Object.fromEntries(
    tags
      .filter((tag) => attr(tag, 'rel') === 'alternate' && attr(tag, 'hrefLang'))
      .map((tag) => [attr(tag, 'hrefLang')!, new URL(attr(tag, 'href')!).pathname]),
  );
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const canonical = meta('rel', 'canonical');
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: meta('name', 'description'),
    canonical: canonical ? new URL(canonical).pathname : null,
    alternates,
    ogLocale: meta('property', 'og:locale'),
    ogImage: meta('property', 'og:image'),
    themeColor: meta('name', 'theme-color'),
    jsonLd,
  };
}

async function sampleHandles() {
  const data = await storefront<{ products: { nodes: { handle: string }[] }; collections: { nodes: { handle: string }[] } }>(
    `{ products(first: 1, query: "available_for_sale:true") { nodes { handle } } collections(first: 1, query: "title:Microphones") { nodes { handle } } }`,
  );
  return { product: data.products.nodes[0]!.handle, collection: data.collections.nodes[0]?.handle ?? 'top-deals' };
}

// Server HTML and files read over the wire (no browser): the viewport does not matter, so these run once.
test('every page kind has a bounded title and description, canonical, hreflang pairs, og:locale and theme colour @desktop', async ({
  request,
}) => {
  // Twenty-two server renders.
  test.slow();
  const { product, collection } = await sampleHandles();
  const paths = [
    '/',
    `/collections/${collection}`,
    `/products/${product}`,
    '/brands',
    '/series',
    '/help-center',
    '/rental',
    '/trade-ins',
    '/policies/refund-policy',
    '/pages/first-nations',
    '/b2b',
  ];
  const allHeads = await Promise.all(
    paths.map(async (path) => {
      const [en, fr] = await Promise.all([readHead(request, localized(path, 'en')), readHead(request, localized(path, 'fr'))]);
      return { path, heads: { en, fr } };
    }),
  );
  for (const { path, heads } of allHeads) {
    for (const locale of ['en', 'fr'] as const) {
      const head = heads[locale];
      const where = `${locale} ${path}`;
      expect(head.title.length, where).toBeGreaterThan(0);
      expect(head.title.length, where).toBeLessThanOrEqual(60);
      expect(head.description?.length ?? 0, where).toBeGreaterThan(0);
      expect(head.description!.length, where).toBeLessThanOrEqual(160);
      expect(head.canonical, where).toBe(localized(path, locale) === '/' ? '/' : localized(path, locale));
      // Each language names the other, both name the same pair, and x-default is English.
      expect(head.alternates, where).toEqual({
        'en-ca': localized(path, 'en'),
        'fr-ca': localized(path, 'fr'),
        'x-default': localized(path, 'en'),
      });
      expect(head.ogLocale, where).toBe(locale === 'fr' ? 'fr_CA' : 'en_CA');
      expect(head.ogImage, where).toBeTruthy();
      expect(head.themeColor, where).toBe('#CA0100');
    }
  }
});

test('pages without a description of their own still get one within 160 characters, and a title within 60 @desktop', async ({
  request,
}) => {
  // The cart and search keep out of search results, yet are shared and bookmarked: the store's own
  // description and title stand in, shortened by the same rule (SEO-01, SEO-02).
  for (const path of ['/cart', '/search?q=mixer', '/fr/cart', '/fr/search?q=mixer']) {
    const head = await readHead(request, path);
    expect(head.description?.length ?? 0, path).toBeGreaterThan(0);
    expect(head.description!.length, path).toBeLessThanOrEqual(160);
    expect(head.title.length, path).toBeLessThanOrEqual(60);
  }
});

test('structured data parses and carries the required fields @desktop', async ({ request }) => {
  test.slow();
  const { product, collection } = await sampleHandles();
  for (const locale of ['en', 'fr'] as const) {
    const [home, collectionHead, productHead, helpHead] = await Promise.all([
      readHead(request, localized('/', locale)),
      readHead(request, localized(`/collections/${collection}`, locale)),
      readHead(request, localized(`/products/${product}`, locale)),
      readHead(request, localized('/help-center', locale)),
    ]);
    const organization = home.jsonLd.find((data) => data['@type'] === 'Organization')!;
    expect(organization).toMatchObject({ '@context': 'https://schema.org', name: 'Maple Audio', areaServed: 'CA' });
    expect(organization.contactPoint).toEqual([expect.objectContaining({ areaServed: 'CA', availableLanguage: ['English', 'French'] })]);
    const webSite = home.jsonLd.find((data) => data['@type'] === 'WebSite')!;
    expect(webSite).toMatchObject({ inLanguage: locale === 'fr' ? 'fr-CA' : 'en-CA' });
    // The site's publisher is the organisation above, in both languages (not a dangling '/fr#organization').
    expect(webSite.publisher).toEqual({ '@id': organization['@id'] });

    const listing = collectionHead.jsonLd.find((data) => data['@type'] === 'CollectionPage')!;
    const list = listing.mainEntity as {
      '@type': string;
      numberOfItems: number;
      itemListElement: { position: number; url: string; name: string }[];
    };
    expect(list['@type']).toBe('ItemList');
    expect(list.numberOfItems).toBe(list.itemListElement.length);
    expect(list.itemListElement.length).toBeGreaterThan(0);
    list.itemListElement.forEach((item, index) => {
      expect(item.position).toBe(index + 1);
      expect(new URL(item.url).pathname).toMatch(locale === 'fr' ? /^\/fr\/products\// : /^\/products\//);
      expect(item.name).toBeTruthy();
    });

    const productData = productHead.jsonLd.find((data) => data['@type'] === 'Product')!;
    expect(productData.name).toBeTruthy();
    expect(productData.offers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@type': 'Offer', priceCurrency: 'CAD', price: expect.stringMatching(/^\d+\.\d{2}$/) }),
      ]),
    );

    // A call-for-price product publishes no price, and Google rejects a Product without offers: no Product markup.
    const callForPrice = await readHead(request, localized('/products/l-acoustics-k9', locale));
    expect(callForPrice.jsonLd.filter((data) => data['@type'] === 'Product')).toEqual([]);
    expect(callForPrice.jsonLd.find((data) => data['@type'] === 'BreadcrumbList')).toBeTruthy();

    const faq = helpHead.jsonLd.find((data) => data['@type'] === 'FAQPage')!;
    expect((faq.mainEntity as unknown[]).length).toBeGreaterThan(5);
  }
});

test('sitemap.xml indexes shards covering every product, collection and content page in both languages @desktop', async ({ request }) => {
  // Every shard of a 1,500-product catalogue, generated on request.
  test.slow();
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  const shards = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(shards[0]).toBe('/sitemaps/static.xml');
  expect(shards.filter((shard) => shard.startsWith('/sitemaps/products-')).length).toBeGreaterThan(0);

  const locations: string[] = [];
  const documents = await Promise.all(
    shards.map(async (shard) => {
      const response = await request.get(shard);
      expect(response.status(), shard).toBe(200);
      return response.text();
    }),
  );
  for (const xml of documents) {
    const entries = xml.match(/<url>.*?<\/url>/g) ?? [];
    for (const entry of entries) {
      // Every entry names both languages and x-default.
      expect(entry.match(/hreflang="(en-ca|fr-ca|x-default)"/g)).toHaveLength(3);
      locations.push(new URL(/<loc>([^<]+)<\/loc>/.exec(entry)![1]!).pathname);
    }
  }
  const products = locations.filter((path) => /^\/(fr\/)?products\//.test(path));
  const { products: catalogueSize } = (await (await fetch(`${emulatorURL}/__emulator/health`)).json()) as { products: number };
  expect(products.length).toBe(2 * catalogueSize);
  expect(new Set(locations).size).toBe(locations.length);
  for (const path of [
    '/',
    '/fr',
    '/help-center',
    '/fr/rental',
    '/policies/privacy-policy',
    '/fr/pages/first-nations',
    '/collections/top-deals',
    '/fr/collections/top-deals',
  ]) {
    expect(locations, path).toContain(path);
  }
  expect(locations).not.toContain('/pages/rental');
  // A sample of the listed URLs answers 200.
  await Promise.all(
    [products[0]!, products.at(-1)!, locations.find((path) => path.startsWith('/fr/collections/'))!].map(async (path) =>
      expect(
        (await request.get(path, { headers: { cookie: `i18n_redirected=${path.startsWith('/fr') ? 'fr' : 'en'}` } })).status(),
        path,
      ).toBe(200),
    ),
  );
  expect((await request.get('/sitemaps/products-999.xml')).status()).toBe(404);
});

test('robots.txt opens the store, closes private screens and names the sitemap; the OG card is an image @desktop', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-Agent: *');
  expect(robots).toContain('Allow: /');
  for (const path of ['/api/', '/cart', '/fr/cart', '/account', '/fr/account', '/search']) expect(robots).toContain(`Disallow: ${path}\n`);
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const locale of ['en', 'fr']) {
    const image = await request.get(`/og/${locale}.png`, { maxRedirects: 0 });
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('the Open Graph card is drawn once per language when the store is built, never per request @desktop', async ({ request }) => {
  for (const locale of ['en', 'fr']) {
    const [first, second] = [await request.get(`/og/${locale}.png`), await request.get(`/og/${locale}.png`)];
    for (const answer of [first, second]) {
      expect(answer.status()).toBe(200);
      // Served from the build's prerendered file (a render per request has no such header).
      expect(answer.headers()['x-nextjs-cache']).toBe('HIT');
    }
    expect(Buffer.compare(await first.body(), await second.body())).toBe(0);
  }
  expect((await request.get('/og/de.png')).status()).toBe(404);
});

test('crawlers get the real page for valid URLs even while the content service is down @faults', async ({ request }) => {
  test.slow();
  const googlebot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
  await setFaults([{ surface: 'sanity', kind: 'status', status: 503, times: 40 }]);
  try {
    for (const path of ['/', '/fr', '/help-center', '/fr/trade-ins', '/policies/shipping-policy', '/collections/top-deals', '/brands']) {
      const response = await request.get(path, {
        headers: { ...googlebot, cookie: `i18n_redirected=${path.startsWith('/fr') ? 'fr' : 'en'}` },
      });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).not.toContain('<title>An error occurred');
      expect(html, path).toMatch(/<h1[ >]/);
    }
  } finally {
    await setFaults([]);
  }
});

test('the data layer hears the six e-commerce events with their item data @desktop', async ({ page }) => {
  // Home, a product page and the cart drawer.
  test.slow();
  await visit(page, '/');
  const events = () =>
    page.evaluate(() => ((window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer ?? []).filter((entry) => entry.event));
  // Consent defaults come first; no tag manager loads without GTM_ID.
  const consent = await page.evaluate(() => Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer[0] ?? []));
  expect(consent.slice(0, 2)).toEqual(['consent', 'default']);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);

  await expect.poll(async () => (await events()).filter((entry) => entry.event === 'view_item_list').length).toBeGreaterThanOrEqual(2);
  const list = (await events()).find(
    (entry) => entry.event === 'view_item_list' && (entry.ecommerce as { item_list_id: string }).item_list_id === 'top-deals',
  )!;
  const ecommerce = list.ecommerce as { currency: string; items: Record<string, unknown>[] };
  expect(ecommerce.currency).toBe('CAD');
  expect(ecommerce.items).toHaveLength(15);
  expect(ecommerce.items[0]).toEqual({
    item_id: expect.stringMatching(/^\d+$/),
    item_name: expect.any(String),
    item_brand: expect.any(String),
    item_category: expect.any(String),
    item_variant: expect.any(String),
    price: expect.any(Number),
    quantity: 1,
  });

  // A product from the list: view_item, then add_to_cart and the drawer's view_cart.
  await page.getByRole('region', { name: 'Featured products' }).getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/products\//);
  await expect.poll(async () => (await events()).some((entry) => entry.event === 'view_item')).toBe(true);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect
    .poll(async () => (await events()).map((entry) => entry.event))
    .toEqual(expect.arrayContaining(['view_item', 'add_to_cart', 'view_cart']));
  const added = (await events()).find((entry) => entry.event === 'add_to_cart')!.ecommerce as {
    currency: string;
    value: number;
    items: { quantity: number }[];
  };
  expect(added).toMatchObject({ currency: 'CAD', items: [expect.objectContaining({ quantity: 1 })] });
  expect(added.value).toBeGreaterThan(0);
});
