import { toListAnalyticsItems } from '@/components/analytics/list-items';
import { ViewItemListEvent } from '@/components/analytics/view-item-list-event';
import type { ProductSummary } from '@/domain/catalog/types';
import { productHref } from '@/domain/pricing/sale-state';
import { collectionPageJsonLd } from '@/domain/seo/structured-data';
import { toIntlLocale, type Locale } from '@/i18n/routing';
import { absoluteUrl, localizedPath } from '@/lib/seo/page-metadata';
import { JsonLd } from './json-ld';

interface ListingStructuredDataProps {
  listId: string;
  name: string;
  path: string;
  description?: string | null;
  locale: Locale;
  products: readonly ProductSummary[];
}

/** A listing's first page for machines: CollectionPage/ItemList JSON-LD and the view_item_list event. */
export function ListingStructuredData({ listId, name, path, description, locale, products }: ListingStructuredDataProps) {
  const url = (target: string) => absoluteUrl(localizedPath(target, locale));
  return (
    <>
      <JsonLd
        data={collectionPageJsonLd({
          name,
          url: url(path),
          description,
          language: toIntlLocale(locale),
          entries: products.map((product) => ({ name: product.title, url: url(productHref(product.handle)), image: product.image?.url })),
        })}
      />
      <ViewItemListEvent listId={listId} listName={name} items={toListAnalyticsItems(products)} />
    </>
  );
}
