/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as CustomerTypes from './customer.types.js';

export type ConfirmedIdentityQueryVariables = CustomerTypes.Exact<{
  language?: CustomerTypes.InputMaybe<CustomerTypes.LanguageCode>;
}>;


export type ConfirmedIdentityQuery = { customer: (
    Pick<CustomerTypes.Customer, 'id'>
    & { emailAddress?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerEmailAddress, 'emailAddress'>>, metafields: Array<CustomerTypes.Maybe<Pick<CustomerTypes.Metafield, 'namespace' | 'key' | 'value'>>> }
  ) };

export type CustomerDetailsQueryVariables = CustomerTypes.Exact<{
  language?: CustomerTypes.InputMaybe<CustomerTypes.LanguageCode>;
}>;


export type CustomerDetailsQuery = { customer: (
    Pick<CustomerTypes.Customer, 'id' | 'firstName' | 'lastName' | 'displayName'>
    & { emailAddress?: CustomerTypes.Maybe<Pick<CustomerTypes.CustomerEmailAddress, 'emailAddress'>>, metafields: Array<CustomerTypes.Maybe<Pick<CustomerTypes.Metafield, 'namespace' | 'key' | 'value'>>> }
  ) };

export type CustomerOrdersQueryVariables = CustomerTypes.Exact<{
  first?: CustomerTypes.InputMaybe<CustomerTypes.Scalars['Int']['input']>;
  last?: CustomerTypes.InputMaybe<CustomerTypes.Scalars['Int']['input']>;
  after?: CustomerTypes.InputMaybe<CustomerTypes.Scalars['String']['input']>;
  before?: CustomerTypes.InputMaybe<CustomerTypes.Scalars['String']['input']>;
  language?: CustomerTypes.InputMaybe<CustomerTypes.LanguageCode>;
}>;


export type CustomerOrdersQuery = { customer: { orders: { nodes: Array<(
        Pick<CustomerTypes.Order, 'id' | 'name' | 'number' | 'processedAt' | 'cancelledAt' | 'financialStatus' | 'fulfillmentStatus' | 'statusPageUrl'>
        & { totalPrice: Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<(
            Pick<CustomerTypes.LineItem, 'id' | 'title' | 'variantTitle' | 'quantity'>
            & { image?: CustomerTypes.Maybe<Pick<CustomerTypes.Image, 'url' | 'altText'>>, totalPrice?: CustomerTypes.Maybe<Pick<CustomerTypes.MoneyV2, 'amount' | 'currencyCode'>> }
          )> } }
      )>, pageInfo: Pick<CustomerTypes.PageInfo, 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | 'endCursor'> } } };

interface GeneratedQueryTypes {
  "#graphql\n  query ConfirmedIdentity($language: LanguageCode) @inContext(language: $language) {\n    customer {\n      id\n      emailAddress {\n        emailAddress\n      }\n      metafields(identifiers: [{ namespace: \"customer\", key: \"b2b_catalog\" }, { namespace: \"customer\", key: \"b2b_discount_percentage\" }]) {\n        namespace\n        key\n        value\n      }\n    }\n  }\n": {return: ConfirmedIdentityQuery, variables: ConfirmedIdentityQueryVariables},
  "#graphql\n  query CustomerDetails($language: LanguageCode) @inContext(language: $language) {\n    customer {\n      id\n      firstName\n      lastName\n      displayName\n      emailAddress {\n        emailAddress\n      }\n      metafields(\n        identifiers: [\n          { namespace: \"customer\", key: \"points\" }\n          { namespace: \"customer\", key: \"discount_codes\" }\n          { namespace: \"customer\", key: \"b2b_discount_percentage\" }\n          { namespace: \"customer\", key: \"b2b_catalog\" }\n        ]\n      ) {\n        namespace\n        key\n        value\n      }\n    }\n  }\n": {return: CustomerDetailsQuery, variables: CustomerDetailsQueryVariables},
  "#graphql\n  query CustomerOrders($first: Int, $last: Int, $after: String, $before: String, $language: LanguageCode) @inContext(language: $language) {\n    customer {\n      orders(first: $first, last: $last, after: $after, before: $before, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          id\n          name\n          number\n          processedAt\n          cancelledAt\n          financialStatus\n          fulfillmentStatus\n          statusPageUrl\n          totalPrice {\n            amount\n            currencyCode\n          }\n          lineItems(first: 50) {\n            nodes {\n              id\n              title\n              variantTitle\n              quantity\n              image {\n                url\n                altText\n              }\n              totalPrice {\n                amount\n                currencyCode\n              }\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n": {return: CustomerOrdersQuery, variables: CustomerOrdersQueryVariables},
}

interface GeneratedMutationTypes {
}
declare module '../customer-account-api' {
  type InputMaybe<T> = CustomerTypes.InputMaybe<T>;
  interface CustomerQueries extends GeneratedQueryTypes {}
  interface CustomerMutations extends GeneratedMutationTypes {}
}
