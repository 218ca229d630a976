/** The newsletter sign-up: a customer subscribed to e-mail marketing (CONT-32). */
export const NEWSLETTER_CUSTOMER_CREATE_MUTATION = `#graphql
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
` as const;
