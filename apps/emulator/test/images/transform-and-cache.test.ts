import { describe, expect, test } from 'vitest';
import { ImageCache } from '../../src/images/image-cache.js';
import type { RenderedImage } from '../../src/images/render.js';
import { parseTransform, planRender } from '../../src/images/transform.js';

const square = { width: 1000, height: 1000 };

describe('planRender (Shopify CDN sizing)', () => {
  test('never enlarges past the original size', () => {
    expect(planRender(square, { width: 4000 })).toEqual({ width: 1000, height: 1000, extract: null });
  });

  test('fits inside width × height without a crop, fills and cuts with one', () => {
    expect(planRender({ width: 1920, height: 800 }, { width: 960, height: 960 })).toEqual({ width: 960, height: 400, extract: null });
    expect(planRender({ width: 1920, height: 800 }, { width: 400, height: 400, crop: 'center' })).toEqual({
      width: 960,
      height: 400,
      extract: { left: 280, top: 0, width: 400, height: 400 },
    });
    expect(planRender({ width: 1920, height: 800 }, { width: 400, height: 400, crop: 'right' }).extract).toEqual({ left: 560, top: 0, width: 400, height: 400 });
  });

  test('shrinks an oversized crop box, keeping its aspect ratio', () => {
    expect(planRender(square, { width: 3000, height: 1500, crop: 'bottom' })).toEqual({ width: 1000, height: 1000, extract: { left: 0, top: 500, width: 1000, height: 500 } });
  });

  test('parseTransform caps requests at 5760 px and ignores unrelated parameters', () => {
    expect(parseTransform({ width: '9000', v: '1700000000' })).toEqual({ ok: true, transform: { width: 5760, height: undefined, crop: undefined } });
    expect(parseTransform({ format: 'pjpg' })).toEqual({ ok: true, transform: { width: undefined, height: undefined, crop: undefined, format: 'jpeg' } });
    expect(parseTransform({ width: '1.5' })).toEqual({ ok: false, message: 'width must be a positive integer' });
  });
});

describe('ImageCache', () => {
  const image = (bytes: number): RenderedImage => ({ body: Buffer.alloc(bytes), contentType: 'image/jpeg', width: 1, height: 1 });

  test('evicts the least recently used entry past the entry limit', () => {
    const cache = new ImageCache(2, 1_000);
    cache.set('a', image(10));
    cache.set('b', image(10));
    cache.get('a');
    cache.set('c', image(10));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size).toBe(2);
  });

  test('evicts past the byte limit and never keeps an image larger than it', () => {
    const cache = new ImageCache(10, 100);
    cache.set('a', image(60));
    cache.set('b', image(60));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.totalBytes).toBe(60);
    cache.set('huge', image(500));
    expect(cache.get('huge')).toBeUndefined();
  });
});
