import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shouldFetchSuggestions, searchResultsPath } from '@/domain/search/search-query';
import { categoryIcon, collectionHandleOf, toLocalPath } from './menu-links';

describe('menu links', () => {
  it('converts shop URLs to local paths and keeps external ones', () => {
    expect(toLocalPath('http://localhost:3000/collections/dj?x=1', ['localhost:3000'])).toBe('/collections/dj?x=1');
    expect(toLocalPath('https://maple.myshopify.com/collections/dj', ['shop.ca'])).toBe('/collections/dj');
    expect(toLocalPath('https://rental.maple-audio.ca/', ['localhost:3000'])).toBe('https://rental.maple-audio.ca/');
    expect(toLocalPath('/b2b')).toBe('/b2b');
  });
  it('finds collection handles for prefetch', () => {
    expect(collectionHandleOf('/collections/mixers?sort=x')).toBe('mixers');
    expect(collectionHandleOf('/fr/collections/mixers')).toBe('mixers');
    expect(collectionHandleOf('/products/x')).toBeNull();
  });
  it.each([
    ['Categories', 'grid'],
    ['Catégories', 'grid'],
    ['Headphones', 'headphones'],
    ['heaphones', 'headphones'],
    ['Casques', 'headphones'],
    ['Éclairage', 'lighting'],
    ['Haute fidélité', 'hi-fi'],
    ['haute-fidélité', 'hi-fi'],
    ['HAUTE FIDELITE', 'hi-fi'],
    ['hifi', 'hi-fi'],
    ["Casques d'écoute", 'headphones'],
    ['Guitars and Basses', 'guitars'],
    ['Guitares & basses', 'guitars'],
    ['Unknown', null],
  ])('icon of %s is %s', (title, icon) => expect(categoryIcon(title)).toBe(icon));

  // The emulator's seed names the 17 areas the Categories menu lists, in English and French (CAT-01).
  const seed = readFileSync(path.resolve(__dirname, '../../../../emulator/src/seed/categories.ts'), 'utf8');
  const areas = [...seed.matchAll(/\barea\('([^']+)', '([^']+)', '([^']+)'/g)].map(([, handle, en, fr]) => [handle!, en!, fr!] as const);
  it('reads the 17 seeded areas', () => expect(areas).toHaveLength(17));
  it.each(areas)('%s has the same icon in English (%s) and French (%s)', (_handle, en, fr) => {
    expect(categoryIcon(en)).not.toBeNull();
    expect(categoryIcon(fr)).toBe(categoryIcon(en));
  });
});

describe('search input rules (CAT-40, CAT-43)', () => {
  it('fetches suggestions from 2 trimmed characters', () => {
    expect(shouldFetchSuggestions(' a ')).toBe(false);
    expect(shouldFetchSuggestions('sm')).toBe(true);
  });
  it('builds the results path from a trimmed, encoded query', () => {
    expect(searchResultsPath('  shure sm58 & co ')).toBe('/search?q=shure%20sm58%20%26%20co');
    expect(searchResultsPath('   ')).toBeNull();
  });
});
