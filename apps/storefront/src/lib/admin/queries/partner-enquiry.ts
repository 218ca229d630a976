/** A 'Become a partner' enquiry as a tagged customer with the enquiry in its note, for the sales team to review. */
export const PARTNER_ENQUIRY_MUTATION = `#graphql
  mutation PartnerEnquiry($input: CustomerInput!) {
    customerCreate(input: $input) {
      customer {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
` as const;
