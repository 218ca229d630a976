import type { StorefrontContext } from '../storefront-context.js';

const PAGE_SIZE = 250;

interface SitemapItem {
  __typename: 'SitemapResource' | 'SitemapResourceMetaobject';
  handle: string;
  updatedAt: string;
  title?: string;
  type?: string;
  onlineStoreUrlHandle?: string | null;
  image?: null;
}

function itemsOf(type: string, context: StorefrontContext): SitemapItem[] {
  const { catalog } = context;
  switch (type) {
    case 'PRODUCT':
      return catalog.products().map((product) => ({ __typename: 'SitemapResource', handle: product.handle, updatedAt: product.updatedAt, title: context.text(product.title), image: null }));
    case 'COLLECTION':
      return catalog.collections().map((collection) => ({ __typename: 'SitemapResource', handle: collection.handle, updatedAt: collection.updatedAt, title: context.text(collection.title), image: null }));
    case 'PAGE':
      return catalog.pages().map((page) => ({ __typename: 'SitemapResource', handle: page.handle, updatedAt: page.updatedAt, title: context.text(page.title), image: null }));
    default:
      // Metaobjects have no online-store pages here, and the store has no blogs or articles.
      return [];
  }
}

/** QueryRoot.sitemap: resources of one type in pages of 250, as Shopify's sitemap API serves them. */
export function sitemap(type: string, context: StorefrontContext) {
  const items = itemsOf(type, context);
  return {
    pagesCount: { count: Math.ceil(items.length / PAGE_SIZE), precision: 'EXACT' },
    resources: (args: { page: number }) => {
      const start = (Math.max(1, args.page) - 1) * PAGE_SIZE;
      return { hasNextPage: start + PAGE_SIZE < items.length, items: items.slice(start, start + PAGE_SIZE) };
    },
  };
}
