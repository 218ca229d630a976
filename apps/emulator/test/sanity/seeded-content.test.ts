import { afterAll, beforeAll, expect, test } from 'vitest';
import { generateSeed } from '../../src/seed/generate.js';
import { startSanity, type SanityHarness } from './harness.js';

/** The generated seed's content, read the way the storefront reads it. */
const seed = generateSeed({ products: 300, referenceDate: new Date('2026-04-20T00:00:00.000Z') });

let harness: SanityHarness;
beforeAll(async () => {
  harness = await startSanity({ seed: () => seed, products: 300 });
});
afterAll(() => harness.close());

const TYPES = ['logo', 'topBar', 'banner', 'infoBar', 'featuredPromotions', 'promotionBanners', 'agents', 'paymentMethods', 'helpCenter', 'popularCategories', 'faq', 'series', 'featuredProduct'];

test('every content type of CONT-50 is in the dataset', async () => {
  const counts = await harness.client().fetch<Record<string, number>>(`{${TYPES.map((type) => `"${type}": count(*[_type == "${type}"])`).join(', ')}}`);
  for (const type of TYPES) expect(counts[type], type).toBeGreaterThan(0);
});

test('localised fields answer in French and in English', async () => {
  const query = '*[_type in ["banner", "infoBar", "faq"]] | order(_id asc){"title": coalesce(heading[$lang], question[$lang])}';
  const french = await harness.client().fetch<{ title: string }[]>(query, { lang: 'fr' });
  const english = await harness.client().fetch<{ title: string }[]>(query, { lang: 'en' });
  expect(french.length).toBeGreaterThan(0);
  french.forEach((item, index) => {
    expect(item.title).toEqual(expect.any(String));
    expect(item.title).not.toBe(english[index]!.title);
  });
});

test('no image URL is left relative: all of them are absolute on the emulator origin', async () => {
  const everything = JSON.stringify(await harness.client().fetch('*'));
  expect(everything).not.toMatch(/"\/cdn\/images\//);
  const urls = everything.match(/"[^"]*\/s\/files\/1\/[^"]*"/g) ?? [];
  expect(urls.length).toBeGreaterThan(100);
  for (const url of urls) expect(url.startsWith(`"${harness.origin}/s/files/1/0723/4419/6351/files/`), url).toBe(true);
});

test('series filter by product type; featured products and popular categories point at Shopify gids', async () => {
  const [first] = await harness.client().fetch<{ productType: { en: string } }[]>('*[_type == "series"] | order(_id asc)[0...1]{productType}');
  const series = await harness.client().fetch<{ serieTitle: string }[]>('*[_type == "series" && productType.en == $type]{serieTitle}', { type: first!.productType.en });
  expect(series.length).toBeGreaterThan(0);
  const ids = await harness.client().fetch<string[]>('*[_type == "featuredProduct"].productId');
  for (const id of ids) expect(id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
  const collections = await harness.client().fetch<string[]>('*[_type == "popularCategories"].popularCategoryCollectionId');
  for (const id of collections) expect(id).toMatch(/^gid:\/\/shopify\/Collection\/\d+$/);
});
