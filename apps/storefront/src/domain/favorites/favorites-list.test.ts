import { describe, expect, it } from 'vitest';
import {
  addFavorite,
  favoritesToRetitle,
  parseStoredFavorites,
  removeFavorite,
  retitleFavorites,
  toggleFavorite,
  type Favorite,
} from './favorites-list';

const fav = (id: string): Favorite => ({
  id,
  handle: `h-${id}`,
  title: `T ${id}`,
  vendor: 'Shure',
  imageUrl: null,
  price: 10,
  compareAtPrice: null,
});

describe('favourites (CONT-25)', () => {
  it('adds at the front and ignores duplicates', () => {
    const list = addFavorite(addFavorite([], fav('1')), fav('2'));
    expect(list.map((item) => item.id)).toEqual(['2', '1']);
    expect(addFavorite(list, fav('1')).map((item) => item.id)).toEqual(['2', '1']);
  });
  it('removes by id and toggles', () => {
    expect(removeFavorite([fav('1'), fav('2')], '1').map((item) => item.id)).toEqual(['2']);
    expect(toggleFavorite([], fav('1'))).toMatchObject({ added: true });
    expect(toggleFavorite([fav('1')], fav('1'))).toEqual({ list: [], added: false });
  });
  it('survives corrupt storage', () => {
    expect(parseStoredFavorites('{oops')).toEqual([]);
    expect(parseStoredFavorites('{"id":1}')).toEqual([]);
    expect(parseStoredFavorites(JSON.stringify([fav('1'), { id: 2 }, null, 'x', fav('1'), { ...fav('3'), price: 'NaN' }]))).toEqual([
      fav('1'),
      { ...fav('3'), price: null },
    ]);
  });
});

describe('favourites in the page language', () => {
  const saved = [{ ...fav('1'), titleLocale: 'en' }, { ...fav('2'), titleLocale: 'fr' }, fav('3')];

  it('asks for the titles not in the page language, and for those of unknown language', () => {
    expect(favoritesToRetitle(saved, 'fr')).toEqual(['1', '3']);
    expect(favoritesToRetitle(saved, 'en')).toEqual(['2', '3']);
  });
  it('takes the titles and handles found, and keeps the rest', () => {
    const list = retitleFavorites(saved, 'fr', [{ id: '1', handle: 'h-1-fr', title: 'Micro' }]);
    expect(list[0]).toEqual({ ...fav('1'), handle: 'h-1-fr', title: 'Micro', titleLocale: 'fr' });
    expect(list.slice(1)).toEqual(saved.slice(1));
  });
  it('keeps the title language through storage', () => {
    expect(parseStoredFavorites(JSON.stringify(saved))).toEqual(saved);
    expect(parseStoredFavorites(JSON.stringify([{ ...fav('4'), titleLocale: 7 }]))).toEqual([fav('4')]);
  });
});
