/** How many pages of 250 resources the provider's sitemap has for a type. */
export const SITEMAP_COUNT_QUERY = `#graphql
  query SitemapCounts($language: LanguageCode) @inContext(language: $language, country: CA) {
    products: sitemap(type: PRODUCT) {
      pagesCount {
        count
      }
    }
    collections: sitemap(type: COLLECTION) {
      pagesCount {
        count
      }
    }
    pages: sitemap(type: PAGE) {
      pagesCount {
        count
      }
    }
  }
` as const;

/** One page (up to 250) of a type's resources: the handles and dates of a sitemap shard. */
export const SITEMAP_RESOURCES_QUERY = `#graphql
  query SitemapResources($type: SitemapType!, $page: Int!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    sitemap(type: $type) {
      resources(page: $page) {
        hasNextPage
        items {
          handle
          updatedAt
        }
      }
    }
  }
` as const;
