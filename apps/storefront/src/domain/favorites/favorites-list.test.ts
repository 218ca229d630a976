import { describe, expect, it } from 'vitest';
import { addFavorite, parseStoredFavorites, removeFavorite, toggleFavorite, type Favorite } from './favorites-list';

const fav = (id: string): Favorite => ({
  id,
  handle: `h-${id}`,
  title: `T ${id}`,
  vendor: 'Shure',
  imageUrl: null,
  price: 10,
  compareAtPrice: null,
});

describe('favourites (spec §4)', () => {
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
