import { describe, expect, it } from 'vitest';
import {
  galleryWithVariantFirst,
  queryForVariant,
  queryInPageLanguage,
  queryWithoutUnusedParams,
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

describe('variant from the query (spec §2)', () => {
  it('matches every parameter except maestro', () => {
    expect(variantFromQuery(variants, { Color: 'White', Size: 'L', maestro: 'true' })?.id).toBe('3');
  });
  it('falls back to the first variant', () => {
    expect(variantFromQuery(variants, { Color: 'Pink' })?.id).toBe('1');
    expect(variantFromQuery(variants, {})?.id).toBe('1');
  });
  it('accepts partial queries that match', () => expect(variantFromQuery(variants, { Size: 'L' })?.id).toBe('2'));
  it('ignores tracking parameters a campaign link adds', () => {
    expect(variantFromQuery(variants, { Color: 'White', utm_source: 'newsletter', gclid: 'x' })?.id).toBe('3');
  });
});

describe('parameters that select nothing', () => {
  it('leaves a query alone when every parameter selects the variant or is for the browser', () => {
    expect(queryWithoutUnusedParams(variants, { Color: 'White', Size: 'L', maestro: 'true', utm_source: 'mail' })).toBeNull();
    expect(queryWithoutUnusedParams(variants, {})).toBeNull();
  });

  it('drops parameters the product has no option for, keeping the rest', () => {
    expect(queryWithoutUnusedParams(variants, { k: 'f3a9', Color: 'White' })).toBe('Color=White');
    expect(queryWithoutUnusedParams(variants, { k: 'f3a9', maestro: 'true', fbclid: '1' })).toBe('maestro=true&fbclid=1');
  });

  it('drops option values no variant has, and repeated parameters', () => {
    expect(queryWithoutUnusedParams(variants, { Color: 'Purple' })).toBe('');
    expect(queryWithoutUnusedParams(variants, { Color: ['White', 'Black'] })).toBe('');
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

describe('choosing an option (spec §4)', () => {
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
