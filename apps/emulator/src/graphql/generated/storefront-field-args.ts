// Written by npm run codegen from the schema (packages/shopify-schemas/field-args-map.ts).
import type * as Schema from '@shopify/hydrogen-react/storefront-api-types';

/** A field without arguments. */
type NoArgs = Record<string, never>;

export interface StorefrontFieldArgs {
  ApiVersion: {
    displayName: NoArgs;
    handle: NoArgs;
    supported: NoArgs;
  };
  AppliedGiftCard: {
    amountUsed: NoArgs;
    amountUsedV2: NoArgs;
    balance: NoArgs;
    balanceV2: NoArgs;
    id: NoArgs;
    lastCharacters: NoArgs;
    presentmentAmountUsed: NoArgs;
  };
  Article: {
    author: NoArgs;
    authorV2: NoArgs;
    blog: NoArgs;
    comments: Schema.ArticleCommentsArgs;
    content: Schema.ArticleContentArgs;
    contentHtml: NoArgs;
    excerpt: Schema.ArticleExcerptArgs;
    excerptHtml: NoArgs;
    handle: NoArgs;
    id: NoArgs;
    image: NoArgs;
    metafield: Schema.ArticleMetafieldArgs;
    metafields: Schema.ArticleMetafieldsArgs;
    onlineStoreUrl: NoArgs;
    publishedAt: NoArgs;
    seo: NoArgs;
    tags: NoArgs;
    title: NoArgs;
    trackingParameters: NoArgs;
  };
  ArticleAuthor: {
    bio: NoArgs;
    email: NoArgs;
    firstName: NoArgs;
    lastName: NoArgs;
    name: NoArgs;
  };
  ArticleConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  ArticleEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  Attribute: {
    key: NoArgs;
    value: NoArgs;
  };
  AutomaticDiscountApplication: {
    allocationMethod: NoArgs;
    targetSelection: NoArgs;
    targetType: NoArgs;
    title: NoArgs;
    value: NoArgs;
  };
  BaseCartLine: {
    attribute: Schema.BaseCartLineAttributeArgs;
    attributes: NoArgs;
    cost: NoArgs;
    discountAllocations: NoArgs;
    estimatedCost: NoArgs;
    id: NoArgs;
    merchandise: NoArgs;
    quantity: NoArgs;
    sellingPlanAllocation: NoArgs;
  };
  BaseCartLineConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  BaseCartLineEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  Blog: {
    articleByHandle: Schema.BlogArticleByHandleArgs;
    articles: Schema.BlogArticlesArgs;
    authors: NoArgs;
    handle: NoArgs;
    id: NoArgs;
    metafield: Schema.BlogMetafieldArgs;
    metafields: Schema.BlogMetafieldsArgs;
    onlineStoreUrl: NoArgs;
    seo: NoArgs;
    title: NoArgs;
  };
  BlogConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  BlogEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  Brand: {
    colors: NoArgs;
    coverImage: NoArgs;
    logo: NoArgs;
    shortDescription: NoArgs;
    slogan: NoArgs;
    squareLogo: NoArgs;
  };
  BrandColorGroup: {
    background: NoArgs;
    foreground: NoArgs;
  };
  BrandColors: {
    primary: NoArgs;
    secondary: NoArgs;
  };
  Cart: {
    appliedGiftCards: NoArgs;
    attribute: Schema.CartAttributeArgs;
    attributes: NoArgs;
    buyerIdentity: NoArgs;
    checkoutUrl: NoArgs;
    cost: NoArgs;
    createdAt: NoArgs;
    delivery: NoArgs;
    deliveryGroups: Schema.CartDeliveryGroupsArgs;
    discountAllocations: NoArgs;
    discountCodes: NoArgs;
    estimatedCost: NoArgs;
    id: NoArgs;
    lines: Schema.CartLinesArgs;
    metafield: Schema.CartMetafieldArgs;
    metafields: Schema.CartMetafieldsArgs;
    note: NoArgs;
    totalQuantity: NoArgs;
    updatedAt: NoArgs;
  };
  CartAttributesUpdatePayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartAutomaticDiscountAllocation: {
    discountApplication: NoArgs;
    discountedAmount: NoArgs;
    targetType: NoArgs;
    title: NoArgs;
  };
  CartBillingAddressUpdatePayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartBuyerIdentity: {
    countryCode: NoArgs;
    customer: NoArgs;
    deliveryAddressPreferences: NoArgs;
    email: NoArgs;
    phone: NoArgs;
    preferences: NoArgs;
    purchasingCompany: NoArgs;
  };
  CartBuyerIdentityUpdatePayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartClonePayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartCodeDiscountAllocation: {
    code: NoArgs;
    discountApplication: NoArgs;
    discountedAmount: NoArgs;
    targetType: NoArgs;
  };
  CartCompletionActionRequired: {
    action: NoArgs;
    id: NoArgs;
  };
  CartCompletionFailed: {
    errors: NoArgs;
    id: NoArgs;
  };
  CartCompletionProcessing: {
    id: NoArgs;
    pollDelay: NoArgs;
  };
  CartCompletionSuccess: {
    completedAt: NoArgs;
    id: NoArgs;
    orderId: NoArgs;
    orderUrl: NoArgs;
  };
  CartCost: {
    checkoutChargeAmount: NoArgs;
    subtotalAmount: NoArgs;
    subtotalAmountEstimated: NoArgs;
    totalAmount: NoArgs;
    totalAmountEstimated: NoArgs;
    totalDutyAmount: NoArgs;
    totalDutyAmountEstimated: NoArgs;
    totalTaxAmount: NoArgs;
    totalTaxAmountEstimated: NoArgs;
  };
  CartCreatePayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartCustomDiscountAllocation: {
    discountApplication: NoArgs;
    discountedAmount: NoArgs;
    targetType: NoArgs;
    title: NoArgs;
  };
  CartDelivery: {
    addresses: Schema.CartDeliveryAddressesArgs;
  };
  CartDeliveryAddress: {
    address1: NoArgs;
    address2: NoArgs;
    city: NoArgs;
    company: NoArgs;
    countryCode: NoArgs;
    firstName: NoArgs;
    formatted: Schema.CartDeliveryAddressFormattedArgs;
    formattedArea: NoArgs;
    lastName: NoArgs;
    latitude: NoArgs;
    longitude: NoArgs;
    name: NoArgs;
    phone: NoArgs;
    provinceCode: NoArgs;
    zip: NoArgs;
  };
  CartDeliveryAddressesAddPayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartDeliveryAddressesRemovePayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartDeliveryAddressesReplacePayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartDeliveryAddressesUpdatePayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartDeliveryCoordinatesPreference: {
    countryCode: NoArgs;
    latitude: NoArgs;
    longitude: NoArgs;
  };
  CartDeliveryGroup: {
    cartLines: Schema.CartDeliveryGroupCartLinesArgs;
    deliveryAddress: NoArgs;
    deliveryOptions: NoArgs;
    groupType: NoArgs;
    id: NoArgs;
    selectedDeliveryOption: NoArgs;
  };
  CartDeliveryGroupConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  CartDeliveryGroupEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  CartDeliveryOption: {
    code: NoArgs;
    deliveryMethodType: NoArgs;
    description: NoArgs;
    estimatedCost: NoArgs;
    handle: NoArgs;
    title: NoArgs;
  };
  CartDeliveryPreference: {
    coordinates: NoArgs;
    deliveryMethod: NoArgs;
    pickupHandle: NoArgs;
  };
  CartDiscountAllocation: {
    discountApplication: NoArgs;
    discountedAmount: NoArgs;
    targetType: NoArgs;
  };
  CartDiscountApplication: {
    allocationMethod: NoArgs;
    targetSelection: NoArgs;
    targetType: NoArgs;
    value: NoArgs;
  };
  CartDiscountCode: {
    applicable: NoArgs;
    code: NoArgs;
  };
  CartDiscountCodesUpdatePayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartEstimatedCost: {
    checkoutChargeAmount: NoArgs;
    subtotalAmount: NoArgs;
    totalAmount: NoArgs;
    totalDutyAmount: NoArgs;
    totalTaxAmount: NoArgs;
  };
  CartGiftCardCodesAddPayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartGiftCardCodesRemovePayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartGiftCardCodesUpdatePayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartLine: {
    attribute: Schema.CartLineAttributeArgs;
    attributes: NoArgs;
    cost: NoArgs;
    discountAllocations: NoArgs;
    estimatedCost: NoArgs;
    id: NoArgs;
    instructions: NoArgs;
    merchandise: NoArgs;
    parentRelationship: NoArgs;
    quantity: NoArgs;
    sellingPlanAllocation: NoArgs;
  };
  CartLineCost: {
    amountPerQuantity: NoArgs;
    compareAtAmountPerQuantity: NoArgs;
    subtotalAmount: NoArgs;
    totalAmount: NoArgs;
  };
  CartLineEstimatedCost: {
    amount: NoArgs;
    compareAtAmount: NoArgs;
    subtotalAmount: NoArgs;
    totalAmount: NoArgs;
  };
  CartLineInstructions: {
    canRemove: NoArgs;
    canUpdateQuantity: NoArgs;
  };
  CartLineParentRelationship: {
    parent: NoArgs;
  };
  CartLinesAddPayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartLinesRemovePayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartLinesUpdatePayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartMetafieldDeletePayload: {
    deletedId: NoArgs;
    userErrors: NoArgs;
  };
  CartMetafieldsSetPayload: {
    metafields: NoArgs;
    userErrors: NoArgs;
  };
  CartNoteUpdatePayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartOperationError: {
    code: NoArgs;
    message: NoArgs;
  };
  CartPaymentUpdatePayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartPreferences: {
    delivery: NoArgs;
    wallet: NoArgs;
  };
  CartPrepareForCompletionPayload: {
    result: NoArgs;
    userErrors: NoArgs;
  };
  CartRemovePersonalDataPayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartSelectableAddress: {
    address: NoArgs;
    id: NoArgs;
    oneTimeUse: NoArgs;
    selected: NoArgs;
  };
  CartSelectedDeliveryOptionsUpdatePayload: {
    cart: NoArgs;
    userErrors: NoArgs;
    warnings: NoArgs;
  };
  CartStatusNotReady: {
    cart: NoArgs;
    errors: NoArgs;
  };
  CartStatusReady: {
    cart: NoArgs;
  };
  CartSubmitForCompletionPayload: {
    result: NoArgs;
    userErrors: NoArgs;
  };
  CartThrottled: {
    cart: NoArgs;
    pollAfter: NoArgs;
  };
  CartUserError: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  CartWarning: {
    code: NoArgs;
    message: NoArgs;
    target: NoArgs;
  };
  Collection: {
    description: Schema.CollectionDescriptionArgs;
    descriptionHtml: NoArgs;
    handle: NoArgs;
    id: NoArgs;
    image: NoArgs;
    metafield: Schema.CollectionMetafieldArgs;
    metafields: Schema.CollectionMetafieldsArgs;
    onlineStoreUrl: NoArgs;
    products: Schema.CollectionProductsArgs;
    seo: NoArgs;
    title: NoArgs;
    trackingParameters: NoArgs;
    updatedAt: NoArgs;
  };
  CollectionConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
    totalCount: NoArgs;
  };
  CollectionEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  Comment: {
    author: NoArgs;
    content: Schema.CommentContentArgs;
    contentHtml: NoArgs;
    id: NoArgs;
  };
  CommentAuthor: {
    email: NoArgs;
    name: NoArgs;
  };
  CommentConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  CommentEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  Company: {
    createdAt: NoArgs;
    externalId: NoArgs;
    id: NoArgs;
    metafield: Schema.CompanyMetafieldArgs;
    metafields: Schema.CompanyMetafieldsArgs;
    name: NoArgs;
    updatedAt: NoArgs;
  };
  CompanyContact: {
    createdAt: NoArgs;
    id: NoArgs;
    locale: NoArgs;
    title: NoArgs;
    updatedAt: NoArgs;
  };
  CompanyLocation: {
    createdAt: NoArgs;
    externalId: NoArgs;
    id: NoArgs;
    locale: NoArgs;
    metafield: Schema.CompanyLocationMetafieldArgs;
    metafields: Schema.CompanyLocationMetafieldsArgs;
    name: NoArgs;
    updatedAt: NoArgs;
  };
  CompletePaymentChallenge: {
    redirectUrl: NoArgs;
  };
  CompletionError: {
    code: NoArgs;
    message: NoArgs;
  };
  ComponentizableCartLine: {
    attribute: Schema.ComponentizableCartLineAttributeArgs;
    attributes: NoArgs;
    cost: NoArgs;
    discountAllocations: NoArgs;
    estimatedCost: NoArgs;
    id: NoArgs;
    lineComponents: NoArgs;
    merchandise: NoArgs;
    quantity: NoArgs;
    sellingPlanAllocation: NoArgs;
  };
  Count: {
    count: NoArgs;
    precision: NoArgs;
  };
  Country: {
    availableLanguages: NoArgs;
    currency: NoArgs;
    defaultLanguage: NoArgs;
    isoCode: NoArgs;
    market: NoArgs;
    name: NoArgs;
    unitSystem: NoArgs;
  };
  Currency: {
    isoCode: NoArgs;
    name: NoArgs;
    symbol: NoArgs;
  };
  Customer: {
    acceptsMarketing: NoArgs;
    addresses: Schema.CustomerAddressesArgs;
    avatarUrl: NoArgs;
    createdAt: NoArgs;
    defaultAddress: NoArgs;
    displayName: NoArgs;
    email: NoArgs;
    firstName: NoArgs;
    id: NoArgs;
    lastName: NoArgs;
    metafield: Schema.CustomerMetafieldArgs;
    metafields: Schema.CustomerMetafieldsArgs;
    numberOfOrders: NoArgs;
    orders: Schema.CustomerOrdersArgs;
    phone: NoArgs;
    socialLoginProvider: NoArgs;
    tags: NoArgs;
    updatedAt: NoArgs;
  };
  CustomerAccessToken: {
    accessToken: NoArgs;
    expiresAt: NoArgs;
  };
  CustomerAccessTokenCreatePayload: {
    customerAccessToken: NoArgs;
    customerUserErrors: NoArgs;
    userErrors: NoArgs;
  };
  CustomerAccessTokenCreateWithMultipassPayload: {
    customerAccessToken: NoArgs;
    customerUserErrors: NoArgs;
  };
  CustomerAccessTokenDeletePayload: {
    deletedAccessToken: NoArgs;
    deletedCustomerAccessTokenId: NoArgs;
    userErrors: NoArgs;
  };
  CustomerAccessTokenRenewPayload: {
    customerAccessToken: NoArgs;
    userErrors: NoArgs;
  };
  CustomerActivateByUrlPayload: {
    customer: NoArgs;
    customerAccessToken: NoArgs;
    customerUserErrors: NoArgs;
  };
  CustomerActivatePayload: {
    customer: NoArgs;
    customerAccessToken: NoArgs;
    customerUserErrors: NoArgs;
    userErrors: NoArgs;
  };
  CustomerAddressCreatePayload: {
    customerAddress: NoArgs;
    customerUserErrors: NoArgs;
    userErrors: NoArgs;
  };
  CustomerAddressDeletePayload: {
    customerUserErrors: NoArgs;
    deletedCustomerAddressId: NoArgs;
    userErrors: NoArgs;
  };
  CustomerAddressUpdatePayload: {
    customerAddress: NoArgs;
    customerUserErrors: NoArgs;
    userErrors: NoArgs;
  };
  CustomerCreatePayload: {
    customer: NoArgs;
    customerUserErrors: NoArgs;
    userErrors: NoArgs;
  };
  CustomerDefaultAddressUpdatePayload: {
    customer: NoArgs;
    customerUserErrors: NoArgs;
    userErrors: NoArgs;
  };
  CustomerRecoverPayload: {
    customerUserErrors: NoArgs;
    userErrors: NoArgs;
  };
  CustomerResetByUrlPayload: {
    customer: NoArgs;
    customerAccessToken: NoArgs;
    customerUserErrors: NoArgs;
    userErrors: NoArgs;
  };
  CustomerResetPayload: {
    customer: NoArgs;
    customerAccessToken: NoArgs;
    customerUserErrors: NoArgs;
    userErrors: NoArgs;
  };
  CustomerUpdatePayload: {
    customer: NoArgs;
    customerAccessToken: NoArgs;
    customerUserErrors: NoArgs;
    userErrors: NoArgs;
  };
  CustomerUserError: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  DiscountAllocation: {
    allocatedAmount: NoArgs;
    discountApplication: NoArgs;
  };
  DiscountApplication: {
    allocationMethod: NoArgs;
    targetSelection: NoArgs;
    targetType: NoArgs;
    value: NoArgs;
  };
  DiscountApplicationConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  DiscountApplicationEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  DiscountCodeApplication: {
    allocationMethod: NoArgs;
    applicable: NoArgs;
    code: NoArgs;
    targetSelection: NoArgs;
    targetType: NoArgs;
    value: NoArgs;
  };
  DisplayableError: {
    field: NoArgs;
    message: NoArgs;
  };
  Domain: {
    host: NoArgs;
    sslEnabled: NoArgs;
    url: NoArgs;
  };
  ExternalVideo: {
    alt: NoArgs;
    embedUrl: NoArgs;
    embeddedUrl: NoArgs;
    host: NoArgs;
    id: NoArgs;
    mediaContentType: NoArgs;
    originUrl: NoArgs;
    presentation: NoArgs;
    previewImage: NoArgs;
  };
  Filter: {
    id: NoArgs;
    label: NoArgs;
    presentation: NoArgs;
    type: NoArgs;
    values: NoArgs;
  };
  FilterValue: {
    count: NoArgs;
    id: NoArgs;
    image: NoArgs;
    input: NoArgs;
    label: NoArgs;
    swatch: NoArgs;
  };
  Fulfillment: {
    fulfillmentLineItems: Schema.FulfillmentFulfillmentLineItemsArgs;
    trackingCompany: NoArgs;
    trackingInfo: Schema.FulfillmentTrackingInfoArgs;
  };
  FulfillmentLineItem: {
    lineItem: NoArgs;
    quantity: NoArgs;
  };
  FulfillmentLineItemConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  FulfillmentLineItemEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  FulfillmentTrackingInfo: {
    number: NoArgs;
    url: NoArgs;
  };
  GenericFile: {
    alt: NoArgs;
    id: NoArgs;
    mimeType: NoArgs;
    originalFileSize: NoArgs;
    previewImage: NoArgs;
    url: NoArgs;
  };
  HasMetafields: {
    metafield: Schema.HasMetafieldsMetafieldArgs;
    metafields: Schema.HasMetafieldsMetafieldsArgs;
  };
  Image: {
    altText: NoArgs;
    height: NoArgs;
    id: NoArgs;
    originalSrc: NoArgs;
    src: NoArgs;
    thumbhash: NoArgs;
    transformedSrc: Schema.ImageTransformedSrcArgs;
    url: Schema.ImageUrlArgs;
    width: NoArgs;
  };
  ImageConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  ImageEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  InContextAnnotation: {
    description: NoArgs;
    type: NoArgs;
  };
  InContextAnnotationType: {
    kind: NoArgs;
    name: NoArgs;
  };
  Language: {
    endonymName: NoArgs;
    isoCode: NoArgs;
    name: NoArgs;
  };
  Localization: {
    availableCountries: NoArgs;
    availableLanguages: NoArgs;
    country: NoArgs;
    language: NoArgs;
    market: NoArgs;
  };
  Location: {
    address: NoArgs;
    id: NoArgs;
    metafield: Schema.LocationMetafieldArgs;
    metafields: Schema.LocationMetafieldsArgs;
    name: NoArgs;
  };
  LocationAddress: {
    address1: NoArgs;
    address2: NoArgs;
    city: NoArgs;
    country: NoArgs;
    countryCode: NoArgs;
    formatted: NoArgs;
    latitude: NoArgs;
    longitude: NoArgs;
    phone: NoArgs;
    province: NoArgs;
    provinceCode: NoArgs;
    zip: NoArgs;
  };
  LocationConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  LocationEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  MailingAddress: {
    address1: NoArgs;
    address2: NoArgs;
    city: NoArgs;
    company: NoArgs;
    country: NoArgs;
    countryCode: NoArgs;
    countryCodeV2: NoArgs;
    firstName: NoArgs;
    formatted: Schema.MailingAddressFormattedArgs;
    formattedArea: NoArgs;
    id: NoArgs;
    lastName: NoArgs;
    latitude: NoArgs;
    longitude: NoArgs;
    name: NoArgs;
    phone: NoArgs;
    province: NoArgs;
    provinceCode: NoArgs;
    zip: NoArgs;
  };
  MailingAddressConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  MailingAddressEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  ManualDiscountApplication: {
    allocationMethod: NoArgs;
    description: NoArgs;
    targetSelection: NoArgs;
    targetType: NoArgs;
    title: NoArgs;
    value: NoArgs;
  };
  Market: {
    handle: NoArgs;
    id: NoArgs;
    metafield: Schema.MarketMetafieldArgs;
    metafields: Schema.MarketMetafieldsArgs;
  };
  Media: {
    alt: NoArgs;
    id: NoArgs;
    mediaContentType: NoArgs;
    presentation: NoArgs;
    previewImage: NoArgs;
  };
  MediaConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  MediaEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  MediaImage: {
    alt: NoArgs;
    id: NoArgs;
    image: NoArgs;
    mediaContentType: NoArgs;
    presentation: NoArgs;
    previewImage: NoArgs;
  };
  MediaPresentation: {
    asJson: Schema.MediaPresentationAsJsonArgs;
    id: NoArgs;
  };
  Menu: {
    handle: NoArgs;
    id: NoArgs;
    items: NoArgs;
    itemsCount: NoArgs;
    title: NoArgs;
  };
  MenuItem: {
    id: NoArgs;
    items: NoArgs;
    resource: NoArgs;
    resourceId: NoArgs;
    tags: NoArgs;
    title: NoArgs;
    type: NoArgs;
    url: NoArgs;
  };
  Metafield: {
    createdAt: NoArgs;
    description: NoArgs;
    id: NoArgs;
    key: NoArgs;
    namespace: NoArgs;
    parentResource: NoArgs;
    reference: NoArgs;
    references: Schema.MetafieldReferencesArgs;
    type: NoArgs;
    updatedAt: NoArgs;
    value: NoArgs;
  };
  MetafieldDeleteUserError: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  MetafieldReferenceConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  MetafieldReferenceEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  MetafieldsSetUserError: {
    code: NoArgs;
    elementIndex: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  Metaobject: {
    field: Schema.MetaobjectFieldArgs;
    fields: NoArgs;
    handle: NoArgs;
    id: NoArgs;
    onlineStoreUrl: NoArgs;
    seo: NoArgs;
    type: NoArgs;
    updatedAt: NoArgs;
  };
  MetaobjectConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  MetaobjectEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  MetaobjectField: {
    key: NoArgs;
    reference: NoArgs;
    references: Schema.MetaobjectFieldReferencesArgs;
    type: NoArgs;
    value: NoArgs;
  };
  MetaobjectSEO: {
    description: NoArgs;
    title: NoArgs;
  };
  Model3d: {
    alt: NoArgs;
    id: NoArgs;
    mediaContentType: NoArgs;
    presentation: NoArgs;
    previewImage: NoArgs;
    sources: NoArgs;
  };
  Model3dSource: {
    filesize: NoArgs;
    format: NoArgs;
    mimeType: NoArgs;
    url: NoArgs;
  };
  MoneyV2: {
    amount: NoArgs;
    currencyCode: NoArgs;
  };
  Mutation: {
    cartAttributesUpdate: Schema.MutationCartAttributesUpdateArgs;
    cartBillingAddressUpdate: Schema.MutationCartBillingAddressUpdateArgs;
    cartBuyerIdentityUpdate: Schema.MutationCartBuyerIdentityUpdateArgs;
    cartClone: Schema.MutationCartCloneArgs;
    cartCreate: Schema.MutationCartCreateArgs;
    cartDeliveryAddressesAdd: Schema.MutationCartDeliveryAddressesAddArgs;
    cartDeliveryAddressesRemove: Schema.MutationCartDeliveryAddressesRemoveArgs;
    cartDeliveryAddressesReplace: Schema.MutationCartDeliveryAddressesReplaceArgs;
    cartDeliveryAddressesUpdate: Schema.MutationCartDeliveryAddressesUpdateArgs;
    cartDiscountCodesUpdate: Schema.MutationCartDiscountCodesUpdateArgs;
    cartGiftCardCodesAdd: Schema.MutationCartGiftCardCodesAddArgs;
    cartGiftCardCodesRemove: Schema.MutationCartGiftCardCodesRemoveArgs;
    cartGiftCardCodesUpdate: Schema.MutationCartGiftCardCodesUpdateArgs;
    cartLinesAdd: Schema.MutationCartLinesAddArgs;
    cartLinesRemove: Schema.MutationCartLinesRemoveArgs;
    cartLinesUpdate: Schema.MutationCartLinesUpdateArgs;
    cartMetafieldDelete: Schema.MutationCartMetafieldDeleteArgs;
    cartMetafieldsSet: Schema.MutationCartMetafieldsSetArgs;
    cartNoteUpdate: Schema.MutationCartNoteUpdateArgs;
    cartPaymentUpdate: Schema.MutationCartPaymentUpdateArgs;
    cartPrepareForCompletion: Schema.MutationCartPrepareForCompletionArgs;
    cartRemovePersonalData: Schema.MutationCartRemovePersonalDataArgs;
    cartSelectedDeliveryOptionsUpdate: Schema.MutationCartSelectedDeliveryOptionsUpdateArgs;
    cartSubmitForCompletion: Schema.MutationCartSubmitForCompletionArgs;
    customerAccessTokenCreate: Schema.MutationCustomerAccessTokenCreateArgs;
    customerAccessTokenCreateWithMultipass: Schema.MutationCustomerAccessTokenCreateWithMultipassArgs;
    customerAccessTokenDelete: Schema.MutationCustomerAccessTokenDeleteArgs;
    customerAccessTokenRenew: Schema.MutationCustomerAccessTokenRenewArgs;
    customerActivate: Schema.MutationCustomerActivateArgs;
    customerActivateByUrl: Schema.MutationCustomerActivateByUrlArgs;
    customerAddressCreate: Schema.MutationCustomerAddressCreateArgs;
    customerAddressDelete: Schema.MutationCustomerAddressDeleteArgs;
    customerAddressUpdate: Schema.MutationCustomerAddressUpdateArgs;
    customerCreate: Schema.MutationCustomerCreateArgs;
    customerDefaultAddressUpdate: Schema.MutationCustomerDefaultAddressUpdateArgs;
    customerRecover: Schema.MutationCustomerRecoverArgs;
    customerReset: Schema.MutationCustomerResetArgs;
    customerResetByUrl: Schema.MutationCustomerResetByUrlArgs;
    customerUpdate: Schema.MutationCustomerUpdateArgs;
    shopPayPaymentRequestSessionCreate: Schema.MutationShopPayPaymentRequestSessionCreateArgs;
    shopPayPaymentRequestSessionSubmit: Schema.MutationShopPayPaymentRequestSessionSubmitArgs;
  };
  Node: {
    id: NoArgs;
  };
  OnlineStorePublishable: {
    onlineStoreUrl: NoArgs;
  };
  Order: {
    billingAddress: NoArgs;
    cancelReason: NoArgs;
    canceledAt: NoArgs;
    currencyCode: NoArgs;
    currentSubtotalPrice: NoArgs;
    currentTotalDuties: NoArgs;
    currentTotalPrice: NoArgs;
    currentTotalShippingPrice: NoArgs;
    currentTotalTax: NoArgs;
    customAttributes: NoArgs;
    customerLocale: NoArgs;
    customerUrl: NoArgs;
    discountApplications: Schema.OrderDiscountApplicationsArgs;
    edited: NoArgs;
    email: NoArgs;
    financialStatus: NoArgs;
    fulfillmentStatus: NoArgs;
    id: NoArgs;
    lineItems: Schema.OrderLineItemsArgs;
    metafield: Schema.OrderMetafieldArgs;
    metafields: Schema.OrderMetafieldsArgs;
    name: NoArgs;
    orderNumber: NoArgs;
    originalTotalDuties: NoArgs;
    originalTotalPrice: NoArgs;
    phone: NoArgs;
    processedAt: NoArgs;
    shippingAddress: NoArgs;
    shippingDiscountAllocations: NoArgs;
    statusUrl: NoArgs;
    subtotalPrice: NoArgs;
    subtotalPriceV2: NoArgs;
    successfulFulfillments: Schema.OrderSuccessfulFulfillmentsArgs;
    totalPrice: NoArgs;
    totalPriceV2: NoArgs;
    totalRefunded: NoArgs;
    totalRefundedV2: NoArgs;
    totalShippingPrice: NoArgs;
    totalShippingPriceV2: NoArgs;
    totalTax: NoArgs;
    totalTaxV2: NoArgs;
  };
  OrderConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
    totalCount: NoArgs;
  };
  OrderEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  OrderLineItem: {
    currentQuantity: NoArgs;
    customAttributes: NoArgs;
    discountAllocations: NoArgs;
    discountedTotalPrice: NoArgs;
    originalTotalPrice: NoArgs;
    quantity: NoArgs;
    title: NoArgs;
    variant: NoArgs;
  };
  OrderLineItemConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  OrderLineItemEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  Page: {
    body: NoArgs;
    bodySummary: NoArgs;
    createdAt: NoArgs;
    handle: NoArgs;
    id: NoArgs;
    metafield: Schema.PageMetafieldArgs;
    metafields: Schema.PageMetafieldsArgs;
    onlineStoreUrl: NoArgs;
    seo: NoArgs;
    title: NoArgs;
    trackingParameters: NoArgs;
    updatedAt: NoArgs;
  };
  PageConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  PageEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  PageInfo: {
    endCursor: NoArgs;
    hasNextPage: NoArgs;
    hasPreviousPage: NoArgs;
    startCursor: NoArgs;
  };
  PaginatedSitemapResources: {
    hasNextPage: NoArgs;
    items: NoArgs;
  };
  PaymentSettings: {
    acceptedCardBrands: NoArgs;
    cardVaultUrl: NoArgs;
    countryCode: NoArgs;
    currencyCode: NoArgs;
    enabledPresentmentCurrencies: NoArgs;
    shopifyPaymentsAccountId: NoArgs;
    supportedDigitalWallets: NoArgs;
  };
  PredictiveSearchResult: {
    articles: NoArgs;
    collections: NoArgs;
    pages: NoArgs;
    products: NoArgs;
    queries: NoArgs;
  };
  PricingPercentageValue: {
    percentage: NoArgs;
  };
  Product: {
    adjacentVariants: Schema.ProductAdjacentVariantsArgs;
    availableForSale: NoArgs;
    category: NoArgs;
    collections: Schema.ProductCollectionsArgs;
    compareAtPriceRange: NoArgs;
    createdAt: NoArgs;
    description: Schema.ProductDescriptionArgs;
    descriptionHtml: NoArgs;
    encodedVariantAvailability: NoArgs;
    encodedVariantExistence: NoArgs;
    featuredImage: NoArgs;
    handle: NoArgs;
    id: NoArgs;
    images: Schema.ProductImagesArgs;
    isGiftCard: NoArgs;
    media: Schema.ProductMediaArgs;
    metafield: Schema.ProductMetafieldArgs;
    metafields: Schema.ProductMetafieldsArgs;
    onlineStoreUrl: NoArgs;
    options: Schema.ProductOptionsArgs;
    priceRange: NoArgs;
    productType: NoArgs;
    publishedAt: NoArgs;
    requiresSellingPlan: NoArgs;
    selectedOrFirstAvailableVariant: Schema.ProductSelectedOrFirstAvailableVariantArgs;
    sellingPlanGroups: Schema.ProductSellingPlanGroupsArgs;
    seo: NoArgs;
    tags: NoArgs;
    title: NoArgs;
    totalInventory: NoArgs;
    trackingParameters: NoArgs;
    updatedAt: NoArgs;
    variantBySelectedOptions: Schema.ProductVariantBySelectedOptionsArgs;
    variants: Schema.ProductVariantsArgs;
    variantsCount: NoArgs;
    vendor: NoArgs;
  };
  ProductConnection: {
    edges: NoArgs;
    filters: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  ProductEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  ProductOption: {
    id: NoArgs;
    name: NoArgs;
    optionValues: NoArgs;
    values: NoArgs;
  };
  ProductOptionValue: {
    firstSelectableVariant: NoArgs;
    id: NoArgs;
    name: NoArgs;
    swatch: NoArgs;
  };
  ProductOptionValueSwatch: {
    color: NoArgs;
    image: NoArgs;
  };
  ProductPriceRange: {
    maxVariantPrice: NoArgs;
    minVariantPrice: NoArgs;
  };
  ProductVariant: {
    availableForSale: NoArgs;
    barcode: NoArgs;
    compareAtPrice: NoArgs;
    compareAtPriceV2: NoArgs;
    components: Schema.ProductVariantComponentsArgs;
    currentlyNotInStock: NoArgs;
    groupedBy: Schema.ProductVariantGroupedByArgs;
    id: NoArgs;
    image: NoArgs;
    metafield: Schema.ProductVariantMetafieldArgs;
    metafields: Schema.ProductVariantMetafieldsArgs;
    price: NoArgs;
    priceV2: NoArgs;
    product: NoArgs;
    quantityAvailable: NoArgs;
    quantityPriceBreaks: Schema.ProductVariantQuantityPriceBreaksArgs;
    quantityRule: NoArgs;
    requiresComponents: NoArgs;
    requiresShipping: NoArgs;
    selectedOptions: NoArgs;
    sellingPlanAllocations: Schema.ProductVariantSellingPlanAllocationsArgs;
    shopPayInstallmentsPricing: NoArgs;
    sku: NoArgs;
    storeAvailability: Schema.ProductVariantStoreAvailabilityArgs;
    taxable: NoArgs;
    title: NoArgs;
    unitPrice: NoArgs;
    unitPriceMeasurement: NoArgs;
    weight: NoArgs;
    weightUnit: NoArgs;
  };
  ProductVariantComponent: {
    productVariant: NoArgs;
    quantity: NoArgs;
  };
  ProductVariantComponentConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  ProductVariantComponentEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  ProductVariantConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  ProductVariantEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  PurchasingCompany: {
    company: NoArgs;
    contact: NoArgs;
    location: NoArgs;
  };
  QuantityPriceBreak: {
    minimumQuantity: NoArgs;
    price: NoArgs;
  };
  QuantityPriceBreakConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  QuantityPriceBreakEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  QuantityRule: {
    increment: NoArgs;
    maximum: NoArgs;
    minimum: NoArgs;
  };
  QueryRoot: {
    article: Schema.QueryRootArticleArgs;
    articles: Schema.QueryRootArticlesArgs;
    blog: Schema.QueryRootBlogArgs;
    blogByHandle: Schema.QueryRootBlogByHandleArgs;
    blogs: Schema.QueryRootBlogsArgs;
    cart: Schema.QueryRootCartArgs;
    cartCompletionAttempt: Schema.QueryRootCartCompletionAttemptArgs;
    collection: Schema.QueryRootCollectionArgs;
    collectionByHandle: Schema.QueryRootCollectionByHandleArgs;
    collections: Schema.QueryRootCollectionsArgs;
    customer: Schema.QueryRootCustomerArgs;
    localization: NoArgs;
    locations: Schema.QueryRootLocationsArgs;
    menu: Schema.QueryRootMenuArgs;
    metaobject: Schema.QueryRootMetaobjectArgs;
    metaobjects: Schema.QueryRootMetaobjectsArgs;
    node: Schema.QueryRootNodeArgs;
    nodes: Schema.QueryRootNodesArgs;
    page: Schema.QueryRootPageArgs;
    pageByHandle: Schema.QueryRootPageByHandleArgs;
    pages: Schema.QueryRootPagesArgs;
    paymentSettings: NoArgs;
    predictiveSearch: Schema.QueryRootPredictiveSearchArgs;
    product: Schema.QueryRootProductArgs;
    productByHandle: Schema.QueryRootProductByHandleArgs;
    productRecommendations: Schema.QueryRootProductRecommendationsArgs;
    productTags: Schema.QueryRootProductTagsArgs;
    productTypes: Schema.QueryRootProductTypesArgs;
    products: Schema.QueryRootProductsArgs;
    publicApiVersions: NoArgs;
    search: Schema.QueryRootSearchArgs;
    shop: NoArgs;
    sitemap: Schema.QueryRootSitemapArgs;
    urlRedirects: Schema.QueryRootUrlRedirectsArgs;
  };
  ScriptDiscountApplication: {
    allocationMethod: NoArgs;
    targetSelection: NoArgs;
    targetType: NoArgs;
    title: NoArgs;
    value: NoArgs;
  };
  SearchQuerySuggestion: {
    styledText: NoArgs;
    text: NoArgs;
    trackingParameters: NoArgs;
  };
  SearchResultItemConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
    productFilters: NoArgs;
    totalCount: NoArgs;
  };
  SearchResultItemEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  SelectedOption: {
    name: NoArgs;
    value: NoArgs;
  };
  SellingPlan: {
    billingPolicy: NoArgs;
    checkoutCharge: NoArgs;
    deliveryPolicy: NoArgs;
    description: NoArgs;
    id: NoArgs;
    metafield: Schema.SellingPlanMetafieldArgs;
    metafields: Schema.SellingPlanMetafieldsArgs;
    name: NoArgs;
    options: NoArgs;
    priceAdjustments: NoArgs;
    recurringDeliveries: NoArgs;
  };
  SellingPlanAllocation: {
    checkoutChargeAmount: NoArgs;
    priceAdjustments: NoArgs;
    remainingBalanceChargeAmount: NoArgs;
    sellingPlan: NoArgs;
  };
  SellingPlanAllocationConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  SellingPlanAllocationEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  SellingPlanAllocationPriceAdjustment: {
    compareAtPrice: NoArgs;
    perDeliveryPrice: NoArgs;
    price: NoArgs;
    unitPrice: NoArgs;
  };
  SellingPlanCheckoutCharge: {
    type: NoArgs;
    value: NoArgs;
  };
  SellingPlanCheckoutChargePercentageValue: {
    percentage: NoArgs;
  };
  SellingPlanConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  SellingPlanEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  SellingPlanFixedAmountPriceAdjustment: {
    adjustmentAmount: NoArgs;
  };
  SellingPlanFixedPriceAdjustment: {
    price: NoArgs;
  };
  SellingPlanGroup: {
    appName: NoArgs;
    name: NoArgs;
    options: NoArgs;
    sellingPlans: Schema.SellingPlanGroupSellingPlansArgs;
  };
  SellingPlanGroupConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  SellingPlanGroupEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  SellingPlanGroupOption: {
    name: NoArgs;
    values: NoArgs;
  };
  SellingPlanOption: {
    name: NoArgs;
    value: NoArgs;
  };
  SellingPlanPercentagePriceAdjustment: {
    adjustmentPercentage: NoArgs;
  };
  SellingPlanPriceAdjustment: {
    adjustmentValue: NoArgs;
    orderCount: NoArgs;
  };
  SellingPlanRecurringBillingPolicy: {
    interval: NoArgs;
    intervalCount: NoArgs;
  };
  SellingPlanRecurringDeliveryPolicy: {
    interval: NoArgs;
    intervalCount: NoArgs;
  };
  SEO: {
    description: NoArgs;
    title: NoArgs;
  };
  Shop: {
    brand: NoArgs;
    contactInformation: NoArgs;
    customerAccountTranslations: NoArgs;
    customerAccountUrl: NoArgs;
    description: NoArgs;
    id: NoArgs;
    legalNotice: NoArgs;
    metafield: Schema.ShopMetafieldArgs;
    metafields: Schema.ShopMetafieldsArgs;
    moneyFormat: NoArgs;
    name: NoArgs;
    paymentSettings: NoArgs;
    primaryDomain: NoArgs;
    privacyPolicy: NoArgs;
    refundPolicy: NoArgs;
    shippingPolicy: NoArgs;
    shipsToCountries: NoArgs;
    shopPayInstallmentsPricing: NoArgs;
    socialLoginProviders: NoArgs;
    subscriptionPolicy: NoArgs;
    termsOfSale: NoArgs;
    termsOfService: NoArgs;
  };
  ShopPayInstallmentsFinancingPlan: {
    id: NoArgs;
    maxPrice: NoArgs;
    minPrice: NoArgs;
    terms: NoArgs;
  };
  ShopPayInstallmentsFinancingPlanTerm: {
    apr: NoArgs;
    frequency: NoArgs;
    id: NoArgs;
    installmentsCount: NoArgs;
    loanType: NoArgs;
  };
  ShopPayInstallmentsPricing: {
    financingPlans: NoArgs;
    maxPrice: NoArgs;
    minPrice: NoArgs;
  };
  ShopPayInstallmentsProductVariantPricing: {
    available: NoArgs;
    eligible: NoArgs;
    fullPrice: NoArgs;
    id: NoArgs;
    installmentsCount: NoArgs;
    pricePerTerm: NoArgs;
  };
  ShopPayPaymentRequest: {
    deliveryMethods: NoArgs;
    discountCodes: NoArgs;
    discounts: NoArgs;
    lineItems: NoArgs;
    locale: NoArgs;
    presentmentCurrency: NoArgs;
    selectedDeliveryMethodType: NoArgs;
    shippingAddress: NoArgs;
    shippingLines: NoArgs;
    subtotal: NoArgs;
    total: NoArgs;
    totalShippingPrice: NoArgs;
    totalTax: NoArgs;
  };
  ShopPayPaymentRequestContactField: {
    address1: NoArgs;
    address2: NoArgs;
    city: NoArgs;
    companyName: NoArgs;
    countryCode: NoArgs;
    email: NoArgs;
    firstName: NoArgs;
    lastName: NoArgs;
    phone: NoArgs;
    postalCode: NoArgs;
    provinceCode: NoArgs;
  };
  ShopPayPaymentRequestDeliveryMethod: {
    amount: NoArgs;
    code: NoArgs;
    deliveryExpectationLabel: NoArgs;
    detail: NoArgs;
    label: NoArgs;
    maxDeliveryDate: NoArgs;
    minDeliveryDate: NoArgs;
  };
  ShopPayPaymentRequestDiscount: {
    amount: NoArgs;
    label: NoArgs;
  };
  ShopPayPaymentRequestImage: {
    alt: NoArgs;
    url: NoArgs;
  };
  ShopPayPaymentRequestLineItem: {
    finalItemPrice: NoArgs;
    finalLinePrice: NoArgs;
    image: NoArgs;
    itemDiscounts: NoArgs;
    label: NoArgs;
    lineDiscounts: NoArgs;
    originalItemPrice: NoArgs;
    originalLinePrice: NoArgs;
    quantity: NoArgs;
    requiresShipping: NoArgs;
    sku: NoArgs;
  };
  ShopPayPaymentRequestReceipt: {
    paymentRequest: NoArgs;
    processingStatusType: NoArgs;
    token: NoArgs;
  };
  ShopPayPaymentRequestSession: {
    checkoutUrl: NoArgs;
    paymentRequest: NoArgs;
    sourceIdentifier: NoArgs;
    token: NoArgs;
  };
  ShopPayPaymentRequestSessionCreatePayload: {
    shopPayPaymentRequestSession: NoArgs;
    userErrors: NoArgs;
  };
  ShopPayPaymentRequestSessionSubmitPayload: {
    paymentRequestReceipt: NoArgs;
    userErrors: NoArgs;
  };
  ShopPayPaymentRequestShippingLine: {
    amount: NoArgs;
    code: NoArgs;
    label: NoArgs;
  };
  ShopPayPaymentRequestTotalShippingPrice: {
    discounts: NoArgs;
    finalTotal: NoArgs;
    originalTotal: NoArgs;
  };
  ShopPolicy: {
    body: NoArgs;
    handle: NoArgs;
    id: NoArgs;
    title: NoArgs;
    url: NoArgs;
  };
  ShopPolicyWithDefault: {
    body: NoArgs;
    handle: NoArgs;
    id: NoArgs;
    title: NoArgs;
    url: NoArgs;
  };
  Sitemap: {
    pagesCount: NoArgs;
    resources: Schema.SitemapResourcesArgs;
  };
  SitemapImage: {
    alt: NoArgs;
    filepath: NoArgs;
    updatedAt: NoArgs;
  };
  SitemapResource: {
    handle: NoArgs;
    image: NoArgs;
    title: NoArgs;
    updatedAt: NoArgs;
  };
  SitemapResourceInterface: {
    handle: NoArgs;
    updatedAt: NoArgs;
  };
  SitemapResourceMetaobject: {
    handle: NoArgs;
    onlineStoreUrlHandle: NoArgs;
    type: NoArgs;
    updatedAt: NoArgs;
  };
  SocialLoginProvider: {
    handle: NoArgs;
  };
  StoreAvailability: {
    available: NoArgs;
    location: NoArgs;
    pickUpTime: NoArgs;
    quantityAvailable: NoArgs;
  };
  StoreAvailabilityConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  StoreAvailabilityEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  StringConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  StringEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  SubmissionError: {
    code: NoArgs;
    message: NoArgs;
  };
  SubmitAlreadyAccepted: {
    attemptId: NoArgs;
  };
  SubmitFailed: {
    checkoutUrl: NoArgs;
    errors: NoArgs;
  };
  SubmitSuccess: {
    attemptId: NoArgs;
    redirectUrl: NoArgs;
  };
  SubmitThrottled: {
    pollAfter: NoArgs;
  };
  Swatch: {
    color: NoArgs;
    image: NoArgs;
  };
  TaxonomyCategory: {
    ancestors: NoArgs;
    id: NoArgs;
    name: NoArgs;
  };
  Trackable: {
    trackingParameters: NoArgs;
  };
  Translation: {
    key: NoArgs;
    value: NoArgs;
  };
  UnitPriceMeasurement: {
    measuredType: NoArgs;
    quantityUnit: NoArgs;
    quantityValue: NoArgs;
    referenceUnit: NoArgs;
    referenceValue: NoArgs;
  };
  UrlRedirect: {
    id: NoArgs;
    path: NoArgs;
    target: NoArgs;
  };
  UrlRedirectConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  UrlRedirectEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  UserError: {
    field: NoArgs;
    message: NoArgs;
  };
  UserErrorsShopPayPaymentRequestSessionUserErrors: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  Video: {
    alt: NoArgs;
    id: NoArgs;
    mediaContentType: NoArgs;
    presentation: NoArgs;
    previewImage: NoArgs;
    sources: NoArgs;
  };
  VideoSource: {
    format: NoArgs;
    height: NoArgs;
    mimeType: NoArgs;
    url: NoArgs;
    width: NoArgs;
  };
}
