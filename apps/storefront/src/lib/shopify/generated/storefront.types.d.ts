export type * from '@shopify/hydrogen-react/storefront-api-types';
