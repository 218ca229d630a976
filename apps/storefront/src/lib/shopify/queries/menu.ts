const MENU_ITEM_FIELDS = /* GraphQL */ `
  id
  title
  url
  type
`;

// Collection entries bring their image: brand logos on level 2, category pictures on level 3.
const COLLECTION_IMAGE = /* GraphQL */ `
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
`;

/** The main menu, three levels deep; third-level collections bring their image (CONT-15). */
export const MENU_QUERY = /* GraphQL */ `
  query Menu($handle: String!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    menu(handle: $handle) {
      id
      title
      items {
        ${MENU_ITEM_FIELDS}
        items {
          ${MENU_ITEM_FIELDS}
          ${COLLECTION_IMAGE}
          items {
            ${MENU_ITEM_FIELDS}
            ${COLLECTION_IMAGE}
          }
        }
      }
    }
  }
`;
