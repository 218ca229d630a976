/** The product's source texts and their digests, which a translation must quote. */
export const TRANSLATABLE_PRODUCT_QUERY = `#graphql
  query TranslatableProduct($resourceId: ID!) {
    translatableResource(resourceId: $resourceId) {
      resourceId
      translatableContent {
        key
        digest
        locale
      }
    }
  }
` as const;

/** Registers French texts of a product (Shopify's translations, served with @inContext(language: FR)). */
export const REGISTER_TRANSLATIONS_MUTATION = `#graphql
  mutation RegisterProductTranslations($resourceId: ID!, $translations: [TranslationInput!]!) {
    translationsRegister(resourceId: $resourceId, translations: $translations) {
      translations {
        key
        locale
      }
      userErrors {
        field
        message
        code
      }
    }
  }
` as const;
