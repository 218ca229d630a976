/** The storefront's realistic documents (PDP-01, CAT-20, CAT-32): the product page, a search page and a collection page. */

const PRODUCT_CARD = /* GraphQL */ `
  id handle title vendor tags productType
  collections(first: 25) { nodes { id handle title } }
  images(first: 1) { nodes { url altText width height } }
  priceRange { minVariantPrice { amount currencyCode } }
  variants(first: 10) {
    nodes {
      id title availableForSale
      price { amount currencyCode } compareAtPrice { amount currencyCode }
      selectedOptions { name value }
      promotionInfo: metafield(namespace: "variant", key: "promotion_info") { value }
      promotionEndDate: metafield(namespace: "variant", key: "promotion_end_date") { value }
      totalQuantity: metafield(namespace: "variant", key: "total_quantity") { value }
      isDiscounted: metafield(namespace: "variant", key: "is_discounted") { value }
      sale: metafield(namespace: "variant", key: "sale") { value }
    }
  }
  brandImageUrl: metafield(namespace: "product", key: "brand_image_url") { value }
  productPromotionEndDate: metafield(namespace: "product", key: "promotion_end_date") { value }
  productPromotionText: metafield(namespace: "product", key: "promotion_text") { value }
`;

const LINKED_PRODUCT = /* GraphQL */ `
  reference { ... on Product { handle title priceRange { minVariantPrice { amount currencyCode } } media(first: 1) { nodes { ... on MediaImage { image { url } } } } } }
`;

export const FETCH_PRODUCT_BY_HANDLE = /* GraphQL */ `
  query FetchProductByHandle($handle: String!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    productByHandle(handle: $handle) {
      id handle title description descriptionHtml vendor productType tags availableForSale
      collections(first: 25) { nodes { id handle title descriptionHtml image { url } } }
      images(first: 10) { nodes { url altText width height } }
      media(first: 10) { nodes { ... on MediaImage { image { url } } } }
      priceRange { minVariantPrice { amount currencyCode } }
      options { id name values }
      variants(first: 10) {
        nodes {
          id title barcode sku availableForSale quantityAvailable
          image { url altText }
          price { amount currencyCode } compareAtPrice { amount currencyCode }
          selectedOptions { name value }
          promotionInfo: metafield(namespace: "variant", key: "promotion_info") { value }
          promotionLinks: metafield(namespace: "variant", key: "promotion_links") { value }
          promotionEndDate: metafield(namespace: "variant", key: "promotion_end_date") { value }
          totalQuantity: metafield(namespace: "variant", key: "total_quantity") { value }
          isDiscounted: metafield(namespace: "variant", key: "is_discounted") { value }
        }
      }
      productPromotionEndDate: metafield(namespace: "product", key: "promotion_end_date") { value }
      productPromotionText: metafield(namespace: "product", key: "promotion_text") { value }
      vendorCollectionUrl: metafield(namespace: "product", key: "vendor_collection_url") { value }
      productTypeCollectionUrl: metafield(namespace: "product", key: "product_type_collection_url") { value }
      brandImageUrl: metafield(namespace: "product", key: "brand_image_url") { value }
      warehouseShelf: metafield(namespace: "product", key: "warehouse_shelf") { value }
      warehouseRack: metafield(namespace: "product", key: "warehouse_rack") { value }
      productFilters: metafield(namespace: "product", key: "filters") { references(first: 20) { nodes { ... on Metaobject { id handle fields { key value } } } } }
      demo: metafield(namespace: "product", key: "demo") { ${LINKED_PRODUCT} }
      used: metafield(namespace: "product", key: "used") { ${LINKED_PRODUCT} }
      related1: metafield(namespace: "product", key: "related_product_1") { ${LINKED_PRODUCT} }
      related2: metafield(namespace: "product", key: "related_product_2") { ${LINKED_PRODUCT} }
      related3: metafield(namespace: "product", key: "related_product_3") { ${LINKED_PRODUCT} }
    }
  }
`;

export const SEARCH_PRODUCTS = /* GraphQL */ `
  query SearchProducts($query: String!, $first: Int, $after: String, $sortKey: SearchSortKeys, $reverse: Boolean, $language: LanguageCode, $productFilters: [ProductFilter!])
  @inContext(language: $language, country: CA) {
    search(query: $query, first: $first, after: $after, sortKey: $sortKey, reverse: $reverse, productFilters: $productFilters, types: [PRODUCT], unavailableProducts: LAST) {
      totalCount
      edges { cursor node { ... on Product { ${PRODUCT_CARD} } } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      productFilters { id label type values { id label count input } }
    }
  }
`;

export const COLLECTION_PRODUCTS = /* GraphQL */ `
  query CollectionProducts($handle: String!, $filters: [ProductFilter!], $after: String, $first: Int, $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $language: LanguageCode)
  @inContext(language: $language, country: CA) {
    collection(handle: $handle) {
      id title handle description image { url altText }
      banner: metafield(namespace: "collection", key: "banner") { reference { ... on MediaImage { image { url } } } }
      products(first: $first, after: $after, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
        nodes { ${PRODUCT_CARD} }
        pageInfo { hasNextPage endCursor }
        filters { id label type values { id label count input } }
      }
    }
  }
`;
