/** An enquiry as its own record: a metaobject entry of a type only the Admin API reads (ACC-31). */
export const ENQUIRY_ENTRY_CREATE_MUTATION = `#graphql
  mutation EnquiryEntryCreate($metaobject: MetaobjectCreateInput!) {
    metaobjectCreate(metaobject: $metaobject) {
      metaobject {
        id
      }
      userErrors {
        field
        message
        code
        elementKey
      }
    }
  }
` as const;

/** The enquiry type itself, created once when the shop does not have it yet (Shopify requires the definition first). */
export const ENQUIRY_DEFINITION_CREATE_MUTATION = `#graphql
  mutation EnquiryDefinitionCreate($definition: MetaobjectDefinitionCreateInput!) {
    metaobjectDefinitionCreate(definition: $definition) {
      metaobjectDefinition {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
` as const;
