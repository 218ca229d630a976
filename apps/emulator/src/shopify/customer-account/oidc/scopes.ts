/** The scopes Shopify's Customer Account API grants the storefront client; the last one opens the GraphQL API. */
export const CUSTOMER_ACCOUNT_SCOPES = ['openid', 'email', 'customer-account-api:full'];
