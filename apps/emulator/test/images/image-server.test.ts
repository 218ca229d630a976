import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { imagePath } from '../../src/images/image-path.js';
import { publicImagePath, SHOP_FILES_PREFIX } from '../../src/images/shopify-files.js';
import { describeImage, startImages, type ImageHarness } from './harness.js';

let harness: ImageHarness;
beforeAll(async () => {
  harness = await startImages();
});
afterAll(() => harness.app.close());

/** Where the Storefront API points at a drawing: Shopify's /s/files/1/…/files/<name> (its ?v= left out here). */
const served = (spec: Parameters<typeof imagePath>[0]) => publicImagePath(imagePath(spec)).split('?')[0]!;

const product = served({ kind: 'product', design: 'microphone', colour: '3a3b40', width: 1000, height: 1000, label: ['Shure', 'SM58'] });
const get = (url: string, headers: Record<string, string> = {}) => harness.app.inject({ method: 'GET', url, headers });

describe('GET /s/files/1/<shop>/files/<name>', () => {
  test("serves drawings under Shopify's CDN path shape, with its ?v= version", async () => {
    expect(product).toBe(`${SHOP_FILES_PREFIX}product--microphone--3a3b40--1000x1000--Shure~SM58.jpg`);
    const response = await get(publicImagePath(imagePath({ kind: 'product', design: 'microphone', colour: '3a3b40', width: 1000, height: 1000, label: ['Shure', 'SM58'] })) + '&width=300');
    expect(response.statusCode).toBe(200);
    expect(await describeImage(response.rawPayload)).toEqual({ format: 'jpeg', width: 300, height: 300 });
  });

  test('redirects the paths of earlier versions (/cdn/images/…) there, keeping the resizing', async () => {
    const internal = imagePath({ kind: 'product', design: 'microphone', colour: '3a3b40', width: 1000, height: 1000, label: ['Shure', 'SM58'] });
    const response = await get(`${internal}?width=300&crop=center`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`${product}?v=1767225600&width=300&crop=center`);
    expect((await get(response.headers.location as string)).statusCode).toBe(200);
  });


  test('draws a product image as a 1000 × 1000 JPEG', async () => {
    const response = await get(product);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(await describeImage(response.rawPayload)).toEqual({ format: 'jpeg', width: 1000, height: 1000 });
  });

  test('answers WebP when the path ends in .webp', async () => {
    const response = await get(product.replace(/\.jpg$/, '.webp'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(await describeImage(response.rawPayload)).toEqual({ format: 'webp', width: 1000, height: 1000 });
  });

  test('format= overrides the extension, as the Storefront API\'s preferredContentType does', async () => {
    const webp = await get(`${product}?width=200&format=webp`);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await describeImage(webp.rawPayload)).toEqual({ format: 'webp', width: 200, height: 200 });
    const png = await get(`${product}?width=200&format=PNG`);
    expect(await describeImage(png.rawPayload)).toEqual({ format: 'png', width: 200, height: 200 });
    expect((await get(`${product}?format=gif`)).statusCode).toBe(400);
  });

  test('is deterministic: the same path gives the same bytes', async () => {
    const path = served({ kind: 'product', design: 'synthesizer', colour: 'b91c1c', width: 1000, height: 1000, label: ['Moog', 'Muse'] });
    const first = await get(`${path}?width=200`);
    const again = await get(`${path}?width=200&v=2`);
    expect(first.rawPayload.equals(again.rawPayload)).toBe(true);
  });

  test('decodes accents and punctuation in the drawn text', async () => {
    const path = served({ kind: 'promo', design: 'guitars', colour: '9a3412', width: 800, height: 800, label: ['Une guitare achetée, un cadeau offert'] });
    expect(path).toContain('achet%C3%A9e%2C_un_cadeau');
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(await describeImage(response.rawPayload)).toMatchObject({ width: 800, height: 800 });
  });
});

describe("Shopify CDN's ?width=&height=&crop=", () => {
  test.each([
    ['?width=300', 300, 300],
    ['?height=120', 120, 120],
    ['?width=500&height=250', 250, 250],
    ['?width=400&height=200&crop=center', 400, 200],
    ['?width=200&height=400&crop=left', 200, 400],
    ['?width=5000', 1000, 1000],
    ['?width=2000&height=1000&crop=center', 1000, 500],
  ])('%s gives %i × %i', async (query, width, height) => {
    const response = await get(`${product}${query}`);
    expect(response.statusCode).toBe(200);
    expect(await describeImage(response.rawPayload)).toEqual({ format: 'jpeg', width, height });
  });

  test('keeps the aspect ratio of non-square images', async () => {
    const banner = served({ kind: 'banner', design: 'stage', colour: 'b91c1c', width: 800, height: 1000, label: ['Sound for every stage'] });
    const response = await get(`${banner}?width=400`);
    expect(await describeImage(response.rawPayload)).toEqual({ format: 'jpeg', width: 400, height: 500 });
  });

  test('crop=top and crop=bottom keep different halves of the image', async () => {
    const tall = served({ kind: 'banner', design: 'stage', colour: 'b91c1c', width: 800, height: 1000, label: ['x'] });
    const top = await get(`${tall}?width=400&height=100&crop=top`);
    const bottom = await get(`${tall}?width=400&height=100&crop=bottom`);
    expect(await describeImage(top.rawPayload)).toEqual({ format: 'jpeg', width: 400, height: 100 });
    expect(top.rawPayload.equals(bottom.rawPayload)).toBe(false);
  });

  test.each([['?width=abc'], ['?width=0'], ['?height=-5'], ['?width=100&height=100&crop=diagonal']])('refuses %s with a 400', async (query) => {
    const response = await get(`${product}${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(/^Bad Request: /);
  });
});

describe('caching', () => {
  test('sends immutable Cache-Control and an ETag, and 304 for a matching If-None-Match', async () => {
    const first = await get(`${product}?width=320`);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await get(`${product}?width=320`, { 'if-none-match': `W/"other", ${etag}` });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
  });

  test('concurrent requests for one new image all get the same bytes', async () => {
    const path = served({ kind: 'product', design: 'turntable', colour: '26272b', width: 1000, height: 1000, label: ['Technics', 'SL-1200MK7'] });
    const responses = await Promise.all(Array.from({ length: 6 }, () => get(`${path}?width=180`)));
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    expect(responses.every((response) => response.rawPayload.equals(responses[0]!.rawPayload))).toBe(true);
  });

  test('different sizes of one image have different ETags', async () => {
    const small = await get(`${product}?width=100`);
    const large = await get(`${product}?width=200`);
    expect(small.headers.etag).not.toBe(large.headers.etag);
  });
});

describe('unknown images', () => {
  test.each([
    [`${SHOP_FILES_PREFIX}sticker--speaker--26272b--1000x1000--x.jpg`],
    [`${SHOP_FILES_PREFIX}product--kazoo--26272b--1000x1000--x.jpg`],
    [`${SHOP_FILES_PREFIX}product--speaker--26272b--1000x1000--x.png`],
    [`${SHOP_FILES_PREFIX}product--speaker--zzzzzz--1000x1000--x.jpg`],
    [`${SHOP_FILES_PREFIX}product--speaker--26272b--9000x9000--x.jpg`],
    [`${SHOP_FILES_PREFIX}product--speaker--26272b--x.jpg`],
    [`${SHOP_FILES_PREFIX}product%2Fspeaker--26272b--1000x1000--x.jpg`],
  ])('%s is a 404', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Not Found');
  });

  test("another shop's files are not this emulator's", async () => {
    expect((await get(product.replace('/0723/4419/6351/', '/0928/9125/0994/'))).statusCode).toBe(404);
  });
});

describe('faults (surface images)', () => {
  test('a 503 rule answers 503 with Retry-After, then the image is served again', async () => {
    harness.faults.replace([{ surface: 'images', kind: 'status', status: 503, retryAfter: 2, times: 1 }]);
    const failed = await get(product);
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('2');
    expect((await get(product)).statusCode).toBe(200);
  });

  test('a latency rule on one kind delays only that kind', async () => {
    harness.faults.replace([{ surface: 'images', operation: 'logo', kind: 'latency', latencyMs: 150 }]);
    const logo = served({ kind: 'logo', design: 'wordmark', colour: '1f3a93', width: 800, height: 400, label: ['Shure'] });
    const started = performance.now();
    expect((await get(logo)).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    harness.faults.clear();
  });
});
