import { beforeAll, describe, expect, it } from 'vitest';
import { openCatalog, type CatalogStore } from '../../src/catalog/open-catalog.js';
import { openDatabase } from '../../src/store/database.js';
import { miniSeed } from './fixtures/mini-seed.js';

let catalog: CatalogStore;
const byNumber = (a: number, b: number) => a - b;
const ids = (query: string, language: 'EN' | 'FR' = 'EN', prefixLast = false) =>
  catalog.search(query, language, { prefixLast }).map((hit) => hit.productId);

beforeAll(() => {
  catalog = openCatalog(openDatabase(':memory:'), miniSeed, () => new Date('2025-08-01T12:00:00Z'));
});

describe('catalogue full-text search', () => {
  it('ranks title matches above vendor, type, tag and description matches', () => {
    // "studio" is in the HS8's title and type, in tags of the HD 280 and AT2020, and in descriptions.
    const hits = ids('studio');
    expect(hits[0]).toBe(3);
    expect(hits).toEqual(expect.arrayContaining([7, 12]));
    const scores = catalog.search('studio', 'EN');
    expect(scores[0]!.score).toBeGreaterThan(scores.at(-1)!.score);
  });

  it('requires every term and ignores accents in both directions', () => {
    expect(ids('shure microphone')).toEqual(expect.arrayContaining([1, 2]));
    expect(ids('shure microphone')).not.toContain(12);
    expect(ids('eclairage', 'FR')).toEqual([6]);
    expect(ids('enceinté', 'FR').sort(byNumber)).toEqual([3, 4]);
    expect(ids('enceintes', 'FR').sort(byNumber)).toEqual([3, 4, 9]);
    expect(ids('ENCEINTE active', 'FR')).toEqual(expect.arrayContaining([3, 4]));
  });

  it('searches the requested language', () => {
    expect(ids('casque', 'FR')).toEqual([7]);
    expect(ids('casque', 'EN')).toEqual([]);
    expect(ids('headphones', 'EN')).toEqual([7]);
  });

  it('matches the last word as a prefix only when asked', () => {
    expect(ids('stratoc')).toEqual([]);
    expect(ids('stratoc', 'EN', true)).toEqual([8]);
    expect(ids('fender strat', 'EN', true)).toEqual([8]);
    expect(ids('strat*')).toEqual([8]);
  });

  it("understands Shopify's field syntax, phrases, OR and negation", () => {
    expect(ids('vendor:Shure')).toEqual(expect.arrayContaining([1, 2]));
    expect(ids('vendor:shure tag:used')).toEqual([2]);
    expect(ids('vendor:Shure OR vendor:JBL').sort(byNumber)).toEqual([1, 2, 4]);
    expect(ids('microphone -tag:used').sort(byNumber)).toEqual([1, 12]);
    expect(ids('microphone NOT vendor:Shure')).toEqual([12]);
    expect(ids('"vocal microphone"').sort(byNumber)).toEqual([1, 2]);
    expect(ids('product_type:"PA Speakers"').sort(byNumber)).toEqual([4, 9]);
    expect(ids('(vendor:Yamaha OR vendor:Roland) stock').sort(byNumber)).toEqual([3, 11]);
    expect(ids('(vendor:Yamaha OR vendor:Roland) guitar')).toEqual([]);
    expect(ids('variants.price:>2000').sort(byNumber)).toEqual([9, 11]);
    expect(ids('available_for_sale:false')).toEqual([6]);
  });

  it('finds pages and collections and suggests completions', () => {
    expect(catalog.searchContent('page', 'rental', 'EN').map((hit) => hit.id)).toEqual([2]);
    expect(catalog.searchContent('page', 'équipement', 'FR').map((hit) => hit.id)).toEqual([2, 3]);
    // The Microphones collection's title outranks the Shure collection's description.
    expect(catalog.searchContent('collection', 'micro', 'EN', { prefixLast: true }).map((hit) => hit.id)).toEqual([2, 1]);
    expect(catalog.querySuggestions('micro', 'EN', 3)).toEqual(['microphone', 'microphones']);
    expect(catalog.querySuggestions('shure mic', 'EN', 3)).toEqual(['shure microphone', 'shure microphones']);
    expect(catalog.querySuggestions('ence', 'FR', 3)).toEqual(['enceintes', 'enceinte']);
  });

  it('returns nothing for queries without searchable words', () => {
    expect(ids('')).toEqual([]);
    expect(ids('   ')).toEqual([]);
    expect(ids('zzzz-nothing')).toEqual([]);
  });
});
