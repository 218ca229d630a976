/** An existing customer by e-mail: what a form for a new address must update instead of creating. */
export const CUSTOMER_BY_EMAIL_QUERY = `#graphql
  query CustomerByEmail($email: String!) {
    customerByIdentifier(identifier: { emailAddress: $email }) {
      id
      note
      emailMarketingConsent {
        marketingState
      }
    }
  }
` as const;

export const CUSTOMER_TAGS_ADD_MUTATION = `#graphql
  mutation CustomerTagsAdd($id: ID!, $tags: [String!]!) {
    tagsAdd(id: $id, tags: $tags) {
      userErrors {
        field
        message
      }
    }
  }
` as const;

export const CUSTOMER_NOTE_UPDATE_MUTATION = `#graphql
  mutation CustomerNoteUpdate($input: CustomerInput!) {
    customerUpdate(input: $input) {
      userErrors {
        field
        message
      }
    }
  }
` as const;

export const CUSTOMER_EMAIL_CONSENT_MUTATION = `#graphql
  mutation CustomerEmailConsent($input: CustomerEmailMarketingConsentUpdateInput!) {
    customerEmailMarketingConsentUpdate(input: $input) {
      userErrors {
        field
        message
      }
    }
  }
` as const;
