/** The newsletter sign-up: a customer subscribed to e-mail marketing (spec §7 /api/customer-create). */
export const NEWSLETTER_CUSTOMER_CREATE_MUTATION = /* GraphQL */ `
  mutation NewsletterCustomerCreate($input: CustomerInput!) {
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
`;
