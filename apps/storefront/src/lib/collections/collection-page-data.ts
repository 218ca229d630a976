import 'server-only';
import { cache } from 'react';
import { parseListingState } from '@/domain/catalog/listing-filters';
import { collectionHandleOf } from '@/domain/navigation/menu-links';
import type { MenuItem } from '@/domain/navigation/menu';
import type { Locale } from '@/i18n/routing';
import { getCollectionListing, type CollectionListing } from '@/lib/shopify/collection-listing';
import type { PartnerCatalogueGrant } from '@/lib/shopify/partner-catalogue-grant';
import { getCollectionTitles } from '@/lib/shopify/home-catalogue';
import { getShellData } from '@/lib/shopify/shell-data';
import { logger } from '@/lib/observability/logger';

export type CollectionPageData =
  | { status: 'ok'; listing: CollectionListing }
  | { status: 'not-found' }
  /** The provider failed; `title` is the collection's title when another read still knows it. */
  | { status: 'unavailable'; title: string | null };

function menuTitleOf(items: readonly MenuItem[], handle: string): string | null {
  for (const item of items) {
    if (collectionHandleOf(item.href) === handle) return item.title;
    const nested = menuTitleOf(item.items, handle);
    if (nested) return nested;
  }
  return null;
}

/**
 * The title of a collection whose listing could not be read: from the collection-title read (cached,
 * and a separate call that may still answer) or else the main menu the header already read; null
 * when neither knows it (both swallow their own failures).
 */
async function knownCollectionTitle(handle: string, locale: Locale): Promise<string | null> {
  const [titles, shell] = await Promise.all([getCollectionTitles([handle], locale), getShellData(locale)]);
  return titles.get(handle) ?? (shell.menu ? menuTitleOf(shell.menu.items, handle) : null);
}

/**
 * One fetch per request for the page and its metadata; a provider failure is reported, not thrown.
 * Without a grant the public storefront answers, which has no partner catalogue (decision 0036).
 */
export const loadCollectionPage = cache(
  async (handle: string, locale: Locale, stateQuery: string, grant?: PartnerCatalogueGrant): Promise<CollectionPageData> => {
    try {
      const listing = await getCollectionListing(handle, locale, parseListingState(new URLSearchParams(stateQuery)), undefined, grant);
      return listing ? { status: 'ok', listing } : { status: 'not-found' };
    } catch (error) {
      logger().error({ err: error }, 'GraphQL request failed');
      return { status: 'unavailable', title: await knownCollectionTitle(handle, locale) };
    }
  },
);
