/** An existing customer by e-mail: what a form for a new address must update instead of creating. */
export const CUSTOMER_BY_EMAIL_QUERY = /* GraphQL */ `
  query CustomerByEmail($email: String!) {
    customerByIdentifier(identifier: { emailAddress: $email }) {
      id
      note
      emailMarketingConsent {
        marketingState
      }
    }
  }
`;

export const CUSTOMER_TAGS_ADD_MUTATION = /* GraphQL */ `
  mutation CustomerTagsAdd($id: ID!, $tags: [String!]!) {
    tagsAdd(id: $id, tags: $tags) {
      userErrors {
        field
        message
      }
    }
  }
`;

export const CUSTOMER_NOTE_UPDATE_MUTATION = /* GraphQL */ `
  mutation CustomerNoteUpdate($input: CustomerInput!) {
    customerUpdate(input: $input) {
      userErrors {
        field
        message
      }
    }
  }
`;

export const CUSTOMER_EMAIL_CONSENT_MUTATION = /* GraphQL */ `
  mutation CustomerEmailConsent($input: CustomerEmailMarketingConsentUpdateInput!) {
    customerEmailMarketingConsentUpdate(input: $input) {
      userErrors {
        field
        message
      }
    }
  }
`;
