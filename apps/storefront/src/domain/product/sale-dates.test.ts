import { describe, expect, it } from 'vitest';
import { loyaltyPointsFor } from '@/domain/pricing/loyalty-points';
import { seoDescription, seoTitle } from '@/domain/seo/seo-text';
import { formatLongDate, getPromotionBox, parseEndDate, unwrapDateString } from './sale-dates';

describe('sale dates (PDP-17)', () => {
  it('unwraps quoted strings', () => {
    expect(unwrapDateString('"2026-12-24T23:59:00"')).toBe('2026-12-24T23:59:00');
    expect(unwrapDateString("'2026-12-24'")).toBe('2026-12-24');
  });
  it('shows an end at exactly midnight (store time) as the previous day', () => {
    const end = parseEndDate('2026-12-25T00:00:00-05:00');
    expect(end && formatLongDate(end, 'en')).toBe('December 24, 2026');
    expect(end && formatLongDate(end, 'fr')).toBe('24 décembre 2026');
  });
  it('treats a bare date as the start of that day', () => {
    expect(formatLongDate(parseEndDate('2026-12-25')!, 'en')).toBe('December 24, 2026');
  });
  it('keeps other times on their day', () => {
    expect(formatLongDate(parseEndDate('2026-12-25T10:30:00-05:00')!, 'en')).toBe('December 25, 2026');
    // Midnight UTC is 7 p.m. the day before in Toronto: not a midnight end there.
    expect(formatLongDate(parseEndDate('2026-12-25T00:00:00Z')!, 'en')).toBe('December 24, 2026');
    expect(formatLongDate(parseEndDate('2026-12-25T05:00:00Z')!, 'en')).toBe('December 24, 2026');
  });
  it('formats long dates in both languages', () => {
    const date = new Date('2026-12-24T15:00:00Z');
    expect(formatLongDate(date, 'en')).toBe('December 24, 2026');
    expect(formatLongDate(date, 'fr')).toBe('24 décembre 2026');
  });
  it('ignores empty, "-" and invalid dates', () => {
    expect(parseEndDate('-')).toBeNull();
    expect(parseEndDate('soon')).toBeNull();
    expect(parseEndDate(null)).toBeNull();
  });
});

describe('promotion box', () => {
  it('is hidden without text, links or an end date', () => {
    expect(getPromotionBox({ text: null, links: null, endDate: null })).toBeNull();
    expect(getPromotionBox({ text: ' ', links: '', endDate: '-' })).toBeNull();
  });
  it('shows "while supplies last" (no end) with only text', () => {
    expect(getPromotionBox({ text: 'Free case', links: null, endDate: null })).toEqual({ text: 'Free case', links: [], endsOn: null });
  });
  it('keeps only http(s) links', () => {
    expect(getPromotionBox({ text: null, links: 'https://a.ca/x, javascript:alert(1), http://b.ca', endDate: null })?.links).toEqual([
      { href: 'https://a.ca/x', internal: false },
      { href: 'http://b.ca', internal: false },
    ]);
  });
  it("opens the store's own pages in the same tab, as paths", () => {
    const box = getPromotionBox({
      text: null,
      links: 'https://shop.example/collections/top-deals?sort=price-low-high,https://brand.example/promo',
      endDate: null,
      storeOrigin: 'https://shop.example',
    });
    expect(box?.links).toEqual([
      { href: '/collections/top-deals?sort=price-low-high', internal: true },
      { href: 'https://brand.example/promo', internal: false },
    ]);
  });
  it.each([
    ['Save 20% on this option: $4 off $23.99 saves 16.7 %', 'Save 20% on this option', 19.99, 23.99, null],
    ['a figure the prices give', 'Save 16% on this option', 19.99, 23.99, 'Save 16% on this option'],
    ['the French way of writing it', 'Économisez 20 % sur cette option', 19.99, 23.99, null],
    ['no figure: the offer described', 'Free padded cover with every purchase', 100, null, 'Free padded cover with every purchase'],
    ['a percentage with no sale at all', 'Save 10% today', 100, null, null],
  ])('leaves out a text the prices contradict: %s', (_, text, price, compareAtPrice, shown) => {
    expect(getPromotionBox({ text, links: null, endDate: null, price, compareAtPrice })?.text ?? null).toBe(shown);
  });
  it('carries the end date', () => {
    const box = getPromotionBox({ text: null, links: null, endDate: '"2026-12-24T12:00:00-05:00"' });
    expect(box?.endsOn && formatLongDate(box.endsOn, 'en')).toBe('December 24, 2026');
  });
});

describe('loyalty points', () => {
  it.each([
    [199.99, 1, 199],
    [199.99, 2, 398],
    [0, 1, null],
    [50_000, 1, null],
  ])('price %s x %s -> %s', (price, quantity, points) => expect(loyaltyPointsFor(price, quantity)).toBe(points));
});

describe('SEO text (SEO-02)', () => {
  it('truncates descriptions to 157 + "..."', () => {
    const long = 'a'.repeat(200);
    expect(seoDescription(long)).toHaveLength(160);
    expect(seoDescription(long).endsWith('...')).toBe(true);
    expect(seoDescription(' short  text ')).toBe('short text');
  });
  it('keeps titles of 60 characters or fewer', () =>
    expect(seoTitle('Shure SM58 | Maple Audio', 'Maple Audio')).toBe('Shure SM58 | Maple Audio'));
  it('shortens long titles to their first segment and brand', () => {
    const title = 'Shure SM58 Cardioid Dynamic Vocal Microphone | Microphones | Maple Audio';
    expect(seoTitle(title, 'Maple Audio')).toBe('Shure SM58 Cardioid Dynamic Vocal Microphone | Maple Audio');
  });
  it('cuts at 57 characters when the first segment is 50 or longer', () => {
    const title = `${'Very long product name '.repeat(3)}| Maple Audio`;
    const shortened = seoTitle(title, 'Maple Audio');
    expect(shortened).toHaveLength(60);
    expect(shortened.endsWith('...')).toBe(true);
  });
});
