import { describe, expect, test } from 'vitest';
import { parseImagePath } from '../../src/images/image-path.js';
import { AREAS } from '../../src/seed/categories.js';
import { defaultSeed, field, indexSeed, isRegular } from './fixture.js';

const seed = defaultSeed();
const index = indexSeed(seed);
const regular = seed.products.filter(isRegular);

const SPEC_AREAS = [
  'live sound', 'pro audio', 'recording', 'hi-fi', 'dj', 'microphones', 'headphones', 'lighting', 'integration',
  'audio visual', 'guitars and basses', 'keyboards', 'drums and percussion', 'band and orchestra', 'computers',
  'mobile audio', 'cables and adaptors',
];

describe('catalogue areas (CAT-01)', { timeout: 60_000 }, () => {
  test('the 17 areas each have a collection, subcategories and leaf collections with products', () => {
    expect(AREAS.map((area) => area.title.en.toLowerCase().replace(' & ', ' and '))).toEqual(SPEC_AREAS);
    for (const area of AREAS) {
      expect(index.collection(area.handle).productIds.length).toBeGreaterThan(0);
      expect(area.subcategories.length).toBeGreaterThan(0);
      for (const sub of area.subcategories) {
        expect(index.collection(sub.handle).productIds.length).toBeGreaterThan(0);
        for (const leaf of sub.leaves) expect(index.collection(leaf.handle).productIds.length, leaf.handle).toBeGreaterThan(0);
      }
    }
  });

  test('a product belongs to the leaf collection named by its product type', () => {
    for (const product of regular) {
      const url = field(product.metafields, 'product', 'product_type_collection_url')!.value as string;
      const handle = url.split('/collections/')[1]!;
      expect(index.collection(handle).title).toEqual(product.productType);
      expect(index.collection(handle).productIds).toContain(product.id);
    }
  });
});

describe('brands', { timeout: 60_000 }, () => {
  const brandCollections = seed.collections.filter((collection) => field(collection.metafields, 'collection', 'isbrand')?.value === 'true');

  test('40+ real brands, each with a collection titled exactly like the vendor', () => {
    expect(brandCollections.length).toBeGreaterThanOrEqual(40);
    const titles = new Set(brandCollections.map((collection) => collection.title.en));
    for (const name of ['Shure', 'Sennheiser', 'Yamaha', 'Roland', 'Pioneer DJ', 'Allen & Heath', 'QSC', 'JBL', 'Audio-Technica', 'Neumann', 'Focusrite', 'Universal Audio', 'Fender', 'Gibson', 'Korg', 'Nord', 'Native Instruments', 'Chauvet DJ', 'Martin', 'Blackmagic Design', 'Genelec', 'Zildjian', 'Pearl', 'Bose', 'Marantz', 'Denon DJ', 'Rode', 'Behringer', 'Mackie', 'Epson', 'Apple', 'Mogami', 'Hosa', 'Neutrik']) {
      expect(titles, name).toContain(name);
    }
    for (const product of seed.products.filter((candidate) => !candidate.tags.includes('service'))) expect(titles).toContain(product.vendor);
  });

  test('brand collections: slug handle, logo image, bilingual warranty text, every product of the vendor', () => {
    const shure = index.collection('shure');
    expect(shure.title).toEqual({ en: 'Shure', fr: 'Shure' });
    expect(shure.image!.path).toMatch(/^\/cdn\/images\/logo\/wordmark\/[0-9a-f]{6}\/800x400\/Shure\.jpg$/);
    expect(shure.descriptionHtml.en).toContain('warranty');
    expect(shure.descriptionHtml.fr).toContain('garantie');
    expect(index.collection('allen-heath').title.en).toBe('Allen & Heath');
    const vendorProducts = seed.products.filter((product) => product.vendor === 'Shure').map((product) => product.id);
    expect([...shure.productIds].sort((a, b) => a - b)).toEqual(vendorProducts);
  });
});

describe('series', { timeout: 60_000 }, () => {
  test('each series has a collection and a Sanity series document pointing to it', () => {
    const documents = seed.content.filter((document) => document._type === 'series');
    expect(documents.length).toBeGreaterThan(50);
    for (const document of documents) {
      const handle = (document.pathToNavigate as string).replace('/collections/', '');
      const collection = index.collection(handle);
      expect(collection.title.en).toBe(document.serieTitle);
      expect(collection.productIds.length).toBeGreaterThan(0);
    }
    expect(documents.map((document) => document.serieTitle)).toContain('Shure SM Series');
  });
});

describe('products', { timeout: 60_000 }, () => {
  test('bilingual titles and rich descriptions: overview, specification table, box contents, use cases', () => {
    for (const product of regular) {
      expect(product.title.en).toContain(product.vendor);
      expect(product.title.fr).toContain(product.vendor);
      expect(product.title.fr).not.toBe(product.title.en);
      expect(product.descriptionHtml.en).toMatch(/^<p>.+<\/p><h3>Key specifications<\/h3><table><tbody>(<tr><th>[^<]+<\/th><td>[^<]+<\/td><\/tr>){4,}<\/tbody><\/table><h3>What’s in the box<\/h3><ul>(<li>[^<]+<\/li>)+<\/ul><h3>Ideal for<\/h3><ul>(<li>[^<]+<\/li>){3}<\/ul>$/);
      expect(product.descriptionHtml.fr).toContain('<h3>Caractéristiques principales</h3>');
      expect(product.descriptionHtml.fr).toContain('<h3>Contenu de la boîte</h3>');
      if (!product.variants[0]!.requiresShipping) continue;
      expect(product.descriptionHtml.en).toMatch(/Weight<\/th><td>\d{1,3}(,\d{3})*(\.\d+)? kg/);
      expect(product.descriptionHtml.fr).toMatch(/Poids<\/th><td>\d{1,3}( \d{3})*(,\d+)? kg/);
    }
    expect(regular.filter((product) => /[éèàçô]/.test(product.descriptionHtml.fr)).length).toBe(regular.length);
  });

  test('specification, box and use-case metafields match the description', () => {
    for (const product of regular.slice(0, 300)) {
      const specs = field(product.metafields, 'product', 'specifications')!;
      expect(specs.type).toBe('json');
      const rows = JSON.parse((specs.value as { en: string }).en) as { label: string; value: string }[];
      for (const row of rows) expect(product.descriptionHtml.en).toContain(`<th>${row.label}</th>`);
      const box = JSON.parse((field(product.metafields, 'product', 'whats_in_the_box')!.value as { fr: string }).fr) as string[];
      for (const item of box) expect(product.descriptionHtml.fr).toContain(`<li>${item.replace(/&/g, '&amp;')}</li>`);
      expect(JSON.parse((field(product.metafields, 'product', 'use_cases')!.value as { en: string }).en)).toHaveLength(3);
      expect(field(product.metafields, 'product', 'release_date')!.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  test('handles and ids are unique', () => {
    expect(new Set(seed.products.map((product) => product.handle)).size).toBe(seed.products.length);
    expect(new Set(seed.products.map((product) => product.id)).size).toBe(seed.products.length);
    const variantIds = seed.products.flatMap((product) => product.variants.map((variant) => variant.id));
    expect(new Set(variantIds).size).toBe(variantIds.length);
    const skus = seed.products.flatMap((product) => product.variants.map((variant) => variant.sku));
    expect(new Set(skus).size).toBe(skus.length);
  });
});

describe('images', { timeout: 60_000 }, () => {
  test('1 to 10 square 1000 px images per product, drawable by the image server', () => {
    const counts = new Set<number>();
    for (const product of seed.products) {
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      expect(product.images.length).toBeLessThanOrEqual(10);
      counts.add(product.images.length);
      for (const image of product.images) {
        expect(image).toMatchObject({ width: 1000, height: 1000 });
        expect(parseImagePath(image.path), image.path).not.toBeNull();
        expect(image.altText.fr).not.toBe('');
      }
      for (const variant of product.variants) expect(product.images.map((image) => image.id)).toContain(variant.imageId);
    }
    expect(counts.has(1)).toBe(true);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(8);
  });

  test('variants that differ by colour show their own image', () => {
    const coloured = regular.filter((product) => product.options.some((option) => option.name.en === 'Colour'));
    expect(coloured.length).toBeGreaterThan(100);
    for (const product of coloured) {
      const colourIndex = product.variants[0]!.selectedOptions.findIndex((option) => option.name.en === 'Colour');
      const imageByColour = new Map<string, number | null>();
      for (const variant of product.variants) {
        const colour = variant.selectedOptions[colourIndex]!.value.en;
        if (imageByColour.has(colour)) expect(variant.imageId).toBe(imageByColour.get(colour));
        imageByColour.set(colour, variant.imageId);
      }
      expect(new Set(imageByColour.values()).size).toBe(imageByColour.size);
    }
  });
});

describe('options and variants', { timeout: 60_000 }, () => {
  test('single-variant products use Title / Default Title; others have 1 to 3 localised options and up to 10 variants', () => {
    const optionCounts = new Set<number>();
    for (const product of seed.products) {
      expect(product.variants.length).toBeLessThanOrEqual(10);
      if (product.variants.length === 1) {
        expect(product.options).toEqual([{ id: expect.any(Number), name: { en: 'Title', fr: 'Title' }, values: [{ en: 'Default Title', fr: 'Default Title' }] }]);
        expect(product.variants[0]!.title).toEqual({ en: 'Default Title', fr: 'Default Title' });
        continue;
      }
      optionCounts.add(product.options.length);
      expect(product.options.length).toBeLessThanOrEqual(3);
      for (const variant of product.variants) {
        expect(variant.selectedOptions.map((option) => option.name)).toEqual(product.options.map((option) => option.name));
        expect(variant.title.en).toBe(variant.selectedOptions.map((option) => option.value.en).join(' / '));
      }
      const combinations = new Set(product.variants.map((variant) => variant.title.en));
      expect(combinations.size).toBe(product.variants.length);
    }
    expect([...optionCounts].sort()).toEqual([1, 2]);
    const colour = regular.flatMap((product) => product.options).find((option) => option.name.en === 'Colour')!;
    expect(colour.name.fr).toBe('Couleur');
    expect(regular.flatMap((product) => product.options).some((option) => option.name.en === 'Size' && option.name.fr === 'Taille')).toBe(true);
  });
});

describe('product titles', { timeout: 60_000 }, () => {
  // "Rode PodMic USB USB Microphone", "Rane Rane 14": a brand, model and noun that share words said them twice.
  test('no title says a word twice in a row, in either language', () => {
    const doubled = (title: string) => /(^|\s)(\S+)\s+\2(\s|$)/iu.test(title);
    const offenders = seed.products.flatMap((product) => [product.title.en, product.title.fr].filter(doubled));
    expect(offenders).toEqual([]);
  });
});
