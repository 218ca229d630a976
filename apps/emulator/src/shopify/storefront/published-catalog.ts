import type { Catalog } from '../../catalog/catalog.js';
import type { CollectionRecord, ProductRecord } from '../../catalog/model.js';

/**
 * The catalogue as one publication shows it: a Storefront token reads only the products and
 * collections published to its storefront's channel (Shopify: "Each Headless storefront supports
 * unique resource publishing"). Every Storefront resolver reads through this view, so an unpublished
 * collection is absent everywhere at once: by handle or id, in lists, search, sitemaps, menus and
 * `product.collections`.
 */
export function publishedCatalog(catalog: Catalog, publicationId: number): Catalog {
  if (!catalog.publication) return catalog;
  let views = viewsByCatalog.get(catalog);
  if (!views) viewsByCatalog.set(catalog, (views = new Map()));
  let view = views.get(publicationId);
  if (!view) views.set(publicationId, (view = createView(catalog, publicationId)));
  return view;
}

// One view per catalogue and publication, so the caches keyed by catalogue (listings, availability) keep working.
const viewsByCatalog = new WeakMap<Catalog, Map<number, Catalog>>();

function createView(catalog: Catalog, publicationId: number): Catalog {
  const published = () => catalog.publication!(publicationId);
  const hasProduct = (product: ProductRecord | undefined) => (product && published()?.productIds.has(product.id) ? product : undefined);
  const hasCollection = (collection: CollectionRecord | undefined) =>
    collection && published()?.collectionIds.has(collection.id) ? collection : undefined;
  // The filtered lists, kept while the catalogue's version (product inserts, reset) is unchanged.
  let lists: { version: number | undefined; products: readonly ProductRecord[]; collections: readonly CollectionRecord[] } | null = null;
  const currentLists = () => {
    const version = catalog.versions?.().catalog;
    if (!lists || version === undefined || lists.version !== version) {
      lists = {
        version,
        products: catalog.products().filter((product) => hasProduct(product)),
        collections: catalog.collections().filter((collection) => hasCollection(collection)),
      };
    }
    return lists;
  };

  return {
    ...catalog,
    products: () => currentLists().products,
    productById: (id, options) => hasProduct(catalog.productById(id, options)),
    productByHandle: (handle, options) => hasProduct(catalog.productByHandle(handle, options)),
    variantById(id, options) {
      const entry = catalog.variantById(id, options);
      return entry && hasProduct(entry.product) ? entry : undefined;
    },
    collections: () => currentLists().collections,
    collectionById: (id) => hasCollection(catalog.collectionById(id)),
    collectionByHandle: (handle) => hasCollection(catalog.collectionByHandle(handle)),
    collectionsOfProduct: (productId) => catalog.collectionsOfProduct(productId).filter((collection) => hasCollection(collection)),
    search: (query, language, options) => catalog.search(query, language, options).filter((hit) => published()?.productIds.has(hit.productId)),
    searchContent: catalog.searchContent
      ? (kind, query, language, options) => {
          const hits = catalog.searchContent!(kind, query, language, options);
          return kind === 'collection' ? hits.filter((hit) => published()?.collectionIds.has(hit.id)) : hits;
        }
      : undefined,
  };
}
