export type * from '@shopify/hydrogen-react/customer-account-api-types';
