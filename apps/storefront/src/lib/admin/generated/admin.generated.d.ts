/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as AdminTypes from './admin.types.js';

export type NewsletterCustomerCreateMutationVariables = AdminTypes.Exact<{
  input: AdminTypes.CustomerInput;
}>;


export type NewsletterCustomerCreateMutation = { customerCreate?: AdminTypes.Maybe<{ customer?: AdminTypes.Maybe<Pick<AdminTypes.Customer, 'id'>>, userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type EnquiryEntryCreateMutationVariables = AdminTypes.Exact<{
  metaobject: AdminTypes.MetaobjectCreateInput;
}>;


export type EnquiryEntryCreateMutation = { metaobjectCreate?: AdminTypes.Maybe<{ metaobject?: AdminTypes.Maybe<Pick<AdminTypes.Metaobject, 'id'>>, userErrors: Array<Pick<AdminTypes.MetaobjectUserError, 'field' | 'message' | 'code' | 'elementKey'>> }> };

export type EnquiryDefinitionCreateMutationVariables = AdminTypes.Exact<{
  definition: AdminTypes.MetaobjectDefinitionCreateInput;
}>;


export type EnquiryDefinitionCreateMutation = { metaobjectDefinitionCreate?: AdminTypes.Maybe<{ metaobjectDefinition?: AdminTypes.Maybe<Pick<AdminTypes.MetaobjectDefinition, 'id'>>, userErrors: Array<Pick<AdminTypes.MetaobjectUserError, 'field' | 'message' | 'code'>> }> };

export type InventoryItemProductQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type InventoryItemProductQuery = { inventoryItem?: AdminTypes.Maybe<{ variant: (
      Pick<AdminTypes.ProductVariant, 'id'>
      & { product: Pick<AdminTypes.Product, 'id' | 'handle'> }
    ) }> };

export type ProductInventoryQueryVariables = AdminTypes.Exact<{
  handle: AdminTypes.Scalars['String']['input'];
}>;


export type ProductInventoryQuery = { productByIdentifier?: AdminTypes.Maybe<(
    Pick<AdminTypes.Product, 'id'>
    & { variants: { nodes: Array<(
        Pick<AdminTypes.ProductVariant, 'id' | 'inventoryQuantity'>
        & { inventoryItem: { inventoryLevels: { nodes: Array<{ location: Pick<AdminTypes.Location, 'name'>, quantities: Array<Pick<AdminTypes.InventoryQuantity, 'name' | 'quantity'>> }> } } }
      )> } }
  )> };

export type ProductLocationQueryVariables = AdminTypes.Exact<{
  handle: AdminTypes.Scalars['String']['input'];
}>;


export type ProductLocationQuery = { productByIdentifier?: AdminTypes.Maybe<(
    Pick<AdminTypes.Product, 'id'>
    & { warehouseRack?: AdminTypes.Maybe<Pick<AdminTypes.Metafield, 'value'>>, warehouseShelf?: AdminTypes.Maybe<Pick<AdminTypes.Metafield, 'value'>> }
  )> };

export type NewProductDraftMutationVariables = AdminTypes.Exact<{
  input: AdminTypes.ProductSetInput;
}>;


export type NewProductDraftMutation = { productSet?: AdminTypes.Maybe<{ product?: AdminTypes.Maybe<Pick<AdminTypes.Product, 'id' | 'handle' | 'title' | 'status'>>, userErrors: Array<Pick<AdminTypes.ProductSetUserError, 'field' | 'message' | 'code'>> }> };

export type TranslatableProductQueryVariables = AdminTypes.Exact<{
  resourceId: AdminTypes.Scalars['ID']['input'];
}>;


export type TranslatableProductQuery = { translatableResource?: AdminTypes.Maybe<(
    Pick<AdminTypes.TranslatableResource, 'resourceId'>
    & { translatableContent: Array<Pick<AdminTypes.TranslatableContent, 'key' | 'digest' | 'locale'>> }
  )> };

export type RegisterProductTranslationsMutationVariables = AdminTypes.Exact<{
  resourceId: AdminTypes.Scalars['ID']['input'];
  translations: Array<AdminTypes.TranslationInput> | AdminTypes.TranslationInput;
}>;


export type RegisterProductTranslationsMutation = { translationsRegister?: AdminTypes.Maybe<{ translations?: AdminTypes.Maybe<Array<Pick<AdminTypes.Translation, 'key' | 'locale'>>>, userErrors: Array<Pick<AdminTypes.TranslationUserError, 'field' | 'message' | 'code'>> }> };

interface GeneratedQueryTypes {
  "#graphql\n  query InventoryItemProduct($id: ID!) {\n    inventoryItem(id: $id) {\n      variant {\n        id\n        product {\n          id\n          handle\n        }\n      }\n    }\n  }\n": {return: InventoryItemProductQuery, variables: InventoryItemProductQueryVariables},
  "#graphql\n  query ProductInventory($handle: String!) {\n    productByIdentifier(identifier: { handle: $handle }) {\n      id\n      variants(first: 10) {\n        nodes {\n          id\n          inventoryQuantity\n          inventoryItem {\n            inventoryLevels(first: 10) {\n              nodes {\n                location {\n                  name\n                }\n                quantities(names: [\"available\"]) {\n                  name\n                  quantity\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": {return: ProductInventoryQuery, variables: ProductInventoryQueryVariables},
  "#graphql\n  query ProductLocation($handle: String!) {\n    productByIdentifier(identifier: { handle: $handle }) {\n      id\n      warehouseRack: metafield(namespace: \"product\", key: \"warehouse_rack\") {\n        value\n      }\n      warehouseShelf: metafield(namespace: \"product\", key: \"warehouse_shelf\") {\n        value\n      }\n    }\n  }\n": {return: ProductLocationQuery, variables: ProductLocationQueryVariables},
  "#graphql\n  query TranslatableProduct($resourceId: ID!) {\n    translatableResource(resourceId: $resourceId) {\n      resourceId\n      translatableContent {\n        key\n        digest\n        locale\n      }\n    }\n  }\n": {return: TranslatableProductQuery, variables: TranslatableProductQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation NewsletterCustomerCreate($input: CustomerInput!) {\n    customerCreate(input: $input) {\n      customer {\n        id\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: NewsletterCustomerCreateMutation, variables: NewsletterCustomerCreateMutationVariables},
  "#graphql\n  mutation EnquiryEntryCreate($metaobject: MetaobjectCreateInput!) {\n    metaobjectCreate(metaobject: $metaobject) {\n      metaobject {\n        id\n      }\n      userErrors {\n        field\n        message\n        code\n        elementKey\n      }\n    }\n  }\n": {return: EnquiryEntryCreateMutation, variables: EnquiryEntryCreateMutationVariables},
  "#graphql\n  mutation EnquiryDefinitionCreate($definition: MetaobjectDefinitionCreateInput!) {\n    metaobjectDefinitionCreate(definition: $definition) {\n      metaobjectDefinition {\n        id\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": {return: EnquiryDefinitionCreateMutation, variables: EnquiryDefinitionCreateMutationVariables},
  "#graphql\n  mutation NewProductDraft($input: ProductSetInput!) {\n    productSet(input: $input, synchronous: true) {\n      product {\n        id\n        handle\n        title\n        status\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": {return: NewProductDraftMutation, variables: NewProductDraftMutationVariables},
  "#graphql\n  mutation RegisterProductTranslations($resourceId: ID!, $translations: [TranslationInput!]!) {\n    translationsRegister(resourceId: $resourceId, translations: $translations) {\n      translations {\n        key\n        locale\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": {return: RegisterProductTranslationsMutation, variables: RegisterProductTranslationsMutationVariables},
}
declare module '../client' {
  type InputMaybe<T> = AdminTypes.InputMaybe<T>;
  interface AdminQueries extends GeneratedQueryTypes {}
  interface AdminMutations extends GeneratedMutationTypes {}
}
