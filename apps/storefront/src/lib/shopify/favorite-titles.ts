import 'server-only';
import type { FavoriteTitle } from '@/domain/favorites/favorites-list';
import type { Locale } from '@/i18n/routing';
import { cacheFor } from '@/lib/cache/cache-policy';
import { storefrontRequest } from './client';
import { FAVORITE_TITLES_QUERY } from './queries/favorite-titles';

/** The title and handle of each product id in `locale`; ids of products that are gone are left out. */
export async function getFavoriteTitles(ids: readonly string[], locale: Locale): Promise<FavoriteTitle[]> {
  const data = await storefrontRequest(FAVORITE_TITLES_QUERY, {
    variables: { ids: [...ids] },
    locale,
    cache: cacheFor('favoriteTitles'),
  });
  return data.nodes.flatMap((node) =>
    node?.id && node.handle && node.title ? [{ id: node.id, handle: node.handle, title: node.title }] : [],
  );
}
