/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontTypes from './storefront.types.js';

export type AssistantProductQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type AssistantProductQuery = { product?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags' | 'description' | 'descriptionHtml' | 'availableForSale'>
    & { variants: { nodes: Array<(
        Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
        & { price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }
      )> } }
  )> };

export type AssistantProductsByTitleQueryVariables = StorefrontTypes.Exact<{
  query: StorefrontTypes.Scalars['String']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type AssistantProductsByTitleQuery = { search: { nodes: Array<Pick<StorefrontTypes.Product, 'handle' | 'title'>> } };

export type ProductHandleByIdQueryVariables = StorefrontTypes.Exact<{
  id: StorefrontTypes.Scalars['ID']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type ProductHandleByIdQuery = { node?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Product, 'id' | 'handle'>> };

export type AssistantCatalogueSearchQueryVariables = StorefrontTypes.Exact<{
  query: StorefrontTypes.Scalars['String']['input'];
  filters?: StorefrontTypes.InputMaybe<Array<StorefrontTypes.ProductFilter> | StorefrontTypes.ProductFilter>;
  first: StorefrontTypes.Scalars['Int']['input'];
  sortKey?: StorefrontTypes.InputMaybe<StorefrontTypes.SearchSortKeys>;
  reverse?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type AssistantCatalogueSearchQuery = { search: { nodes: Array<(
      Pick<StorefrontTypes.Product, 'handle' | 'title' | 'vendor' | 'productType' | 'availableForSale'>
      & { priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount'>, maxVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount'> } }
    )> } };

type DiscountAllocation_CartAutomaticDiscountAllocation_Fragment = (
  Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
  & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
);

type DiscountAllocation_CartCodeDiscountAllocation_Fragment = (
  Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
  & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
);

type DiscountAllocation_CartCustomDiscountAllocation_Fragment = (
  Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
  & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
);

export type DiscountAllocationFragment = DiscountAllocation_CartAutomaticDiscountAllocation_Fragment | DiscountAllocation_CartCodeDiscountAllocation_Fragment | DiscountAllocation_CartCustomDiscountAllocation_Fragment;

export type CartFieldsFragment = (
  Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'totalQuantity'>
  & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, totalTaxAmount?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
    Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
    & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
  ) | (
    Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
    & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
  ) | (
    Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
    & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
  )>, lines: { nodes: Array<(
      Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
      & { cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountAllocations: Array<(
        Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      ) | (
        Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      ) | (
        Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      )>, merchandise: (
        Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
        & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, product: Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'tags' | 'vendor' | 'productType'> }
      ) }
    ) | (
      Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
      & { cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountAllocations: Array<(
        Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      ) | (
        Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      ) | (
        Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      )>, merchandise: (
        Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
        & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, product: Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'tags' | 'vendor' | 'productType'> }
      ) }
    )> } }
);

export type CollectionTileFragment = (
  Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>
  & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
);

export type FacetFragment = (
  Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
  & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
);

export type ProductCardFragment = (
  Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags'>
  & { collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>> }, images: { nodes: Array<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
      Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
      & { price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, isDiscounted?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
    )> }, brandImageUrl?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, promotionText?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, promotionEndDate?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
);

export type CartUserErrorFieldsFragment = Pick<StorefrontTypes.CartUserError, 'field' | 'message' | 'code'>;

export type CartWarningFieldsFragment = Pick<StorefrontTypes.CartWarning, 'code' | 'message' | 'target'>;

export type CartCreateMutationVariables = StorefrontTypes.Exact<{
  lines?: StorefrontTypes.InputMaybe<Array<StorefrontTypes.CartLineInput> | StorefrontTypes.CartLineInput>;
  attributes?: StorefrontTypes.InputMaybe<Array<StorefrontTypes.AttributeInput> | StorefrontTypes.AttributeInput>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartCreateMutation = { cartCreate?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'totalQuantity'>
      & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, totalTaxAmount?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      ) | (
        Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      ) | (
        Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      )>, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          )>, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
            & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, product: Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'tags' | 'vendor' | 'productType'> }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          )>, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
            & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, product: Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'tags' | 'vendor' | 'productType'> }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'field' | 'message' | 'code'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message' | 'target'>> }> };

export type CartLinesAddMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  lines: Array<StorefrontTypes.CartLineInput> | StorefrontTypes.CartLineInput;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartLinesAddMutation = { cartLinesAdd?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'totalQuantity'>
      & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, totalTaxAmount?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      ) | (
        Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      ) | (
        Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      )>, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          )>, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
            & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, product: Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'tags' | 'vendor' | 'productType'> }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          )>, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
            & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, product: Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'tags' | 'vendor' | 'productType'> }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'field' | 'message' | 'code'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message' | 'target'>> }> };

export type CartLinesUpdateMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  lines: Array<StorefrontTypes.CartLineUpdateInput> | StorefrontTypes.CartLineUpdateInput;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartLinesUpdateMutation = { cartLinesUpdate?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'totalQuantity'>
      & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, totalTaxAmount?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      ) | (
        Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      ) | (
        Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      )>, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          )>, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
            & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, product: Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'tags' | 'vendor' | 'productType'> }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          )>, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
            & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, product: Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'tags' | 'vendor' | 'productType'> }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'field' | 'message' | 'code'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message' | 'target'>> }> };

export type CartLinesRemoveMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  lineIds: Array<StorefrontTypes.Scalars['ID']['input']> | StorefrontTypes.Scalars['ID']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartLinesRemoveMutation = { cartLinesRemove?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'totalQuantity'>
      & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, totalTaxAmount?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      ) | (
        Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      ) | (
        Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      )>, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          )>, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
            & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, product: Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'tags' | 'vendor' | 'productType'> }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          )>, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
            & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, product: Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'tags' | 'vendor' | 'productType'> }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'field' | 'message' | 'code'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message' | 'target'>> }> };

export type CartAttributesUpdateMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  attributes: Array<StorefrontTypes.AttributeInput> | StorefrontTypes.AttributeInput;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartAttributesUpdateMutation = { cartAttributesUpdate?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'totalQuantity'>
      & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, totalTaxAmount?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      ) | (
        Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      ) | (
        Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      )>, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          )>, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
            & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, product: Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'tags' | 'vendor' | 'productType'> }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          )>, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
            & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, product: Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'tags' | 'vendor' | 'productType'> }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'field' | 'message' | 'code'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message' | 'target'>> }> };

export type CartDiscountCodesUpdateMutationVariables = StorefrontTypes.Exact<{
  cartId: StorefrontTypes.Scalars['ID']['input'];
  discountCodes: Array<StorefrontTypes.Scalars['String']['input']> | StorefrontTypes.Scalars['String']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CartDiscountCodesUpdateMutation = { cartDiscountCodesUpdate?: StorefrontTypes.Maybe<{ cart?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'totalQuantity'>
      & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, totalTaxAmount?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      ) | (
        Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      ) | (
        Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
      )>, lines: { nodes: Array<(
          Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          )>, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
            & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, product: Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'tags' | 'vendor' | 'productType'> }
          ) }
        ) | (
          Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          ) | (
            Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
          )>, merchandise: (
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
            & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, product: Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'tags' | 'vendor' | 'productType'> }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontTypes.CartUserError, 'field' | 'message' | 'code'>>, warnings: Array<Pick<StorefrontTypes.CartWarning, 'code' | 'message' | 'target'>> }> };

export type BrandCollectionsQueryVariables = StorefrontTypes.Exact<{
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type BrandCollectionsQuery = { collections: { pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<(
      Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>
      & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, isBrand?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
    )> } };

export type GetCartQueryVariables = StorefrontTypes.Exact<{
  id: StorefrontTypes.Scalars['ID']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type GetCartQuery = { cart?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Cart, 'id' | 'checkoutUrl' | 'totalQuantity'>
    & { attributes: Array<Pick<StorefrontTypes.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, totalTaxAmount?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountCodes: Array<Pick<StorefrontTypes.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
      Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
      & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
    ) | (
      Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
      & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
    ) | (
      Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
      & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
    )>, lines: { nodes: Array<(
        Pick<StorefrontTypes.CartLine, 'id' | 'quantity'>
        & { cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountAllocations: Array<(
          Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
          & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
        ) | (
          Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
          & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
        ) | (
          Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
          & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
        )>, merchandise: (
          Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
          & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, product: Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'tags' | 'vendor' | 'productType'> }
        ) }
      ) | (
        Pick<StorefrontTypes.ComponentizableCartLine, 'id' | 'quantity'>
        & { cost: { totalAmount: Pick<StorefrontTypes.MoneyV2, 'amount'>, amountPerQuantity: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtAmountPerQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>> }, discountAllocations: Array<(
          Pick<StorefrontTypes.CartAutomaticDiscountAllocation, 'title'>
          & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
        ) | (
          Pick<StorefrontTypes.CartCodeDiscountAllocation, 'code'>
          & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
        ) | (
          Pick<StorefrontTypes.CartCustomDiscountAllocation, 'title'>
          & { discountedAmount: Pick<StorefrontTypes.MoneyV2, 'amount'> }
        )>, merchandise: (
          Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
          & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, product: Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle' | 'tags' | 'vendor' | 'productType'> }
        ) }
      )> } }
  )> };

export type VariantStockQueryVariables = StorefrontTypes.Exact<{
  ids: Array<StorefrontTypes.Scalars['ID']['input']> | StorefrontTypes.Scalars['ID']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type VariantStockQuery = { nodes: Array<StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.ProductVariant, 'id' | 'quantityAvailable'>
    & { product: (
      Pick<StorefrontTypes.Product, 'id' | 'tags'>
      & { collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'id'>> } }
    ) }
  )>> };

export type GetVariantsByIdsQueryVariables = StorefrontTypes.Exact<{
  ids: Array<StorefrontTypes.Scalars['ID']['input']> | StorefrontTypes.Scalars['ID']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type GetVariantsByIdsQuery = { nodes: Array<StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
    & { price: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
      Pick<StorefrontTypes.Product, 'id' | 'title' | 'handle'>
      & { images: { nodes: Array<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> } }
    ) }
  )>> };

export type CollectionProductsQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  first: StorefrontTypes.Scalars['Int']['input'];
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  sortKey?: StorefrontTypes.InputMaybe<StorefrontTypes.ProductCollectionSortKeys>;
  reverse?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  filters?: StorefrontTypes.InputMaybe<Array<StorefrontTypes.ProductFilter> | StorefrontTypes.ProductFilter>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CollectionProductsQuery = { collection?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title' | 'description' | 'descriptionHtml'>
    & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, seo: Pick<StorefrontTypes.Seo, 'title' | 'description'>, banner?: StorefrontTypes.Maybe<{ reference?: StorefrontTypes.Maybe<{ image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }> }>, isBrand?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, products: { filters: Array<(
        Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<(
        Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags'>
        & { collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>> }, images: { nodes: Array<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
            & { price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, isDiscounted?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
          )> }, brandImageUrl?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, promotionText?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, promotionEndDate?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
      )> } }
  )> };

export type CollectionFacetsQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CollectionFacetsQuery = { collection?: StorefrontTypes.Maybe<{ products: { filters: Array<(
        Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )> } }> };

export type ContentPageQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type ContentPageQuery = { page?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Page, 'id' | 'handle' | 'title' | 'body' | 'bodySummary' | 'updatedAt'>
    & { seo?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Seo, 'title' | 'description'>> }
  )> };

export type PolicyFragment = Pick<StorefrontTypes.ShopPolicy, 'id' | 'handle' | 'title' | 'body'>;

export type ShopPoliciesQueryVariables = StorefrontTypes.Exact<{
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type ShopPoliciesQuery = { shop: { shippingPolicy?: StorefrontTypes.Maybe<Pick<StorefrontTypes.ShopPolicy, 'id' | 'handle' | 'title' | 'body'>>, refundPolicy?: StorefrontTypes.Maybe<Pick<StorefrontTypes.ShopPolicy, 'id' | 'handle' | 'title' | 'body'>>, termsOfService?: StorefrontTypes.Maybe<Pick<StorefrontTypes.ShopPolicy, 'id' | 'handle' | 'title' | 'body'>>, privacyPolicy?: StorefrontTypes.Maybe<Pick<StorefrontTypes.ShopPolicy, 'id' | 'handle' | 'title' | 'body'>> } };

export type FavoriteTitlesQueryVariables = StorefrontTypes.Exact<{
  ids: Array<StorefrontTypes.Scalars['ID']['input']> | StorefrontTypes.Scalars['ID']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type FavoriteTitlesQuery = { nodes: Array<StorefrontTypes.Maybe<Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title'>>> };

export type FeaturedBrandsQueryVariables = StorefrontTypes.Exact<{
  h1: StorefrontTypes.Scalars['String']['input'];
  h2: StorefrontTypes.Scalars['String']['input'];
  h3: StorefrontTypes.Scalars['String']['input'];
  h4: StorefrontTypes.Scalars['String']['input'];
  h5: StorefrontTypes.Scalars['String']['input'];
  h6: StorefrontTypes.Scalars['String']['input'];
  h7: StorefrontTypes.Scalars['String']['input'];
  h8: StorefrontTypes.Scalars['String']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type FeaturedBrandsQuery = { b1?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>
    & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
  )>, b2?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>
    & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
  )>, b3?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>
    & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
  )>, b4?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>
    & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
  )>, b5?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>
    & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
  )>, b6?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>
    & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
  )>, b7?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>
    & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
  )>, b8?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>
    & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
  )> };

export type TopDealsQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  first: StorefrontTypes.Scalars['Int']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type TopDealsQuery = { collection?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'handle' | 'title'>
    & { products: { nodes: Array<(
        Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags'>
        & { collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>> }, images: { nodes: Array<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
            & { price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, isDiscounted?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
          )> }, brandImageUrl?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, promotionText?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, promotionEndDate?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
      )> } }
  )> };

export type FeaturedProductsQueryVariables = StorefrontTypes.Exact<{
  ids: Array<StorefrontTypes.Scalars['ID']['input']> | StorefrontTypes.Scalars['ID']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type FeaturedProductsQuery = { nodes: Array<StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags'>
    & { collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>> }, images: { nodes: Array<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
        Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
        & { price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, isDiscounted?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
      )> }, brandImageUrl?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, promotionText?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, promotionEndDate?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
  )>> };

export type PopularCategoriesQueryVariables = StorefrontTypes.Exact<{
  ids: Array<StorefrontTypes.Scalars['ID']['input']> | StorefrontTypes.Scalars['ID']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type PopularCategoriesQuery = { nodes: Array<StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>
    & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
  )>> };

export type CollectionTitlesQueryVariables = StorefrontTypes.Exact<{
  h1: StorefrontTypes.Scalars['String']['input'];
  h2: StorefrontTypes.Scalars['String']['input'];
  h3: StorefrontTypes.Scalars['String']['input'];
  h4: StorefrontTypes.Scalars['String']['input'];
  h5: StorefrontTypes.Scalars['String']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type CollectionTitlesQuery = { c1?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Collection, 'title'>>, c2?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Collection, 'title'>>, c3?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Collection, 'title'>>, c4?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Collection, 'title'>>, c5?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Collection, 'title'>> };

export type MenuItemFieldsFragment = Pick<StorefrontTypes.MenuItem, 'id' | 'title' | 'url' | 'type'>;

export type MenuItemCollectionImageFragment = { resource?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Collection, 'id'>
    & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
  )> };

export type MenuQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type MenuQuery = { menu?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Menu, 'id' | 'title'>
    & { items: Array<(
      Pick<StorefrontTypes.MenuItem, 'id' | 'title' | 'url' | 'type'>
      & { items: Array<(
        Pick<StorefrontTypes.MenuItem, 'id' | 'title' | 'url' | 'type'>
        & { items: Array<(
          Pick<StorefrontTypes.MenuItem, 'id' | 'title' | 'url' | 'type'>
          & { resource?: StorefrontTypes.Maybe<(
            Pick<StorefrontTypes.Collection, 'id'>
            & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
          )> }
        )>, resource?: StorefrontTypes.Maybe<(
          Pick<StorefrontTypes.Collection, 'id'>
          & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }
        )> }
      )> }
    )> }
  )> };

export type ProductVariantSaleQueryVariables = StorefrontTypes.Exact<{
  id: StorefrontTypes.Scalars['ID']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type ProductVariantSaleQuery = { node?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.ProductVariant, 'id'>
    & { price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, sale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, promotionEndDate?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
  )> };

export type LinkedProductFragment = { reference?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'handle' | 'title'>
    & { priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount'> }, media: { nodes: Array<{ image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }> } }
  )> };

export type FetchProductByHandleQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type FetchProductByHandleQuery = { product?: StorefrontTypes.Maybe<(
    Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'description' | 'descriptionHtml' | 'vendor' | 'productType' | 'tags' | 'availableForSale'>
    & { seo: Pick<StorefrontTypes.Seo, 'title' | 'description'>, productPromotionText?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, productPromotionEndDate?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, brandImageUrl?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, vendorCollectionUrl?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, productTypeCollectionUrl?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title' | 'descriptionHtml'>> }, images: { nodes: Array<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }, options: Array<(
      Pick<StorefrontTypes.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontTypes.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<(
        Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'barcode' | 'sku' | 'availableForSale' | 'quantityAvailable'>
        & { image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, promotionInfo?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, promotionLinks?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, promotionEndDate?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, isDiscounted?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, sale?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
      )> }, demo?: StorefrontTypes.Maybe<{ reference?: StorefrontTypes.Maybe<(
        Pick<StorefrontTypes.Product, 'handle' | 'title'>
        & { priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount'> }, media: { nodes: Array<{ image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }> } }
      )> }>, used?: StorefrontTypes.Maybe<{ reference?: StorefrontTypes.Maybe<(
        Pick<StorefrontTypes.Product, 'handle' | 'title'>
        & { priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount'> }, media: { nodes: Array<{ image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }> } }
      )> }>, related1?: StorefrontTypes.Maybe<{ reference?: StorefrontTypes.Maybe<(
        Pick<StorefrontTypes.Product, 'handle' | 'title'>
        & { priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount'> }, media: { nodes: Array<{ image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }> } }
      )> }>, related2?: StorefrontTypes.Maybe<{ reference?: StorefrontTypes.Maybe<(
        Pick<StorefrontTypes.Product, 'handle' | 'title'>
        & { priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount'> }, media: { nodes: Array<{ image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }> } }
      )> }>, related3?: StorefrontTypes.Maybe<{ reference?: StorefrontTypes.Maybe<(
        Pick<StorefrontTypes.Product, 'handle' | 'title'>
        & { priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount'> }, media: { nodes: Array<{ image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }> } }
      )> }>, related4?: StorefrontTypes.Maybe<{ reference?: StorefrontTypes.Maybe<(
        Pick<StorefrontTypes.Product, 'handle' | 'title'>
        & { priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount'> }, media: { nodes: Array<{ image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }> } }
      )> }>, related5?: StorefrontTypes.Maybe<{ reference?: StorefrontTypes.Maybe<(
        Pick<StorefrontTypes.Product, 'handle' | 'title'>
        & { priceRange: { minVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontTypes.MoneyV2, 'amount'> }, media: { nodes: Array<{ image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }> } }
      )> }> }
  )> };

export type SearchProductsQueryVariables = StorefrontTypes.Exact<{
  query: StorefrontTypes.Scalars['String']['input'];
  first: StorefrontTypes.Scalars['Int']['input'];
  after?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['String']['input']>;
  sortKey?: StorefrontTypes.InputMaybe<StorefrontTypes.SearchSortKeys>;
  reverse?: StorefrontTypes.InputMaybe<StorefrontTypes.Scalars['Boolean']['input']>;
  productFilters?: StorefrontTypes.InputMaybe<Array<StorefrontTypes.ProductFilter> | StorefrontTypes.ProductFilter>;
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type SearchProductsQuery = { search: (
    Pick<StorefrontTypes.SearchResultItemConnection, 'totalCount'>
    & { productFilters: Array<(
      Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
      & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
    )>, pageInfo: Pick<StorefrontTypes.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<(
      Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags'>
      & { collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>> }, images: { nodes: Array<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
          Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
          & { price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, isDiscounted?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
        )> }, brandImageUrl?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, promotionText?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, promotionEndDate?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
    )> }
  ) };

export type SearchFacetsQueryVariables = StorefrontTypes.Exact<{
  query: StorefrontTypes.Scalars['String']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type SearchFacetsQuery = { search: { productFilters: Array<(
      Pick<StorefrontTypes.Filter, 'id' | 'label' | 'type'>
      & { values: Array<Pick<StorefrontTypes.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
    )> } };

export type SearchSuggestionsQueryVariables = StorefrontTypes.Exact<{
  query: StorefrontTypes.Scalars['String']['input'];
  limit: StorefrontTypes.Scalars['Int']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type SearchSuggestionsQuery = { predictiveSearch?: StorefrontTypes.Maybe<{ products: Array<(
      Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags'>
      & { collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>> }, images: { nodes: Array<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
          Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
          & { price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, isDiscounted?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
        )> }, brandImageUrl?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, promotionText?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, promotionEndDate?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
    )>, queries: Array<Pick<StorefrontTypes.SearchQuerySuggestion, 'text' | 'styledText'>> }> };

export type PopularProductsQueryVariables = StorefrontTypes.Exact<{
  handle: StorefrontTypes.Scalars['String']['input'];
  limit: StorefrontTypes.Scalars['Int']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type PopularProductsQuery = { collection?: StorefrontTypes.Maybe<{ products: { nodes: Array<(
        Pick<StorefrontTypes.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags'>
        & { collections: { nodes: Array<Pick<StorefrontTypes.Collection, 'id' | 'handle' | 'title'>> }, images: { nodes: Array<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
            Pick<StorefrontTypes.ProductVariant, 'id' | 'title' | 'availableForSale'>
            & { price: Pick<StorefrontTypes.MoneyV2, 'amount'>, compareAtPrice?: StorefrontTypes.Maybe<Pick<StorefrontTypes.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontTypes.SelectedOption, 'name' | 'value'>>, image?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Image, 'url' | 'altText' | 'width' | 'height'>>, isDiscounted?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, totalQuantity?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
          )> }, brandImageUrl?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, promotionText?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>>, promotionEndDate?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'value'>> }
      )> } }> };

export type SitemapCountsQueryVariables = StorefrontTypes.Exact<{
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type SitemapCountsQuery = { products: { pagesCount?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Count, 'count'>> }, collections: { pagesCount?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Count, 'count'>> }, pages: { pagesCount?: StorefrontTypes.Maybe<Pick<StorefrontTypes.Count, 'count'>> } };

export type SitemapResourcesQueryVariables = StorefrontTypes.Exact<{
  type: StorefrontTypes.SitemapType;
  page: StorefrontTypes.Scalars['Int']['input'];
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type SitemapResourcesQuery = { sitemap: { resources?: StorefrontTypes.Maybe<(
      Pick<StorefrontTypes.PaginatedSitemapResources, 'hasNextPage'>
      & { items: Array<Pick<StorefrontTypes.SitemapResource, 'handle' | 'updatedAt'> | Pick<StorefrontTypes.SitemapResourceMetaobject, 'handle' | 'updatedAt'>> }
    )> } };

export type StoreSettingsQueryVariables = StorefrontTypes.Exact<{
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type StoreSettingsQuery = { shop: { metafields: Array<StorefrontTypes.Maybe<Pick<StorefrontTypes.Metafield, 'key' | 'value'>>> } };

export type StorefrontReadyQueryVariables = StorefrontTypes.Exact<{
  language?: StorefrontTypes.InputMaybe<StorefrontTypes.LanguageCode>;
}>;


export type StorefrontReadyQuery = { shop: Pick<StorefrontTypes.Shop, 'id'> };

interface GeneratedQueryTypes {
  "#graphql\n  query AssistantProduct($handle: String!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      vendor\n      productType\n      tags\n      description\n      descriptionHtml\n      availableForSale\n      variants(first: 10) {\n        nodes {\n          id\n          title\n          availableForSale\n          price {\n            amount\n          }\n          compareAtPrice {\n            amount\n          }\n        }\n      }\n    }\n  }\n": {return: AssistantProductQuery, variables: AssistantProductQueryVariables},
  "#graphql\n  query AssistantProductsByTitle($query: String!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    search(query: $query, first: 10, types: [PRODUCT], unavailableProducts: LAST) {\n      nodes {\n        ... on Product {\n          handle\n          title\n        }\n      }\n    }\n  }\n": {return: AssistantProductsByTitleQuery, variables: AssistantProductsByTitleQueryVariables},
  "#graphql\n  query ProductHandleById($id: ID!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    node(id: $id) {\n      ... on Product {\n        id\n        handle\n      }\n    }\n  }\n": {return: ProductHandleByIdQuery, variables: ProductHandleByIdQueryVariables},
  "#graphql\n  query AssistantCatalogueSearch(\n    $query: String!\n    $filters: [ProductFilter!]\n    $first: Int!\n    $sortKey: SearchSortKeys\n    $reverse: Boolean\n    $language: LanguageCode\n  ) @inContext(language: $language, country: CA) {\n    search(\n      query: $query\n      first: $first\n      types: [PRODUCT]\n      productFilters: $filters\n      sortKey: $sortKey\n      reverse: $reverse\n      unavailableProducts: HIDE\n    ) {\n      nodes {\n        ... on Product {\n          handle\n          title\n          vendor\n          productType\n          availableForSale\n          priceRange {\n            minVariantPrice {\n              amount\n            }\n            maxVariantPrice {\n              amount\n            }\n          }\n        }\n      }\n    }\n  }\n": {return: AssistantCatalogueSearchQuery, variables: AssistantCatalogueSearchQueryVariables},
  "#graphql\n  query BrandCollections($after: String, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    collections(first: 250, after: $after, sortKey: TITLE) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        handle\n        title\n        image {\n          url\n          altText\n          width\n          height\n        }\n        isBrand: metafield(namespace: \"collection\", key: \"isbrand\") {\n          value\n        }\n      }\n    }\n  }\n": {return: BrandCollectionsQuery, variables: BrandCollectionsQueryVariables},
  "#graphql\n  query GetCart($id: ID!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    cart(id: $id) {\n      ...CartFields\n    }\n  }\n  #graphql\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    totalQuantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      subtotalAmount {\n        amount\n      }\n      totalAmount {\n        amount\n      }\n      totalTaxAmount {\n        amount\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      ...DiscountAllocation\n    }\n    lines(first: 50) {\n      nodes {\n        id\n        quantity\n        cost {\n          totalAmount {\n            amount\n          }\n          amountPerQuantity {\n            amount\n          }\n          compareAtAmountPerQuantity {\n            amount\n          }\n        }\n        discountAllocations {\n          ...DiscountAllocation\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            title\n            availableForSale\n            image {\n              url\n              altText\n              width\n              height\n            }\n            price {\n              amount\n            }\n            compareAtPrice {\n              amount\n            }\n            selectedOptions {\n              name\n              value\n            }\n            totalQuantity: metafield(namespace: \"variant\", key: \"total_quantity\") {\n              value\n            }\n            product {\n              id\n              title\n              handle\n              tags\n              vendor\n              productType\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment DiscountAllocation on CartDiscountAllocation {\n    discountedAmount {\n      amount\n    }\n    ... on CartCodeDiscountAllocation {\n      code\n    }\n    ... on CartAutomaticDiscountAllocation {\n      title\n    }\n    ... on CartCustomDiscountAllocation {\n      title\n    }\n  }\n\n\n": {return: GetCartQuery, variables: GetCartQueryVariables},
  "#graphql\n  query VariantStock($ids: [ID!]!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        quantityAvailable\n        product {\n          id\n          tags\n          collections(first: 25) {\n            nodes {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": {return: VariantStockQuery, variables: VariantStockQueryVariables},
  "#graphql\n  query GetVariantsByIds($ids: [ID!]!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        title\n        availableForSale\n        price {\n          amount\n          currencyCode\n        }\n        image {\n          url\n          altText\n          width\n          height\n        }\n        product {\n          id\n          title\n          handle\n          images(first: 1) {\n            nodes {\n              url\n              altText\n              width\n              height\n            }\n          }\n        }\n      }\n    }\n  }\n": {return: GetVariantsByIdsQuery, variables: GetVariantsByIdsQueryVariables},
  "#graphql\n  query CollectionProducts(\n    $handle: String!\n    $first: Int!\n    $after: String\n    $sortKey: ProductCollectionSortKeys\n    $reverse: Boolean\n    $filters: [ProductFilter!]\n    $language: LanguageCode\n  ) @inContext(language: $language, country: CA) {\n    collection(handle: $handle) {\n      id\n      handle\n      title\n      description\n      descriptionHtml\n      image {\n        url\n        altText\n        width\n        height\n      }\n      seo {\n        title\n        description\n      }\n      banner: metafield(namespace: \"collection\", key: \"banner\") {\n        reference {\n          ... on MediaImage {\n            image {\n              url\n              altText\n              width\n              height\n            }\n          }\n        }\n      }\n      isBrand: metafield(namespace: \"collection\", key: \"isbrand\") {\n        value\n      }\n      products(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse, filters: $filters) {\n        filters {\n          ...Facet\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    productType\n    tags\n    collections(first: 25) {\n      nodes {\n        id\n        handle\n        title\n      }\n    }\n    images(first: 1) {\n      nodes {\n        url\n        altText\n        width\n        height\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        id\n        title\n        availableForSale\n        price {\n          amount\n        }\n        compareAtPrice {\n          amount\n        }\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          url\n          altText\n          width\n          height\n        }\n        isDiscounted: metafield(namespace: \"variant\", key: \"is_discounted\") {\n          value\n        }\n        totalQuantity: metafield(namespace: \"variant\", key: \"total_quantity\") {\n          value\n        }\n      }\n    }\n    brandImageUrl: metafield(namespace: \"product\", key: \"brand_image_url\") {\n      value\n    }\n    promotionText: metafield(namespace: \"product\", key: \"promotion_text\") {\n      value\n    }\n    promotionEndDate: metafield(namespace: \"product\", key: \"promotion_end_date\") {\n      value\n    }\n  }\n\n  #graphql\n  fragment Facet on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n    }\n  }\n\n": {return: CollectionProductsQuery, variables: CollectionProductsQueryVariables},
  "#graphql\n  query CollectionFacets($handle: String!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    collection(handle: $handle) {\n      products(first: 1) {\n        filters {\n          ...Facet\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Facet on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n    }\n  }\n\n": {return: CollectionFacetsQuery, variables: CollectionFacetsQueryVariables},
  "#graphql\n  query ContentPage($handle: String!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    page(handle: $handle) {\n      id\n      handle\n      title\n      body\n      bodySummary\n      updatedAt\n      seo {\n        title\n        description\n      }\n    }\n  }\n": {return: ContentPageQuery, variables: ContentPageQueryVariables},
  "#graphql\n  query ShopPolicies($language: LanguageCode) @inContext(language: $language, country: CA) {\n    shop {\n      shippingPolicy {\n        ...Policy\n      }\n      refundPolicy {\n        ...Policy\n      }\n      termsOfService {\n        ...Policy\n      }\n      privacyPolicy {\n        ...Policy\n      }\n    }\n  }\n  #graphql\n  fragment Policy on ShopPolicy {\n    id\n    handle\n    title\n    body\n  }\n\n": {return: ShopPoliciesQuery, variables: ShopPoliciesQueryVariables},
  "#graphql\n  query FavoriteTitles($ids: [ID!]!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    nodes(ids: $ids) {\n      ... on Product {\n        id\n        handle\n        title\n      }\n    }\n  }\n": {return: FavoriteTitlesQuery, variables: FavoriteTitlesQueryVariables},
  "#graphql\n  query FeaturedBrands(\n    $h1: String!\n    $h2: String!\n    $h3: String!\n    $h4: String!\n    $h5: String!\n    $h6: String!\n    $h7: String!\n    $h8: String!\n    $language: LanguageCode\n  ) @inContext(language: $language, country: CA) {\n    b1: collection(handle: $h1) {\n      ...CollectionTile\n    }\n    b2: collection(handle: $h2) {\n      ...CollectionTile\n    }\n    b3: collection(handle: $h3) {\n      ...CollectionTile\n    }\n    b4: collection(handle: $h4) {\n      ...CollectionTile\n    }\n    b5: collection(handle: $h5) {\n      ...CollectionTile\n    }\n    b6: collection(handle: $h6) {\n      ...CollectionTile\n    }\n    b7: collection(handle: $h7) {\n      ...CollectionTile\n    }\n    b8: collection(handle: $h8) {\n      ...CollectionTile\n    }\n  }\n  #graphql\n  fragment CollectionTile on Collection {\n    id\n    handle\n    title\n    image {\n      url\n      altText\n      width\n      height\n    }\n  }\n\n": {return: FeaturedBrandsQuery, variables: FeaturedBrandsQueryVariables},
  "#graphql\n  query TopDeals($handle: String!, $first: Int!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    collection(handle: $handle) {\n      handle\n      title\n      products(first: $first) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    productType\n    tags\n    collections(first: 25) {\n      nodes {\n        id\n        handle\n        title\n      }\n    }\n    images(first: 1) {\n      nodes {\n        url\n        altText\n        width\n        height\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        id\n        title\n        availableForSale\n        price {\n          amount\n        }\n        compareAtPrice {\n          amount\n        }\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          url\n          altText\n          width\n          height\n        }\n        isDiscounted: metafield(namespace: \"variant\", key: \"is_discounted\") {\n          value\n        }\n        totalQuantity: metafield(namespace: \"variant\", key: \"total_quantity\") {\n          value\n        }\n      }\n    }\n    brandImageUrl: metafield(namespace: \"product\", key: \"brand_image_url\") {\n      value\n    }\n    promotionText: metafield(namespace: \"product\", key: \"promotion_text\") {\n      value\n    }\n    promotionEndDate: metafield(namespace: \"product\", key: \"promotion_end_date\") {\n      value\n    }\n  }\n\n": {return: TopDealsQuery, variables: TopDealsQueryVariables},
  "#graphql\n  query FeaturedProducts($ids: [ID!]!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    nodes(ids: $ids) {\n      ... on Product {\n        ...ProductCard\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    productType\n    tags\n    collections(first: 25) {\n      nodes {\n        id\n        handle\n        title\n      }\n    }\n    images(first: 1) {\n      nodes {\n        url\n        altText\n        width\n        height\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        id\n        title\n        availableForSale\n        price {\n          amount\n        }\n        compareAtPrice {\n          amount\n        }\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          url\n          altText\n          width\n          height\n        }\n        isDiscounted: metafield(namespace: \"variant\", key: \"is_discounted\") {\n          value\n        }\n        totalQuantity: metafield(namespace: \"variant\", key: \"total_quantity\") {\n          value\n        }\n      }\n    }\n    brandImageUrl: metafield(namespace: \"product\", key: \"brand_image_url\") {\n      value\n    }\n    promotionText: metafield(namespace: \"product\", key: \"promotion_text\") {\n      value\n    }\n    promotionEndDate: metafield(namespace: \"product\", key: \"promotion_end_date\") {\n      value\n    }\n  }\n\n": {return: FeaturedProductsQuery, variables: FeaturedProductsQueryVariables},
  "#graphql\n  query PopularCategories($ids: [ID!]!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    nodes(ids: $ids) {\n      ... on Collection {\n        ...CollectionTile\n      }\n    }\n  }\n  #graphql\n  fragment CollectionTile on Collection {\n    id\n    handle\n    title\n    image {\n      url\n      altText\n      width\n      height\n    }\n  }\n\n": {return: PopularCategoriesQuery, variables: PopularCategoriesQueryVariables},
  "#graphql\n  query CollectionTitles($h1: String!, $h2: String!, $h3: String!, $h4: String!, $h5: String!, $language: LanguageCode)\n  @inContext(language: $language, country: CA) {\n    c1: collection(handle: $h1) {\n      title\n    }\n    c2: collection(handle: $h2) {\n      title\n    }\n    c3: collection(handle: $h3) {\n      title\n    }\n    c4: collection(handle: $h4) {\n      title\n    }\n    c5: collection(handle: $h5) {\n      title\n    }\n  }\n": {return: CollectionTitlesQuery, variables: CollectionTitlesQueryVariables},
  "#graphql\n  query Menu($handle: String!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    menu(handle: $handle) {\n      id\n      title\n      items {\n        ...MenuItemFields\n        items {\n          ...MenuItemFields\n          ...MenuItemCollectionImage\n          items {\n            ...MenuItemFields\n            ...MenuItemCollectionImage\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment MenuItemFields on MenuItem {\n    id\n    title\n    url\n    type\n  }\n\n  #graphql\n  fragment MenuItemCollectionImage on MenuItem {\n    resource {\n      ... on Collection {\n        id\n        image {\n          url\n          altText\n          width\n          height\n        }\n      }\n    }\n  }\n\n": {return: MenuQuery, variables: MenuQueryVariables},
  "#graphql\n  query ProductVariantSale($id: ID!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    node(id: $id) {\n      ... on ProductVariant {\n        id\n        price {\n          amount\n        }\n        compareAtPrice {\n          amount\n        }\n        sale: metafield(namespace: \"variant\", key: \"sale\") {\n          value\n        }\n        promotionEndDate: metafield(namespace: \"variant\", key: \"promotion_end_date\") {\n          value\n        }\n      }\n    }\n  }\n": {return: ProductVariantSaleQuery, variables: ProductVariantSaleQueryVariables},
  "#graphql\n  query FetchProductByHandle($handle: String!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      description\n      descriptionHtml\n      vendor\n      productType\n      tags\n      availableForSale\n      seo {\n        title\n        description\n      }\n      productPromotionText: metafield(namespace: \"product\", key: \"promotion_text\") {\n        value\n      }\n      productPromotionEndDate: metafield(namespace: \"product\", key: \"promotion_end_date\") {\n        value\n      }\n      brandImageUrl: metafield(namespace: \"product\", key: \"brand_image_url\") {\n        value\n      }\n      vendorCollectionUrl: metafield(namespace: \"product\", key: \"vendor_collection_url\") {\n        value\n      }\n      productTypeCollectionUrl: metafield(namespace: \"product\", key: \"product_type_collection_url\") {\n        value\n      }\n      collections(first: 25) {\n        nodes {\n          id\n          handle\n          title\n          descriptionHtml\n        }\n      }\n      images(first: 10) {\n        nodes {\n          url\n          altText\n          width\n          height\n        }\n      }\n      options {\n        name\n        optionValues {\n          name\n        }\n      }\n      variants(first: 10) {\n        nodes {\n          id\n          title\n          barcode\n          sku\n          availableForSale\n          quantityAvailable\n          image {\n            url\n            altText\n            width\n            height\n          }\n          price {\n            amount\n          }\n          compareAtPrice {\n            amount\n          }\n          selectedOptions {\n            name\n            value\n          }\n          promotionInfo: metafield(namespace: \"variant\", key: \"promotion_info\") {\n            value\n          }\n          promotionLinks: metafield(namespace: \"variant\", key: \"promotion_links\") {\n            value\n          }\n          promotionEndDate: metafield(namespace: \"variant\", key: \"promotion_end_date\") {\n            value\n          }\n          totalQuantity: metafield(namespace: \"variant\", key: \"total_quantity\") {\n            value\n          }\n          isDiscounted: metafield(namespace: \"variant\", key: \"is_discounted\") {\n            value\n          }\n          sale: metafield(namespace: \"variant\", key: \"sale\") {\n            value\n          }\n        }\n      }\n      demo: metafield(namespace: \"product\", key: \"demo\") {\n        ...LinkedProduct\n      }\n      used: metafield(namespace: \"product\", key: \"used\") {\n        ...LinkedProduct\n      }\n      related1: metafield(namespace: \"product\", key: \"related_product_1\") {\n        ...LinkedProduct\n      }\n      related2: metafield(namespace: \"product\", key: \"related_product_2\") {\n        ...LinkedProduct\n      }\n      related3: metafield(namespace: \"product\", key: \"related_product_3\") {\n        ...LinkedProduct\n      }\n      related4: metafield(namespace: \"product\", key: \"related_product_4\") {\n        ...LinkedProduct\n      }\n      related5: metafield(namespace: \"product\", key: \"related_product_5\") {\n        ...LinkedProduct\n      }\n    }\n  }\n  #graphql\n  fragment LinkedProduct on Metafield {\n    reference {\n      ... on Product {\n        handle\n        title\n        priceRange {\n          minVariantPrice {\n            amount\n            currencyCode\n          }\n          maxVariantPrice {\n            amount\n          }\n        }\n        media(first: 1) {\n          nodes {\n            ... on MediaImage {\n              image {\n                url\n                altText\n                width\n                height\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n\n": {return: FetchProductByHandleQuery, variables: FetchProductByHandleQueryVariables},
  "#graphql\n  query SearchProducts(\n    $query: String!\n    $first: Int!\n    $after: String\n    $sortKey: SearchSortKeys\n    $reverse: Boolean\n    $productFilters: [ProductFilter!]\n    $language: LanguageCode\n  ) @inContext(language: $language, country: CA) {\n    search(\n      query: $query\n      first: $first\n      after: $after\n      sortKey: $sortKey\n      reverse: $reverse\n      productFilters: $productFilters\n      types: [PRODUCT]\n      unavailableProducts: LAST\n    ) {\n      totalCount\n      productFilters {\n        ...Facet\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ... on Product {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    productType\n    tags\n    collections(first: 25) {\n      nodes {\n        id\n        handle\n        title\n      }\n    }\n    images(first: 1) {\n      nodes {\n        url\n        altText\n        width\n        height\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        id\n        title\n        availableForSale\n        price {\n          amount\n        }\n        compareAtPrice {\n          amount\n        }\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          url\n          altText\n          width\n          height\n        }\n        isDiscounted: metafield(namespace: \"variant\", key: \"is_discounted\") {\n          value\n        }\n        totalQuantity: metafield(namespace: \"variant\", key: \"total_quantity\") {\n          value\n        }\n      }\n    }\n    brandImageUrl: metafield(namespace: \"product\", key: \"brand_image_url\") {\n      value\n    }\n    promotionText: metafield(namespace: \"product\", key: \"promotion_text\") {\n      value\n    }\n    promotionEndDate: metafield(namespace: \"product\", key: \"promotion_end_date\") {\n      value\n    }\n  }\n\n  #graphql\n  fragment Facet on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n    }\n  }\n\n": {return: SearchProductsQuery, variables: SearchProductsQueryVariables},
  "#graphql\n  query SearchFacets($query: String!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    search(query: $query, first: 1, types: [PRODUCT], unavailableProducts: LAST) {\n      productFilters {\n        ...Facet\n      }\n    }\n  }\n  #graphql\n  fragment Facet on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n    }\n  }\n\n": {return: SearchFacetsQuery, variables: SearchFacetsQueryVariables},
  "#graphql\n  query SearchSuggestions($query: String!, $limit: Int!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    predictiveSearch(query: $query, limit: $limit, types: [PRODUCT, QUERY], limitScope: EACH) {\n      products {\n        ...ProductCard\n      }\n      queries {\n        text\n        styledText\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    productType\n    tags\n    collections(first: 25) {\n      nodes {\n        id\n        handle\n        title\n      }\n    }\n    images(first: 1) {\n      nodes {\n        url\n        altText\n        width\n        height\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        id\n        title\n        availableForSale\n        price {\n          amount\n        }\n        compareAtPrice {\n          amount\n        }\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          url\n          altText\n          width\n          height\n        }\n        isDiscounted: metafield(namespace: \"variant\", key: \"is_discounted\") {\n          value\n        }\n        totalQuantity: metafield(namespace: \"variant\", key: \"total_quantity\") {\n          value\n        }\n      }\n    }\n    brandImageUrl: metafield(namespace: \"product\", key: \"brand_image_url\") {\n      value\n    }\n    promotionText: metafield(namespace: \"product\", key: \"promotion_text\") {\n      value\n    }\n    promotionEndDate: metafield(namespace: \"product\", key: \"promotion_end_date\") {\n      value\n    }\n  }\n\n": {return: SearchSuggestionsQuery, variables: SearchSuggestionsQueryVariables},
  "#graphql\n  query PopularProducts($handle: String!, $limit: Int!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    collection(handle: $handle) {\n      products(first: $limit) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    productType\n    tags\n    collections(first: 25) {\n      nodes {\n        id\n        handle\n        title\n      }\n    }\n    images(first: 1) {\n      nodes {\n        url\n        altText\n        width\n        height\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        id\n        title\n        availableForSale\n        price {\n          amount\n        }\n        compareAtPrice {\n          amount\n        }\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          url\n          altText\n          width\n          height\n        }\n        isDiscounted: metafield(namespace: \"variant\", key: \"is_discounted\") {\n          value\n        }\n        totalQuantity: metafield(namespace: \"variant\", key: \"total_quantity\") {\n          value\n        }\n      }\n    }\n    brandImageUrl: metafield(namespace: \"product\", key: \"brand_image_url\") {\n      value\n    }\n    promotionText: metafield(namespace: \"product\", key: \"promotion_text\") {\n      value\n    }\n    promotionEndDate: metafield(namespace: \"product\", key: \"promotion_end_date\") {\n      value\n    }\n  }\n\n": {return: PopularProductsQuery, variables: PopularProductsQueryVariables},
  "#graphql\n  query SitemapCounts($language: LanguageCode) @inContext(language: $language, country: CA) {\n    products: sitemap(type: PRODUCT) {\n      pagesCount {\n        count\n      }\n    }\n    collections: sitemap(type: COLLECTION) {\n      pagesCount {\n        count\n      }\n    }\n    pages: sitemap(type: PAGE) {\n      pagesCount {\n        count\n      }\n    }\n  }\n": {return: SitemapCountsQuery, variables: SitemapCountsQueryVariables},
  "#graphql\n  query SitemapResources($type: SitemapType!, $page: Int!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    sitemap(type: $type) {\n      resources(page: $page) {\n        hasNextPage\n        items {\n          handle\n          updatedAt\n        }\n      }\n    }\n  }\n": {return: SitemapResourcesQuery, variables: SitemapResourcesQueryVariables},
  "#graphql\n  query StoreSettings($language: LanguageCode) @inContext(language: $language, country: CA) {\n    shop {\n      metafields(\n        identifiers: [\n          { namespace: \"settings\", key: \"buy_x_get_y\" }\n          { namespace: \"settings\", key: \"priority_delivery_variant\" }\n          { namespace: \"settings\", key: \"special_order_collection\" }\n          { namespace: \"settings\", key: \"ship_2_4_weeks_collection\" }\n          { namespace: \"settings\", key: \"ship_4_8_weeks_collection\" }\n          { namespace: \"settings\", key: \"tariff_surcharge_collection\" }\n          { namespace: \"settings\", key: \"popular_products_collection\" }\n        ]\n      ) {\n        key\n        value\n      }\n    }\n  }\n": {return: StoreSettingsQuery, variables: StoreSettingsQueryVariables},
  "#graphql\n  query StorefrontReady($language: LanguageCode) @inContext(language: $language, country: CA) {\n    shop {\n      id\n    }\n  }\n": {return: StorefrontReadyQuery, variables: StorefrontReadyQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CartCreate($lines: [CartLineInput!], $attributes: [AttributeInput!], $language: LanguageCode)\n  @inContext(language: $language, country: CA) {\n    cartCreate(input: { lines: $lines, attributes: $attributes }) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...CartUserErrorFields\n      }\n      warnings {\n        ...CartWarningFields\n      }\n    }\n  }\n  #graphql\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    totalQuantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      subtotalAmount {\n        amount\n      }\n      totalAmount {\n        amount\n      }\n      totalTaxAmount {\n        amount\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      ...DiscountAllocation\n    }\n    lines(first: 50) {\n      nodes {\n        id\n        quantity\n        cost {\n          totalAmount {\n            amount\n          }\n          amountPerQuantity {\n            amount\n          }\n          compareAtAmountPerQuantity {\n            amount\n          }\n        }\n        discountAllocations {\n          ...DiscountAllocation\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            title\n            availableForSale\n            image {\n              url\n              altText\n              width\n              height\n            }\n            price {\n              amount\n            }\n            compareAtPrice {\n              amount\n            }\n            selectedOptions {\n              name\n              value\n            }\n            totalQuantity: metafield(namespace: \"variant\", key: \"total_quantity\") {\n              value\n            }\n            product {\n              id\n              title\n              handle\n              tags\n              vendor\n              productType\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment DiscountAllocation on CartDiscountAllocation {\n    discountedAmount {\n      amount\n    }\n    ... on CartCodeDiscountAllocation {\n      code\n    }\n    ... on CartAutomaticDiscountAllocation {\n      title\n    }\n    ... on CartCustomDiscountAllocation {\n      title\n    }\n  }\n\n\n  #graphql\n  fragment CartUserErrorFields on CartUserError {\n    field\n    message\n    code\n  }\n\n  #graphql\n  fragment CartWarningFields on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartCreateMutation, variables: CartCreateMutationVariables},
  "#graphql\n  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    cartLinesAdd(cartId: $cartId, lines: $lines) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...CartUserErrorFields\n      }\n      warnings {\n        ...CartWarningFields\n      }\n    }\n  }\n  #graphql\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    totalQuantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      subtotalAmount {\n        amount\n      }\n      totalAmount {\n        amount\n      }\n      totalTaxAmount {\n        amount\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      ...DiscountAllocation\n    }\n    lines(first: 50) {\n      nodes {\n        id\n        quantity\n        cost {\n          totalAmount {\n            amount\n          }\n          amountPerQuantity {\n            amount\n          }\n          compareAtAmountPerQuantity {\n            amount\n          }\n        }\n        discountAllocations {\n          ...DiscountAllocation\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            title\n            availableForSale\n            image {\n              url\n              altText\n              width\n              height\n            }\n            price {\n              amount\n            }\n            compareAtPrice {\n              amount\n            }\n            selectedOptions {\n              name\n              value\n            }\n            totalQuantity: metafield(namespace: \"variant\", key: \"total_quantity\") {\n              value\n            }\n            product {\n              id\n              title\n              handle\n              tags\n              vendor\n              productType\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment DiscountAllocation on CartDiscountAllocation {\n    discountedAmount {\n      amount\n    }\n    ... on CartCodeDiscountAllocation {\n      code\n    }\n    ... on CartAutomaticDiscountAllocation {\n      title\n    }\n    ... on CartCustomDiscountAllocation {\n      title\n    }\n  }\n\n\n  #graphql\n  fragment CartUserErrorFields on CartUserError {\n    field\n    message\n    code\n  }\n\n  #graphql\n  fragment CartWarningFields on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartLinesAddMutation, variables: CartLinesAddMutationVariables},
  "#graphql\n  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $language: LanguageCode)\n  @inContext(language: $language, country: CA) {\n    cartLinesUpdate(cartId: $cartId, lines: $lines) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...CartUserErrorFields\n      }\n      warnings {\n        ...CartWarningFields\n      }\n    }\n  }\n  #graphql\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    totalQuantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      subtotalAmount {\n        amount\n      }\n      totalAmount {\n        amount\n      }\n      totalTaxAmount {\n        amount\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      ...DiscountAllocation\n    }\n    lines(first: 50) {\n      nodes {\n        id\n        quantity\n        cost {\n          totalAmount {\n            amount\n          }\n          amountPerQuantity {\n            amount\n          }\n          compareAtAmountPerQuantity {\n            amount\n          }\n        }\n        discountAllocations {\n          ...DiscountAllocation\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            title\n            availableForSale\n            image {\n              url\n              altText\n              width\n              height\n            }\n            price {\n              amount\n            }\n            compareAtPrice {\n              amount\n            }\n            selectedOptions {\n              name\n              value\n            }\n            totalQuantity: metafield(namespace: \"variant\", key: \"total_quantity\") {\n              value\n            }\n            product {\n              id\n              title\n              handle\n              tags\n              vendor\n              productType\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment DiscountAllocation on CartDiscountAllocation {\n    discountedAmount {\n      amount\n    }\n    ... on CartCodeDiscountAllocation {\n      code\n    }\n    ... on CartAutomaticDiscountAllocation {\n      title\n    }\n    ... on CartCustomDiscountAllocation {\n      title\n    }\n  }\n\n\n  #graphql\n  fragment CartUserErrorFields on CartUserError {\n    field\n    message\n    code\n  }\n\n  #graphql\n  fragment CartWarningFields on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartLinesUpdateMutation, variables: CartLinesUpdateMutationVariables},
  "#graphql\n  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $language: LanguageCode) @inContext(language: $language, country: CA) {\n    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...CartUserErrorFields\n      }\n      warnings {\n        ...CartWarningFields\n      }\n    }\n  }\n  #graphql\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    totalQuantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      subtotalAmount {\n        amount\n      }\n      totalAmount {\n        amount\n      }\n      totalTaxAmount {\n        amount\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      ...DiscountAllocation\n    }\n    lines(first: 50) {\n      nodes {\n        id\n        quantity\n        cost {\n          totalAmount {\n            amount\n          }\n          amountPerQuantity {\n            amount\n          }\n          compareAtAmountPerQuantity {\n            amount\n          }\n        }\n        discountAllocations {\n          ...DiscountAllocation\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            title\n            availableForSale\n            image {\n              url\n              altText\n              width\n              height\n            }\n            price {\n              amount\n            }\n            compareAtPrice {\n              amount\n            }\n            selectedOptions {\n              name\n              value\n            }\n            totalQuantity: metafield(namespace: \"variant\", key: \"total_quantity\") {\n              value\n            }\n            product {\n              id\n              title\n              handle\n              tags\n              vendor\n              productType\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment DiscountAllocation on CartDiscountAllocation {\n    discountedAmount {\n      amount\n    }\n    ... on CartCodeDiscountAllocation {\n      code\n    }\n    ... on CartAutomaticDiscountAllocation {\n      title\n    }\n    ... on CartCustomDiscountAllocation {\n      title\n    }\n  }\n\n\n  #graphql\n  fragment CartUserErrorFields on CartUserError {\n    field\n    message\n    code\n  }\n\n  #graphql\n  fragment CartWarningFields on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartLinesRemoveMutation, variables: CartLinesRemoveMutationVariables},
  "#graphql\n  mutation CartAttributesUpdate($cartId: ID!, $attributes: [AttributeInput!]!, $language: LanguageCode)\n  @inContext(language: $language, country: CA) {\n    cartAttributesUpdate(cartId: $cartId, attributes: $attributes) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...CartUserErrorFields\n      }\n      warnings {\n        ...CartWarningFields\n      }\n    }\n  }\n  #graphql\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    totalQuantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      subtotalAmount {\n        amount\n      }\n      totalAmount {\n        amount\n      }\n      totalTaxAmount {\n        amount\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      ...DiscountAllocation\n    }\n    lines(first: 50) {\n      nodes {\n        id\n        quantity\n        cost {\n          totalAmount {\n            amount\n          }\n          amountPerQuantity {\n            amount\n          }\n          compareAtAmountPerQuantity {\n            amount\n          }\n        }\n        discountAllocations {\n          ...DiscountAllocation\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            title\n            availableForSale\n            image {\n              url\n              altText\n              width\n              height\n            }\n            price {\n              amount\n            }\n            compareAtPrice {\n              amount\n            }\n            selectedOptions {\n              name\n              value\n            }\n            totalQuantity: metafield(namespace: \"variant\", key: \"total_quantity\") {\n              value\n            }\n            product {\n              id\n              title\n              handle\n              tags\n              vendor\n              productType\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment DiscountAllocation on CartDiscountAllocation {\n    discountedAmount {\n      amount\n    }\n    ... on CartCodeDiscountAllocation {\n      code\n    }\n    ... on CartAutomaticDiscountAllocation {\n      title\n    }\n    ... on CartCustomDiscountAllocation {\n      title\n    }\n  }\n\n\n  #graphql\n  fragment CartUserErrorFields on CartUserError {\n    field\n    message\n    code\n  }\n\n  #graphql\n  fragment CartWarningFields on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartAttributesUpdateMutation, variables: CartAttributesUpdateMutationVariables},
  "#graphql\n  mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!, $language: LanguageCode)\n  @inContext(language: $language, country: CA) {\n    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...CartUserErrorFields\n      }\n      warnings {\n        ...CartWarningFields\n      }\n    }\n  }\n  #graphql\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    totalQuantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      subtotalAmount {\n        amount\n      }\n      totalAmount {\n        amount\n      }\n      totalTaxAmount {\n        amount\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      ...DiscountAllocation\n    }\n    lines(first: 50) {\n      nodes {\n        id\n        quantity\n        cost {\n          totalAmount {\n            amount\n          }\n          amountPerQuantity {\n            amount\n          }\n          compareAtAmountPerQuantity {\n            amount\n          }\n        }\n        discountAllocations {\n          ...DiscountAllocation\n        }\n        merchandise {\n          ... on ProductVariant {\n            id\n            title\n            availableForSale\n            image {\n              url\n              altText\n              width\n              height\n            }\n            price {\n              amount\n            }\n            compareAtPrice {\n              amount\n            }\n            selectedOptions {\n              name\n              value\n            }\n            totalQuantity: metafield(namespace: \"variant\", key: \"total_quantity\") {\n              value\n            }\n            product {\n              id\n              title\n              handle\n              tags\n              vendor\n              productType\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment DiscountAllocation on CartDiscountAllocation {\n    discountedAmount {\n      amount\n    }\n    ... on CartCodeDiscountAllocation {\n      code\n    }\n    ... on CartAutomaticDiscountAllocation {\n      title\n    }\n    ... on CartCustomDiscountAllocation {\n      title\n    }\n  }\n\n\n  #graphql\n  fragment CartUserErrorFields on CartUserError {\n    field\n    message\n    code\n  }\n\n  #graphql\n  fragment CartWarningFields on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartDiscountCodesUpdateMutation, variables: CartDiscountCodesUpdateMutationVariables},
}
declare module '@shopify/storefront-api-client' {
  type InputMaybe<T> = StorefrontTypes.InputMaybe<T>;
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
