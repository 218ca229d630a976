import { describe, expect, it } from 'vitest';
import { askBarVisible } from './floating-bar';
import { GALLERY_ZOOM_SCALE, stepIndex, zoomOrigin } from './gallery-rules';
import { storeDirectionsUrl } from './store-directions';
import { getVariantAvailability } from './variant-availability';

describe('gallery (PDP-09)', () => {
  it('zooms 2x around the pointer, kept inside the image', () => {
    expect(GALLERY_ZOOM_SCALE).toBe(2);
    const box = { left: 100, top: 50, width: 400, height: 400 };
    expect(zoomOrigin({ x: 200, y: 350 }, box)).toEqual({ x: 25, y: 75 });
    expect(zoomOrigin({ x: 0, y: 900 }, box)).toEqual({ x: 0, y: 100 });
    expect(zoomOrigin({ x: 5, y: 5 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 50, y: 50 });
  });
  it('previous and next wrap around in the lightbox', () => {
    expect(stepIndex(0, -1, 4)).toBe(3);
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(1, 1, 4)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe('mobile "ask a question" bar (PDP-07)', () => {
  it.each([
    [0, 60, true, true, 'down but within 100px'],
    [90, 160, true, false, 'down past 100px'],
    [400, 300, false, true, 'scrolling up'],
    [400, 403, false, false, 'a change under 5px'],
    [400, 397, true, true, 'a change under 5px'],
    [30, 8, false, true, 'within 10px of the top'],
  ])('%s -> %s (was %s): %s', (previous, y, was, shown) => expect(askBarVisible(previous, y, was)).toBe(shown));
});

describe('store directions', () => {
  it('is a Google Maps directions link to the address', () => {
    expect(storeDirectionsUrl(' 1234 rue Sainte-Catherine Ouest, Montréal ')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=1234+rue+Sainte-Catherine+Ouest%2C+Montr%C3%A9al',
    );
  });
});

describe('stock and availability on the product page (PDP-15)', () => {
  const fixed = { specialOrder: 'c-special', twoToFourWeeks: 'c-24', fourToEightWeeks: 'c-48', tariffSurcharge: 'c-tariff' };
  const base = { tags: [] as string[], collectionHandles: [] as string[], storeQuantity: 3, availableQuantity: 10, fixed };

  it('in store from the store quantity, never for printful', () => {
    expect(getVariantAvailability(base)).toMatchObject({ inStore: true, onlyOneLeft: false, processing: { time: 'in-store' } });
    expect(getVariantAvailability({ ...base, tags: ['printful'] }).inStore).toBe(false);
  });
  it('only one left: store quantity 1 for new products, 1 available for demo/used', () => {
    expect(getVariantAvailability({ ...base, storeQuantity: 1 }).onlyOneLeft).toBe(true);
    expect(getVariantAvailability({ ...base, tags: ['demo'], storeQuantity: 0, availableQuantity: 1 }).onlyOneLeft).toBe(true);
    expect(getVariantAvailability({ ...base, tags: ['used'], storeQuantity: 1, availableQuantity: 2 }).onlyOneLeft).toBe(false);
  });
  it('a failed store lookup counts as 0: not in store, processing from the collections', () => {
    expect(getVariantAvailability({ ...base, storeQuantity: null, collectionHandles: ['c-24', 'c-tariff'] })).toMatchObject({
      inStore: false,
      processing: { time: 'two-to-four-weeks', asksToCall: false, tariffSurcharge: true },
    });
  });
  it('first match wins: special order asks to call', () => {
    expect(getVariantAvailability({ ...base, storeQuantity: 0, collectionHandles: ['c-48', 'c-special'] }).processing).toEqual({
      time: 'special-order',
      asksToCall: true,
      tariffSurcharge: false,
    });
  });
  it('unknown fixed collections: 1 to 2 weeks', () => {
    expect(getVariantAvailability({ ...base, storeQuantity: 0, collectionHandles: ['c-special'], fixed: null }).processing.time).toBe(
      'one-to-two-weeks',
    );
  });
});
