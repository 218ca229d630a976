const MENU_ITEM_FRAGMENT = `#graphql
  fragment MenuItemFields on MenuItem {
    id
    title
    url
    type
  }
` as const;

// Collection entries bring their image: brand logos on level 2, category pictures on level 3.
const COLLECTION_IMAGE_FRAGMENT = `#graphql
  fragment MenuItemCollectionImage on MenuItem {
    resource {
      ... on Collection {
        id
        image {
          url
          altText
          width
          height
        }
      }
    }
  }
` as const;

/** The main menu, three levels deep; third-level collections bring their image (CONT-15). */
export const MENU_QUERY = `#graphql
  query Menu($handle: String!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    menu(handle: $handle) {
      id
      title
      items {
        ...MenuItemFields
        items {
          ...MenuItemFields
          ...MenuItemCollectionImage
          items {
            ...MenuItemFields
            ...MenuItemCollectionImage
          }
        }
      }
    }
  }
  ${MENU_ITEM_FRAGMENT}
  ${COLLECTION_IMAGE_FRAGMENT}
` as const;
