const MENU_ITEM_FIELDS = /* GraphQL */ `
  id
  title
  url
  type
`;

/** The main menu, three levels deep; third-level collections bring their image (spec §3 "Menu"). */
export const MENU_QUERY = /* GraphQL */ `
  query Menu($handle: String!, $language: LanguageCode) @inContext(language: $language, country: CA) {
    menu(handle: $handle) {
      id
      title
      items {
        ${MENU_ITEM_FIELDS}
        items {
          ${MENU_ITEM_FIELDS}
          items {
            ${MENU_ITEM_FIELDS}
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
        }
      }
    }
  }
`;
