import { describe, expect, it } from 'vitest';
import {
  canonicalVariantQuery,
  galleryWithVariantFirst,
  queryForVariant,
  queryInPageLanguage,
  selectOption,
  variantFromQuery,
} from './variant-selection';

const v = (id: string, color: string, size: string) => ({
  id,
  selectedOptions: [
    { name: 'Color', value: color },
    { name: 'Size', value: size },
  ],
});
const variants = [v('1', 'Black', 'S'), v('2', 'Black', 'L'), v('3', 'White', 'L')];

describe('variant from the query (PDP-04)', () => {
  it('matches every parameter except maestro', () => {
    expect(variantFromQuery(variants, { Color: 'White', Size: 'L', maestro: 'true' })?.id).toBe('3');
  });
  it('falls back to the first variant', () => {
    expect(variantFromQuery(variants, { Color: 'Pink' })?.id).toBe('1');
    expect(variantFromQuery(variants, {})?.id).toBe('1');
  });
  it('accepts partial queries that match', () => expect(variantFromQuery(variants, { Size: 'L' })?.id).toBe('2'));
  it('reads only the product’s own options', () => {
    expect(variantFromQuery(variants, { Color: 'White', utm_source: 'mail', colour: 'blue' })?.id).toBe('3');
  });
});

describe('the canonical query of a product page (PDP-04)', () => {
  const single = [{ id: '9', selectedOptions: [{ name: 'Title', value: 'Default Title' }] }];
  it.each([
    ['a single-variant product drops every parameter but maestro', single, { colour: 'blue', size: 'xl' }, ''],
    ['and keeps maestro', single, { colour: 'blue', maestro: 'true' }, 'maestro=true'],
    ['Title=Default Title is never written', single, { Title: 'Default Title' }, ''],
    ['stray parameters go, the chosen variant stays', variants, { k: 'f3a9', Color: 'White', Size: 'L' }, 'Color=White&Size=L'],
    ['tracking parameters stay for the browser', single, { utm_source: 'mail', colour: 'blue', fbclid: '1' }, 'utm_source=mail&fbclid=1'],
    ['a partial choice is completed with the variant it opens on', variants, { Size: 'L' }, 'Color=Black&Size=L'],
    ['options that match no variant become the first variant', variants, { Color: 'Pink' }, 'Color=Black&Size=S'],
    ['a query naming no option keeps none', variants, { k: 'x', gclid: 'x' }, 'gclid=x'],
    ['a repeated maestro is read once', variants, { maestro: ['true', 'true'] }, 'maestro=true'],
    ['a repeated option is read once', variants, { Color: ['White', 'Black'], Size: 'L' }, 'Color=White&Size=L'],
  ])('%s', (_, list, query, expected) => {
    expect(canonicalVariantQuery(list, query)?.toString()).toBe(expected);
  });
  it.each([
    ['no query', {}],
    ['maestro alone', { maestro: 'true' }],
    ['the variant’s options', { Color: 'White', Size: 'L' }],
    ['in another order, with maestro', { maestro: 'true', Size: 'L', Color: 'White' }],
    ['with tracking parameters', { Color: 'White', Size: 'L', utm_source: 'mail', utm_medium: ['a', 'b'] }],
  ])('leaves a clean URL alone: %s', (_, query) => {
    expect(canonicalVariantQuery(variants, query)).toBeNull();
  });
});

describe('a query in another language', () => {
  const fr = (id: string, couleur: string, taille: string) => ({
    id,
    selectedOptions: [
      { name: 'Couleur', value: couleur },
      { name: 'Taille', value: taille },
    ],
  });
  const frenchVariants = [fr('1', 'Noir', 'P'), fr('2', 'Noir', 'G'), fr('3', 'Blanc', 'G')];

  it('becomes the same variant in the page language, keeping maestro', () => {
    expect(queryInPageLanguage(frenchVariants, variants, { Color: 'White', Size: 'L', maestro: 'true' })?.toString()).toBe(
      'Couleur=Blanc&Taille=G&maestro=true',
    );
    expect(queryInPageLanguage(variants, frenchVariants, { Couleur: 'Noir', Taille: 'G' })?.toString()).toBe('Color=Black&Size=L');
  });
  it('is left alone when it matches here, names no option, or matches nowhere', () => {
    expect(queryInPageLanguage(frenchVariants, variants, { Couleur: 'Blanc' })).toBeNull();
    expect(queryInPageLanguage(frenchVariants, variants, { maestro: 'true' })).toBeNull();
    expect(queryInPageLanguage(frenchVariants, variants, { Color: 'Pink' })).toBeNull();
  });
});

describe('choosing an option (PDP-13)', () => {
  it('merges the choice and selects the match', () => expect(selectOption(variants, variants[1]!, 'Color', 'White').id).toBe('3'));
  it('keeps the current variant when nothing matches', () => expect(selectOption(variants, variants[0]!, 'Color', 'White').id).toBe('1'));
});

describe('query for a variant', () => {
  it('writes the options and keeps maestro', () => {
    expect(queryForVariant(variants[2]!, new URLSearchParams('maestro=true&Color=Black')).toString()).toBe(
      'Color=White&Size=L&maestro=true',
    );
  });
  it('never writes Title=Default Title and drops everything else', () => {
    const only = { selectedOptions: [{ name: 'Title', value: 'Default Title' }] };
    expect(queryForVariant(only, new URLSearchParams('Color=Black&maestro=true')).toString()).toBe('maestro=true');
    expect(queryForVariant(only, new URLSearchParams('Color=Black')).toString()).toBe('');
  });
});

describe('gallery order', () => {
  const a = { url: 'a' };
  const b = { url: 'b' };
  it('moves the variant image first', () => expect(galleryWithVariantFirst([a, b], { url: 'b' })).toEqual([{ url: 'b' }, a]));
  it('adds it when absent', () => expect(galleryWithVariantFirst([a], b)).toEqual([b, a]));
  it('keeps the gallery without one', () => expect(galleryWithVariantFirst([a, b], null)).toEqual([a, b]));
});
