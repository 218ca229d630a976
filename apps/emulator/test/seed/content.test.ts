import { describe, expect, test } from 'vitest';
import type { ContentDocument } from '../../src/catalog/model.js';
import { parseImagePath } from '../../src/images/image-path.js';
import { defaultSeed, indexSeed, resolves } from './fixture.js';

const seed = defaultSeed();
const index = indexSeed(seed);
const ofType = (type: string) => seed.content.filter((document) => document._type === type);
const bilingual = (value: unknown) => {
  const localized = value as { en?: unknown; fr?: unknown };
  expect(localized.en, JSON.stringify(value)).toBeTruthy();
  expect(localized.fr, JSON.stringify(value)).toBeTruthy();
};

/** The content service's documents (CONT-50), with the minimum count each needs. */
const DOCUMENTS: [type: string, fields: string[], minimum: number][] = [
  ['logo', ['logoImageUrl'], 1],
  ['topBar', ['frenchMessage', 'englishMessage'], 1],
  ['banner', ['desktopImageUrl', 'mobileImageUrl', 'alignment', 'textColor', 'heading', 'text', 'buttonText', 'pathToNavigate'], 3],
  ['infoBar', ['heading', 'text', 'iconUrl'], 3],
  ['featuredPromotions', ['featuredPromotionTitle', 'promotionImageUrl', 'pathToNavigate'], 4],
  ['promotionBanners', ['promotionBannerTitle', 'firstBanner', 'secondBanner', 'thirdBanner', 'fourthBanner', 'fifthBanner'], 1],
  ['agents', ['name', 'agentImageUrl'], 8],
  ['paymentMethods', ['paymentMethodTitle', 'paymentMethodImage'], 6],
  ['helpCenter', ['chatWidgetStatus', 'helpCenterSchedule'], 1],
  ['popularCategories', ['popularCategoryCollectionId'], 8],
  ['faq', ['question', 'answer'], 12],
  ['series', ['serieTitle', 'heading', 'color', 'logoImageUrl', 'imageUrl', 'pathToNavigate', 'productType', 'isFeatured'], 20],
  ['featuredProduct', ['productId'], 8],
];

describe('Sanity content documents', { timeout: 60_000 }, () => {
  test.each(DOCUMENTS)('%s has its fields (CONT-50)', (type, fields, minimum) => {
    const documents = ofType(type);
    expect(documents.length).toBeGreaterThanOrEqual(minimum);
    for (const document of documents) {
      expect(document._id).toBeTruthy();
      expect(document._rev).toMatch(/^[A-Za-z0-9]{22}$/);
      for (const name of fields) expect(document[name], `${document._id}.${name}`).not.toBeUndefined();
    }
  });

  test('system fields and unique ids', () => {
    expect(new Set(seed.content.map((document) => document._id)).size).toBe(seed.content.length);
    for (const document of seed.content) {
      expect(Date.parse(document._createdAt)).toBeLessThanOrEqual(Date.parse(document._updatedAt));
    }
  });

  test('texts that need both languages are { en, fr } objects; the top bar keeps its two fields', () => {
    for (const document of ofType('banner')) ['heading', 'text', 'buttonText'].forEach((name) => bilingual(document[name]));
    for (const document of ofType('infoBar')) ['heading', 'text'].forEach((name) => bilingual(document[name]));
    for (const document of ofType('faq')) ['question', 'answer'].forEach((name) => bilingual(document[name]));
    for (const document of ofType('featuredPromotions')) {
      bilingual(document.featuredPromotionTitle);
      bilingual(document.promotionImageUrl);
    }
    const [promotions] = ofType('promotionBanners');
    for (const key of ['firstBanner', 'secondBanner', 'thirdBanner', 'fourthBanner', 'fifthBanner']) {
      const banner = promotions![key] as { desktopImageUrl: unknown; mobileImageUrl: unknown; pathToNavigate: string };
      bilingual(banner.desktopImageUrl);
      bilingual(banner.mobileImageUrl);
      expect(banner.pathToNavigate).toMatch(/^\//);
    }
    const [topBar] = ofType('topBar');
    expect(topBar!.frenchMessage).toMatch(/Livraison/);
    expect(topBar!.englishMessage).toMatch(/shipping/);
    bilingual(ofType('helpCenter')[0]!.helpCenterSchedule);
  });

  test('images are uploaded assets: each image field references a sanity.imageAsset of a drawing the image server can draw', () => {
    const assets = new Map(ofType('sanity.imageAsset').map((asset) => [asset._id, asset]));
    const references: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') expect(value.startsWith('/cdn/'), value).toBe(false);
      if (value && typeof value === 'object') {
        const image = value as { _type?: string; asset?: { _ref?: string } };
        if (image._type === 'image') references.push(image.asset!._ref!);
        else Object.values(value).forEach(collect);
      }
    };
    seed.content.filter((document) => document._type !== 'sanity.imageAsset').forEach((document: ContentDocument) => collect(document));
    expect(references.length).toBeGreaterThan(100);
    for (const reference of references) {
      const asset = assets.get(reference);
      expect(asset, reference).toBeDefined();
      const source = asset!.source as { name: string; id: string };
      const drawing = parseImagePath(source.id);
      expect(drawing, source.id).not.toBeNull();
      // Sanity's asset id carries the image's size, as the Studio's size rules read it.
      expect(reference).toBe(`image-${asset!.assetId as string}-${drawing!.width}x${drawing!.height}-jpg`);
      expect(asset!.path).toBe(`images/emulator/production/${asset!.assetId as string}-${drawing!.width}x${drawing!.height}.jpg`);
      // Its address is the drawing server's, as the catalogue's images are.
      expect(asset!.url).toBe(source.id);
    }
    const [banner] = ofType('banner');
    const size = (field: unknown) => /-(\d+x\d+)-jpg$/.exec((field as { asset: { _ref: string } }).asset._ref)![1];
    expect(size(banner!.desktopImageUrl)).toBe('1920x800');
    expect(size(banner!.mobileImageUrl)).toBe('800x1000');
  });

  test('catalogue references resolve: popular categories, featured products, series', () => {
    for (const document of ofType('popularCategories')) expect(resolves(index, document.popularCategoryCollectionId as string)).toBe(true);
    for (const document of ofType('featuredProduct')) expect(resolves(index, document.productId as string)).toBe(true);
    const series = ofType('series');
    expect(series.some((document) => document.isFeatured === true)).toBe(true);
    expect(series.some((document) => document.isFeatured === false)).toBe(true);
    for (const document of series) {
      bilingual(document.productType);
      expect(document.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('pages and policies', { timeout: 60_000 }, () => {
  test('the four policies, each several paragraphs in both languages', () => {
    expect(seed.policies.map((policy) => policy.handle)).toEqual(['shipping-policy', 'refund-policy', 'terms-of-service', 'privacy-policy']);
    for (const policy of seed.policies) {
      expect(policy.bodyHtml.en.match(/<p>/g)!.length).toBeGreaterThanOrEqual(4);
      expect(policy.bodyHtml.fr.match(/<p>/g)!.length).toBe(policy.bodyHtml.en.match(/<p>/g)!.length);
      expect(policy.title.fr).not.toBe(policy.title.en);
    }
    expect(seed.policies.find((policy) => policy.handle === 'privacy-policy')!.bodyHtml.en).toContain('PIPEDA');
  });

  test('content pages include first-nations, about and contact', () => {
    const handles = seed.pages.map((page) => page.handle);
    for (const handle of ['first-nations', 'about', 'contact', 'rental', 'trade-ins', 'b2b']) expect(handles).toContain(handle);
    for (const page of seed.pages) {
      expect(page.bodyHtml.en).toMatch(/^<(p|h2)>/);
      expect(page.bodyHtml.fr).not.toBe(page.bodyHtml.en);
    }
  });
});
