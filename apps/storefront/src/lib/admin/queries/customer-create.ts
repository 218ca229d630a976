/** The newsletter sign-up: a customer whose e-mail marketing consent awaits confirmation (CONT-32). */
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
