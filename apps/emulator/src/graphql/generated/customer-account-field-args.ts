// Written by npm run codegen from the schema (packages/shopify-schemas/field-args-map.ts).
import type * as Schema from '@shopify/hydrogen-react/customer-account-api-types';

/** A field without arguments. */
type NoArgs = Record<string, never>;

export interface CustomerAccountFieldArgs {
  AchPaymentDetails: {
    bankName: NoArgs;
    last4: NoArgs;
  };
  AdditionalFeeSale: {
    actionType: NoArgs;
    id: NoArgs;
    lineType: NoArgs;
    quantity: NoArgs;
    taxes: NoArgs;
    totalAmount: NoArgs;
    totalDiscountAmountAfterTaxes: NoArgs;
    totalDiscountAmountBeforeTaxes: NoArgs;
    totalTaxAmount: NoArgs;
  };
  AddressFormField: {
    mode: NoArgs;
  };
  AddressFormSettings: {
    address2: NoArgs;
    addressAutocompletion: NoArgs;
    company: NoArgs;
    firstName: NoArgs;
    phone: NoArgs;
  };
  AdjustmentSale: {
    actionType: NoArgs;
    id: NoArgs;
    lineType: NoArgs;
    quantity: NoArgs;
    taxes: NoArgs;
    totalAmount: NoArgs;
    totalDiscountAmountAfterTaxes: NoArgs;
    totalDiscountAmountBeforeTaxes: NoArgs;
    totalTaxAmount: NoArgs;
  };
  App: {
    id: NoArgs;
    title: NoArgs;
  };
  ApplePayCreditCardAddPayload: {
    creditCard: NoArgs;
    processing: NoArgs;
    userErrors: NoArgs;
  };
  ApplePayCreditCardUpdatePayload: {
    creditCard: NoArgs;
    processing: NoArgs;
    userErrors: NoArgs;
  };
  ApplePaySessionCreatePayload: {
    body: NoArgs;
    id: NoArgs;
    ready: NoArgs;
    userErrors: NoArgs;
  };
  ApplePaySessionUserError: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  ApplePayWalletConfig: {
    supportedNetworks: NoArgs;
  };
  AppliedGiftCard: {
    amountUsed: NoArgs;
    balance: NoArgs;
    id: NoArgs;
    lastCharacters: NoArgs;
    presentmentAmountUsed: NoArgs;
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
  AvailableShippingRates: {
    ready: NoArgs;
    shippingRates: NoArgs;
  };
  BankPaymentInstrument: {
    accountHolderType: NoArgs;
    accountType: NoArgs;
    bankName: NoArgs;
    billingAddress: NoArgs;
    draftOrders: Schema.BankPaymentInstrumentDraftOrdersArgs;
    id: NoArgs;
    lastDigits: NoArgs;
    orders: Schema.BankPaymentInstrumentOrdersArgs;
    subscriptionContracts: Schema.BankPaymentInstrumentSubscriptionContractsArgs;
  };
  BankPaymentMethod: {
    paymentProviderClientCredentials: NoArgs;
  };
  BusinessContactUpdatePayload: {
    businessContact: NoArgs;
    userErrors: NoArgs;
  };
  BusinessCustomerUserError: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  BusinessLocationCreditCardAddPayload: {
    creditCard: NoArgs;
    nextActionUrl: NoArgs;
    processing: NoArgs;
    userErrors: NoArgs;
  };
  BusinessLocationCreditCardUpdatePayload: {
    creditCard: NoArgs;
    processing: NoArgs;
    userErrors: NoArgs;
  };
  BusinessLocationPaymentInstrumentRemovePayload: {
    deletedPaymentInstrumentId: NoArgs;
    userErrors: NoArgs;
  };
  BuyerExperienceConfiguration: {
    deposit: NoArgs;
    payNowOnly: NoArgs;
    paymentTermsTemplate: NoArgs;
  };
  CalculatedReturn: {
    financialSummary: NoArgs;
    returnLineItems: Schema.CalculatedReturnReturnLineItemsArgs;
  };
  CalculatedReturnLineItem: {
    lineItem: NoArgs;
    quantity: NoArgs;
    subtotalBeforeTargetAllDiscountsSet: NoArgs;
    subtotalSet: NoArgs;
    totalTaxSet: NoArgs;
  };
  CalculatedReturnLineItemConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  CalculatedReturnLineItemEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  CardPaymentDetails: {
    cardBrand: NoArgs;
    last4: NoArgs;
  };
  Checkout: {
    appliedGiftCards: NoArgs;
    availableShippingRates: NoArgs;
    createdAt: NoArgs;
    currencyCode: NoArgs;
    customAttributes: NoArgs;
    discountApplications: Schema.CheckoutDiscountApplicationsArgs;
    email: NoArgs;
    id: NoArgs;
    lineItems: Schema.CheckoutLineItemsArgs;
    lineItemsSubtotalPrice: NoArgs;
    note: NoArgs;
    paymentDue: NoArgs;
    ready: NoArgs;
    requiresShipping: NoArgs;
    shippingAddress: NoArgs;
    shippingDiscountAllocations: NoArgs;
    shippingLine: NoArgs;
    subtotalPrice: NoArgs;
    taxExempt: NoArgs;
    taxesIncluded: NoArgs;
    totalDuties: NoArgs;
    totalPrice: NoArgs;
    totalTax: NoArgs;
    webUrl: NoArgs;
  };
  CheckoutLineItem: {
    customAttributes: NoArgs;
    id: NoArgs;
    price: NoArgs;
    quantity: NoArgs;
    title: NoArgs;
    unitPrice: NoArgs;
    variantTitle: NoArgs;
  };
  CheckoutLineItemConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  CheckoutLineItemEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  Company: {
    draftOrders: Schema.CompanyDraftOrdersArgs;
    externalId: NoArgs;
    id: NoArgs;
    locations: Schema.CompanyLocationsArgs;
    metafield: Schema.CompanyMetafieldArgs;
    metafields: Schema.CompanyMetafieldsArgs;
    name: NoArgs;
    orders: Schema.CompanyOrdersArgs;
    profile: NoArgs;
  };
  CompanyAddress: {
    address1: NoArgs;
    address2: NoArgs;
    city: NoArgs;
    company: NoArgs;
    companyName: NoArgs;
    country: NoArgs;
    countryCode: NoArgs;
    countryCodeV2: NoArgs;
    createdAt: NoArgs;
    firstName: NoArgs;
    formatted: Schema.CompanyAddressFormattedArgs;
    formattedAddress: Schema.CompanyAddressFormattedAddressArgs;
    formattedArea: NoArgs;
    id: NoArgs;
    lastName: NoArgs;
    latitude: NoArgs;
    longitude: NoArgs;
    phone: NoArgs;
    province: NoArgs;
    provinceCode: NoArgs;
    recipient: NoArgs;
    updatedAt: NoArgs;
    zip: NoArgs;
    zoneCode: NoArgs;
  };
  CompanyContact: {
    company: NoArgs;
    customer: NoArgs;
    draftOrders: Schema.CompanyContactDraftOrdersArgs;
    hasPermissionOnLocations: Schema.CompanyContactHasPermissionOnLocationsArgs;
    id: NoArgs;
    locations: Schema.CompanyContactLocationsArgs;
    orders: Schema.CompanyContactOrdersArgs;
    status: NoArgs;
    taxExemptionsDetails: NoArgs;
    title: NoArgs;
  };
  CompanyContactConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  CompanyContactEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  CompanyContactRole: {
    id: NoArgs;
    name: NoArgs;
    resourcePermission: Schema.CompanyContactRoleResourcePermissionArgs;
    resourcePermissions: NoArgs;
  };
  CompanyContactRoleAssignment: {
    contact: NoArgs;
    id: NoArgs;
    role: NoArgs;
  };
  CompanyContactRoleAssignmentConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  CompanyContactRoleAssignmentEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  CompanyLocation: {
    availablePaymentMethods: NoArgs;
    billingAddress: NoArgs;
    buyerExperienceConfiguration: NoArgs;
    contacts: Schema.CompanyLocationContactsArgs;
    creditCard: Schema.CompanyLocationCreditCardArgs;
    creditCards: Schema.CompanyLocationCreditCardsArgs;
    draftOrders: Schema.CompanyLocationDraftOrdersArgs;
    externalId: NoArgs;
    id: NoArgs;
    market: NoArgs;
    metafield: Schema.CompanyLocationMetafieldArgs;
    metafields: Schema.CompanyLocationMetafieldsArgs;
    name: NoArgs;
    orders: Schema.CompanyLocationOrdersArgs;
    paymentInstrument: Schema.CompanyLocationPaymentInstrumentArgs;
    paymentInstruments: Schema.CompanyLocationPaymentInstrumentsArgs;
    roleAssignments: Schema.CompanyLocationRoleAssignmentsArgs;
    shippingAddress: NoArgs;
    storeCreditAccounts: Schema.CompanyLocationStoreCreditAccountsArgs;
    taxExemptions: NoArgs;
    taxExemptionsDetails: NoArgs;
    taxIdentifier: NoArgs;
  };
  CompanyLocationAssignAddressPayload: {
    addresses: NoArgs;
    userErrors: NoArgs;
  };
  CompanyLocationConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  CompanyLocationEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  Count: {
    count: NoArgs;
    precision: NoArgs;
  };
  CreditCardAddPayload: {
    creditCard: NoArgs;
    nextActionUrl: NoArgs;
    processing: NoArgs;
    userErrors: NoArgs;
  };
  CreditCardUpdatePayload: {
    creditCard: NoArgs;
    processing: NoArgs;
    userErrors: NoArgs;
  };
  Customer: {
    addresses: Schema.CustomerAddressesArgs;
    availablePaymentMethods: NoArgs;
    availableWalletPaymentConfigs: NoArgs;
    companyContacts: Schema.CustomerCompanyContactsArgs;
    createdAt: NoArgs;
    creationDate: NoArgs;
    creditCard: Schema.CustomerCreditCardArgs;
    creditCards: Schema.CustomerCreditCardsArgs;
    defaultAddress: NoArgs;
    displayName: NoArgs;
    draftOrders: Schema.CustomerDraftOrdersArgs;
    emailAddress: NoArgs;
    firstName: NoArgs;
    id: NoArgs;
    imageUrl: NoArgs;
    lastIncompleteCheckout: NoArgs;
    lastName: NoArgs;
    metafield: Schema.CustomerMetafieldArgs;
    metafields: Schema.CustomerMetafieldsArgs;
    orders: Schema.CustomerOrdersArgs;
    paymentInstrument: Schema.CustomerPaymentInstrumentArgs;
    paymentInstruments: Schema.CustomerPaymentInstrumentsArgs;
    paypalBillingAgreement: NoArgs;
    phoneNumber: NoArgs;
    return: Schema.CustomerReturnArgs;
    storeCreditAccounts: Schema.CustomerStoreCreditAccountsArgs;
    subscriptionContract: Schema.CustomerSubscriptionContractArgs;
    subscriptionContracts: Schema.CustomerSubscriptionContractsArgs;
    tags: NoArgs;
    taxExemptionsDetails: NoArgs;
  };
  CustomerAddress: {
    address1: NoArgs;
    address2: NoArgs;
    city: NoArgs;
    company: NoArgs;
    country: NoArgs;
    firstName: NoArgs;
    formatted: Schema.CustomerAddressFormattedArgs;
    formattedArea: NoArgs;
    id: NoArgs;
    lastName: NoArgs;
    name: NoArgs;
    phoneNumber: NoArgs;
    province: NoArgs;
    territoryCode: NoArgs;
    zip: NoArgs;
    zoneCode: NoArgs;
  };
  CustomerAddressConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  CustomerAddressCreatePayload: {
    customerAddress: NoArgs;
    userErrors: NoArgs;
  };
  CustomerAddressDeletePayload: {
    deletedAddressId: NoArgs;
    userErrors: NoArgs;
  };
  CustomerAddressEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  CustomerAddressUpdatePayload: {
    customerAddress: NoArgs;
    userErrors: NoArgs;
  };
  CustomerCreditCard: {
    billingAddress: NoArgs;
    brand: NoArgs;
    default: NoArgs;
    draftOrders: Schema.CustomerCreditCardDraftOrdersArgs;
    expiresSoon: NoArgs;
    expiryMonth: NoArgs;
    expiryYear: NoArgs;
    firstDigits: NoArgs;
    id: NoArgs;
    lastDigits: NoArgs;
    maskedNumber: NoArgs;
    name: NoArgs;
    openDraftOrders: Schema.CustomerCreditCardOpenDraftOrdersArgs;
    orders: Schema.CustomerCreditCardOrdersArgs;
    pendingOrders: Schema.CustomerCreditCardPendingOrdersArgs;
    permissionToShowAtCheckout: NoArgs;
    subscriptionContracts: Schema.CustomerCreditCardSubscriptionContractsArgs;
    virtualLastDigits: NoArgs;
    walletType: NoArgs;
  };
  CustomerCreditCardConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  CustomerCreditCardEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  CustomerEmailAddress: {
    emailAddress: NoArgs;
    marketingState: NoArgs;
  };
  CustomerEmailMarketingOptInPayload: {
    customerEmailAddress: NoArgs;
    userErrors: NoArgs;
  };
  CustomerEmailMarketingSubscribePayload: {
    emailAddress: NoArgs;
    userErrors: NoArgs;
  };
  CustomerEmailMarketingUnsubscribePayload: {
    emailAddress: NoArgs;
    userErrors: NoArgs;
  };
  CustomerMailingAddress: {
    address1: NoArgs;
    address2: NoArgs;
    city: NoArgs;
    company: NoArgs;
    country: NoArgs;
    countryCode: NoArgs;
    countryCodeV2: NoArgs;
    defaultAddress: NoArgs;
    firstName: NoArgs;
    formatted: Schema.CustomerMailingAddressFormattedArgs;
    formattedArea: NoArgs;
    id: NoArgs;
    lastName: NoArgs;
    latitude: NoArgs;
    longitude: NoArgs;
    name: NoArgs;
    phone: NoArgs;
    phoneNumber: NoArgs;
    province: NoArgs;
    provinceCode: NoArgs;
    territoryCode: NoArgs;
    verified: NoArgs;
    zip: NoArgs;
    zoneCode: NoArgs;
  };
  CustomerPhoneNumber: {
    marketingState: NoArgs;
    phoneNumber: NoArgs;
  };
  CustomerUpdatePayload: {
    customer: NoArgs;
    userErrors: NoArgs;
  };
  DepositPercentage: {
    percentage: NoArgs;
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
    id: NoArgs;
    redirectHost: NoArgs;
    url: NoArgs;
  };
  DraftOrder: {
    billingAddress: NoArgs;
    contactExists: NoArgs;
    createdAt: NoArgs;
    currencyCode: NoArgs;
    customer: NoArgs;
    discountApplications: Schema.DraftOrderDiscountApplicationsArgs;
    discountInformation: NoArgs;
    email: NoArgs;
    id: NoArgs;
    inReview: NoArgs;
    invoiceUrl: NoArgs;
    legacyAggregatedMerchandiseTermsAsFees: NoArgs;
    legacyRepresentProductsAsFees: NoArgs;
    legacySubtotalWithoutFees: NoArgs;
    lineItems: Schema.DraftOrderLineItemsArgs;
    lineItemsSummary: NoArgs;
    name: NoArgs;
    order: NoArgs;
    phone: NoArgs;
    purchasingEntity: NoArgs;
    requiresShipping: NoArgs;
    shippingAddress: NoArgs;
    status: NoArgs;
    subtotalPrice: NoArgs;
    subtotalPriceBeforeDiscounts: NoArgs;
    taxExempt: NoArgs;
    taxesIncluded: NoArgs;
    totalLineItemsPrice: NoArgs;
    totalPrice: NoArgs;
    totalShippingPrice: NoArgs;
    totalTax: NoArgs;
    totalWeight: NoArgs;
    updatedAt: NoArgs;
  };
  DraftOrderAppliedDiscount: {
    discountValue: NoArgs;
    title: NoArgs;
  };
  DraftOrderConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  DraftOrderDiscountInformation: {
    allAppliedDiscounts: NoArgs;
    allOrderLevelAppliedDiscounts: NoArgs;
    appliedDiscount: NoArgs;
    totalDiscounts: NoArgs;
  };
  DraftOrderEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  DraftOrderLineItem: {
    approximateDiscountedUnitPrice: NoArgs;
    components: NoArgs;
    discountAllocations: NoArgs;
    discountInformation: NoArgs;
    discountedTotal: NoArgs;
    discountedUnitPrice: NoArgs;
    id: NoArgs;
    image: NoArgs;
    legacyFee: NoArgs;
    legacyFeeDescription: NoArgs;
    legacyFeeTitle: NoArgs;
    name: NoArgs;
    originalTotal: NoArgs;
    originalUnitPrice: NoArgs;
    quantity: NoArgs;
    requiresShipping: NoArgs;
    sku: NoArgs;
    taxable: NoArgs;
    title: NoArgs;
    variantTitle: NoArgs;
    vendor: NoArgs;
    weight: NoArgs;
  };
  DraftOrderLineItemConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  DraftOrderLineItemDiscountInformation: {
    title: NoArgs;
    totalDiscount: NoArgs;
  };
  DraftOrderLineItemEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  DraftOrderLineItemsSummary: {
    lineItemCount: NoArgs;
    totalQuantityOfLegacyFeeLineItems: NoArgs;
    totalQuantityOfLineItems: NoArgs;
  };
  DutySale: {
    actionType: NoArgs;
    id: NoArgs;
    lineType: NoArgs;
    quantity: NoArgs;
    taxes: NoArgs;
    totalAmount: NoArgs;
    totalDiscountAmountAfterTaxes: NoArgs;
    totalDiscountAmountBeforeTaxes: NoArgs;
    totalTaxAmount: NoArgs;
  };
  ExchangeLineItem: {
    id: NoArgs;
    image: NoArgs;
    productHasOnlyDefaultVariant: NoArgs;
    productId: NoArgs;
    quantity: NoArgs;
    title: NoArgs;
    variantId: NoArgs;
    variantSku: NoArgs;
    variantTitle: NoArgs;
  };
  ExchangeLineItemConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  ExchangeLineItemEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  ExtensionApiTokens: {
    storefrontApi: NoArgs;
  };
  ExtensionStorefrontApiToken: {
    expiresAt: NoArgs;
    token: NoArgs;
  };
  FeeSale: {
    actionType: NoArgs;
    id: NoArgs;
    lineType: NoArgs;
    quantity: NoArgs;
    taxes: NoArgs;
    totalAmount: NoArgs;
    totalDiscountAmountAfterTaxes: NoArgs;
    totalDiscountAmountBeforeTaxes: NoArgs;
    totalTaxAmount: NoArgs;
  };
  Fulfillment: {
    createdAt: NoArgs;
    estimatedDeliveryAt: NoArgs;
    events: Schema.FulfillmentEventsArgs;
    fulfillmentLineItems: Schema.FulfillmentFulfillmentLineItemsArgs;
    id: NoArgs;
    isPickedUp: NoArgs;
    latestShipmentStatus: NoArgs;
    pickupAddress: NoArgs;
    requiresShipping: NoArgs;
    status: NoArgs;
    trackingInformation: NoArgs;
    updatedAt: NoArgs;
  };
  FulfillmentConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  FulfillmentEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  FulfillmentEvent: {
    happenedAt: NoArgs;
    id: NoArgs;
    status: NoArgs;
  };
  FulfillmentEventConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  FulfillmentEventEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  FulfillmentLineItem: {
    id: NoArgs;
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
  GenericFile: {
    alt: NoArgs;
    id: NoArgs;
    mediaContentType: NoArgs;
    mimeType: NoArgs;
    originalFileSize: NoArgs;
    previewImage: NoArgs;
    url: NoArgs;
  };
  GiftCardDetails: {
    balance: NoArgs;
    last4: NoArgs;
  };
  GiftCardSale: {
    actionType: NoArgs;
    id: NoArgs;
    lineItem: NoArgs;
    lineType: NoArgs;
    quantity: NoArgs;
    taxes: NoArgs;
    totalAmount: NoArgs;
    totalDiscountAmountAfterTaxes: NoArgs;
    totalDiscountAmountBeforeTaxes: NoArgs;
    totalTaxAmount: NoArgs;
  };
  GooglePayCreditCardAddPayload: {
    creditCard: NoArgs;
    processing: NoArgs;
    userErrors: NoArgs;
  };
  GooglePayCreditCardUpdatePayload: {
    creditCard: NoArgs;
    processing: NoArgs;
    userErrors: NoArgs;
  };
  GooglePayWalletConfig: {
    allowedAuthMethods: NoArgs;
    allowedCardNetworks: NoArgs;
    authJwt: NoArgs;
    environment: NoArgs;
    gateway: NoArgs;
    gatewayMerchantId: NoArgs;
    merchantId: NoArgs;
    merchantName: NoArgs;
    merchantOrigin: NoArgs;
  };
  HasCompareDigest: {
    compareDigest: NoArgs;
  };
  HasMetafields: {
    metafield: Schema.HasMetafieldsMetafieldArgs;
    metafields: Schema.HasMetafieldsMetafieldsArgs;
  };
  HasStoreCreditAccounts: {
    storeCreditAccounts: Schema.HasStoreCreditAccountsStoreCreditAccountsArgs;
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
  LegacyAggregatedMerchandiseTermsAsFees: {
    description: NoArgs;
    id: NoArgs;
    title: NoArgs;
    total: NoArgs;
  };
  LineItem: {
    currentTotalPrice: NoArgs;
    customAttributes: NoArgs;
    discountAllocations: NoArgs;
    discountInformation: NoArgs;
    giftCard: NoArgs;
    group: NoArgs;
    groupTitle: NoArgs;
    id: NoArgs;
    image: NoArgs;
    legacyFee: NoArgs;
    legacyFeeDescription: NoArgs;
    legacyFeeTitle: NoArgs;
    name: NoArgs;
    presentmentTitle: NoArgs;
    price: NoArgs;
    productId: NoArgs;
    productType: NoArgs;
    quantity: NoArgs;
    refundableQuantity: NoArgs;
    requiresShipping: NoArgs;
    sellingPlan: NoArgs;
    sku: NoArgs;
    soldDiscountInformation: NoArgs;
    soldDiscountedTotalPrice: NoArgs;
    soldQuantity: NoArgs;
    soldTotalPrice: NoArgs;
    suggestedReturnReasonDefinitions: Schema.LineItemSuggestedReturnReasonDefinitionsArgs;
    supportedReturnReasons: NoArgs;
    title: NoArgs;
    totalDiscount: NoArgs;
    totalPrice: NoArgs;
    totalPriceBeforeDiscounts: NoArgs;
    totalPriceWithDiscounts: NoArgs;
    unitPrice: NoArgs;
    variantId: NoArgs;
    variantOptions: NoArgs;
    variantTitle: NoArgs;
    vendor: NoArgs;
  };
  LineItemConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  LineItemContainerLineItem: {
    id: NoArgs;
    lineItem: NoArgs;
    remainingQuantity: NoArgs;
    totalQuantity: NoArgs;
  };
  LineItemContainerLineItemConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  LineItemContainerLineItemEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  LineItemDiscountInformation: {
    discountValue: NoArgs;
    title: NoArgs;
  };
  LineItemEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  LineItemGroup: {
    currentTotalPrice: NoArgs;
    deliverable: NoArgs;
    discountInformation: NoArgs;
    id: NoArgs;
    image: NoArgs;
    isConcrete: NoArgs;
    parentLineItemId: NoArgs;
    parentVariantTitle: NoArgs;
    quantity: NoArgs;
    title: NoArgs;
    totalPriceBeforeDiscounts: NoArgs;
  };
  LineItemSellingPlan: {
    name: NoArgs;
    sellingPlanId: NoArgs;
  };
  LineItemVariantOption: {
    name: NoArgs;
    value: NoArgs;
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
    webPresence: NoArgs;
  };
  MarketWebPresence: {
    domain: NoArgs;
    id: NoArgs;
    rootUrls: NoArgs;
    subfolderSuffix: NoArgs;
  };
  MarketWebPresenceRootUrl: {
    locale: NoArgs;
    url: NoArgs;
  };
  Media: {
    alt: NoArgs;
    id: NoArgs;
    mediaContentType: NoArgs;
    previewImage: NoArgs;
  };
  MediaImage: {
    alt: NoArgs;
    id: NoArgs;
    image: NoArgs;
    mediaContentType: NoArgs;
    previewImage: NoArgs;
  };
  Metafield: {
    compareDigest: NoArgs;
    createdAt: NoArgs;
    description: NoArgs;
    id: NoArgs;
    jsonValue: NoArgs;
    key: NoArgs;
    namespace: NoArgs;
    reference: NoArgs;
    references: Schema.MetafieldReferencesArgs;
    type: NoArgs;
    updatedAt: NoArgs;
    value: NoArgs;
  };
  MetafieldIdentifier: {
    key: NoArgs;
    namespace: NoArgs;
    ownerId: NoArgs;
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
  MetafieldsDeletePayload: {
    deletedMetafields: NoArgs;
    userErrors: NoArgs;
  };
  MetafieldsDeleteUserError: {
    code: NoArgs;
    elementIndex: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  MetafieldsSetPayload: {
    metafields: NoArgs;
    userErrors: NoArgs;
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
    type: NoArgs;
    updatedAt: NoArgs;
  };
  MetaobjectField: {
    key: NoArgs;
    reference: NoArgs;
    type: NoArgs;
    value: NoArgs;
  };
  Model3d: {
    alt: NoArgs;
    id: NoArgs;
    mediaContentType: NoArgs;
    previewImage: NoArgs;
    sources: NoArgs;
  };
  Model3dSource: {
    filesize: NoArgs;
    format: NoArgs;
    mimeType: NoArgs;
    url: NoArgs;
  };
  MoneyBag: {
    presentmentMoney: NoArgs;
    shopMoney: NoArgs;
  };
  MoneyV2: {
    amount: NoArgs;
    currencyCode: NoArgs;
  };
  Mutation: {
    applePayCreditCardAdd: Schema.MutationApplePayCreditCardAddArgs;
    applePayCreditCardUpdate: Schema.MutationApplePayCreditCardUpdateArgs;
    applePaySessionCreate: Schema.MutationApplePaySessionCreateArgs;
    businessContactUpdate: Schema.MutationBusinessContactUpdateArgs;
    businessLocationCreditCardAdd: Schema.MutationBusinessLocationCreditCardAddArgs;
    businessLocationCreditCardUpdate: Schema.MutationBusinessLocationCreditCardUpdateArgs;
    businessLocationPaymentInstrumentRemove: Schema.MutationBusinessLocationPaymentInstrumentRemoveArgs;
    companyLocationAssignAddress: Schema.MutationCompanyLocationAssignAddressArgs;
    creditCardAdd: Schema.MutationCreditCardAddArgs;
    creditCardUpdate: Schema.MutationCreditCardUpdateArgs;
    customerAddressCreate: Schema.MutationCustomerAddressCreateArgs;
    customerAddressDelete: Schema.MutationCustomerAddressDeleteArgs;
    customerAddressUpdate: Schema.MutationCustomerAddressUpdateArgs;
    customerEmailMarketingOptIn: NoArgs;
    customerEmailMarketingSubscribe: NoArgs;
    customerEmailMarketingUnsubscribe: NoArgs;
    customerUpdate: Schema.MutationCustomerUpdateArgs;
    googlePayCreditCardAdd: Schema.MutationGooglePayCreditCardAddArgs;
    googlePayCreditCardUpdate: Schema.MutationGooglePayCreditCardUpdateArgs;
    metafieldsDelete: Schema.MutationMetafieldsDeleteArgs;
    metafieldsSet: Schema.MutationMetafieldsSetArgs;
    orderRequestReturn: Schema.MutationOrderRequestReturnArgs;
    paymentInstrumentAdd: Schema.MutationPaymentInstrumentAddArgs;
    paymentInstrumentRemove: Schema.MutationPaymentInstrumentRemoveArgs;
    paymentInstrumentReplace: Schema.MutationPaymentInstrumentReplaceArgs;
    paymentInstrumentUpdateDefault: Schema.MutationPaymentInstrumentUpdateDefaultArgs;
    paypalAccountEnable: Schema.MutationPaypalAccountEnableArgs;
    paypalTokenCreate: NoArgs;
    resendGiftCard: Schema.MutationResendGiftCardArgs;
    shopPayCreditCardGetUpdateUrl: Schema.MutationShopPayCreditCardGetUpdateUrlArgs;
    storefrontCustomerAccessTokenCreate: NoArgs;
    stripeFinancialConnectionsSessionInitiate: NoArgs;
    subscriptionBillingCycleSkip: Schema.MutationSubscriptionBillingCycleSkipArgs;
    subscriptionBillingCycleUnskip: Schema.MutationSubscriptionBillingCycleUnskipArgs;
    subscriptionContractActivate: Schema.MutationSubscriptionContractActivateArgs;
    subscriptionContractCancel: Schema.MutationSubscriptionContractCancelArgs;
    subscriptionContractChangePaymentInstrument: Schema.MutationSubscriptionContractChangePaymentInstrumentArgs;
    subscriptionContractFetchDeliveryOptions: Schema.MutationSubscriptionContractFetchDeliveryOptionsArgs;
    subscriptionContractPause: Schema.MutationSubscriptionContractPauseArgs;
    subscriptionContractSelectDeliveryMethod: Schema.MutationSubscriptionContractSelectDeliveryMethodArgs;
  };
  Node: {
    id: NoArgs;
  };
  NonReturnableLineItem: {
    lineItem: NoArgs;
    quantity: NoArgs;
    quantityDetails: NoArgs;
  };
  NonReturnableLineItemConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  NonReturnableLineItemEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  NonReturnableQuantityDetail: {
    quantity: NoArgs;
    reasonCode: NoArgs;
  };
  Order: {
    agreements: Schema.OrderAgreementsArgs;
    billingAddress: NoArgs;
    cancelReason: NoArgs;
    cancelledAt: NoArgs;
    checkoutToken: NoArgs;
    confirmationNumber: NoArgs;
    createdAt: NoArgs;
    currencyCode: NoArgs;
    customAttributes: NoArgs;
    customer: NoArgs;
    customerLocale: NoArgs;
    discountApplications: Schema.OrderDiscountApplicationsArgs;
    discountInformation: NoArgs;
    draftOrder: NoArgs;
    draftOrderName: NoArgs;
    editSummary: NoArgs;
    edited: NoArgs;
    email: NoArgs;
    financialStatus: NoArgs;
    fulfillmentStatus: NoArgs;
    fulfillments: Schema.OrderFulfillmentsArgs;
    hasEmail: NoArgs;
    hasMultipleFulfillments: NoArgs;
    id: NoArgs;
    latestFulfillmentDeliveryDate: NoArgs;
    legacyAggregatedMerchandiseTermsAsFees: NoArgs;
    legacyRepresentProductsAsFees: NoArgs;
    legacySubtotalWithoutFees: NoArgs;
    lineItemContainers: NoArgs;
    lineItems: Schema.OrderLineItemsArgs;
    lineItemsSummary: NoArgs;
    locationName: NoArgs;
    market: NoArgs;
    metafield: Schema.OrderMetafieldArgs;
    metafields: Schema.OrderMetafieldsArgs;
    name: NoArgs;
    note: NoArgs;
    number: NoArgs;
    orderReceiptMetafields: NoArgs;
    paymentInformation: NoArgs;
    paymentTermsTemplate: NoArgs;
    phone: NoArgs;
    pickupInformation: NoArgs;
    poNumber: NoArgs;
    processedAt: NoArgs;
    purchasingEntity: NoArgs;
    refunds: NoArgs;
    reorderPath: NoArgs;
    requiresShipping: NoArgs;
    return: Schema.OrderReturnArgs;
    returnInformation: NoArgs;
    returns: Schema.OrderReturnsArgs;
    shippingAddress: NoArgs;
    shippingDiscountAllocations: NoArgs;
    shippingLine: NoArgs;
    shippingLineGroups: NoArgs;
    shippingTitle: NoArgs;
    shopAppLinksAndResources: NoArgs;
    soldInformation: NoArgs;
    statusPageUrl: NoArgs;
    subscriptionContracts: Schema.OrderSubscriptionContractsArgs;
    subtotal: NoArgs;
    subtotalBeforeDiscounts: NoArgs;
    taxInvoices: NoArgs;
    totalDiscountedShipping: NoArgs;
    totalDuties: NoArgs;
    totalDutiesSummary: NoArgs;
    totalPrice: NoArgs;
    totalRefunded: NoArgs;
    totalShipping: NoArgs;
    totalTax: NoArgs;
    totalTip: NoArgs;
    transactions: NoArgs;
    updatedAt: NoArgs;
  };
  OrderAgreement: {
    happenedAt: NoArgs;
    id: NoArgs;
    order: NoArgs;
    reason: NoArgs;
    sales: Schema.OrderAgreementSalesArgs;
  };
  OrderAllDiscounts: {
    discountApplicationType: NoArgs;
    discountValue: NoArgs;
    targetType: NoArgs;
    title: NoArgs;
  };
  OrderConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  OrderDiscountInformation: {
    allAppliedDiscounts: NoArgs;
    allOrderLevelAppliedDiscounts: NoArgs;
    allOrderLevelAppliedDiscountsOnSoldItems: NoArgs;
    totalDiscounts: NoArgs;
    totalOrderLevelAppliedDiscounts: NoArgs;
  };
  OrderDutiesSummary: {
    totalDuties: NoArgs;
    totalDutiesStatus: NoArgs;
  };
  OrderEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  OrderEditAgreement: {
    happenedAt: NoArgs;
    id: NoArgs;
    reason: NoArgs;
    sales: Schema.OrderEditAgreementSalesArgs;
  };
  OrderEditSummary: {
    changes: NoArgs;
    latestHappenedAt: NoArgs;
  };
  OrderEditSummaryChange: {
    delta: NoArgs;
    handle: NoArgs;
    id: NoArgs;
    lineItem: NoArgs;
  };
  OrderLineItemsSummary: {
    lineItemCount: NoArgs;
    totalQuantityOfLegacyFeesLineItems: NoArgs;
    totalQuantityOfLineItems: NoArgs;
    totalQuantityOfTipLineItems: NoArgs;
  };
  OrderNonReturnableSummary: {
    nonReturnableReasons: NoArgs;
    summaryMessage: NoArgs;
  };
  OrderPaymentInformation: {
    paymentCollectionUrl: NoArgs;
    paymentStatus: NoArgs;
    paymentTerms: NoArgs;
    totalOutstandingAmount: NoArgs;
    totalPaidAmount: NoArgs;
  };
  OrderPickupInformation: {
    address: NoArgs;
    createdAt: NoArgs;
    status: NoArgs;
    updatedAt: NoArgs;
  };
  OrderRequestReturnPayload: {
    return: NoArgs;
    userErrors: NoArgs;
  };
  OrderReturnInformation: {
    hasRestockingFee: NoArgs;
    hasReturnPromise: NoArgs;
    hasReturnShippingFee: NoArgs;
    nonReturnableLineItems: Schema.OrderReturnInformationNonReturnableLineItemsArgs;
    nonReturnableSummary: NoArgs;
    returnFees: NoArgs;
    returnShippingMethodNote: NoArgs;
    returnShippingMethods: NoArgs;
    returnableLineItems: Schema.OrderReturnInformationReturnableLineItemsArgs;
  };
  OrderShippingLineGroup: {
    groupType: NoArgs;
    lineAmountAfterDiscounts: NoArgs;
  };
  OrderSoldInformation: {
    quantity: NoArgs;
    refundedQuantity: NoArgs;
    subtotal: NoArgs;
    total: NoArgs;
    totalDiscount: NoArgs;
    totalTaxes: NoArgs;
  };
  OrderTransaction: {
    createdAt: NoArgs;
    giftCardDetails: NoArgs;
    id: NoArgs;
    kind: NoArgs;
    order: NoArgs;
    paymentDetails: NoArgs;
    paymentIcon: NoArgs;
    processedAt: NoArgs;
    status: NoArgs;
    transactionAmount: NoArgs;
    transactionParentId: NoArgs;
    type: NoArgs;
    typeDetails: NoArgs;
  };
  PageInfo: {
    endCursor: NoArgs;
    hasNextPage: NoArgs;
    hasPreviousPage: NoArgs;
    startCursor: NoArgs;
  };
  PaymentIcon: {
    paymentIcon: NoArgs;
  };
  PaymentIconImage: {
    altText: NoArgs;
    height: NoArgs;
    id: NoArgs;
    originalSrc: NoArgs;
    src: NoArgs;
    thumbhash: NoArgs;
    transformedSrc: Schema.PaymentIconImageTransformedSrcArgs;
    url: Schema.PaymentIconImageUrlArgs;
    width: NoArgs;
  };
  PaymentInstrument: {
    draftOrders: Schema.PaymentInstrumentDraftOrdersArgs;
    id: NoArgs;
    orders: Schema.PaymentInstrumentOrdersArgs;
    subscriptionContracts: Schema.PaymentInstrumentSubscriptionContractsArgs;
  };
  PaymentInstrumentAddPayload: {
    nextActionUrl: NoArgs;
    paymentInstrument: NoArgs;
    processing: NoArgs;
    userErrors: NoArgs;
  };
  PaymentInstrumentBillingAddress: {
    address1: NoArgs;
    address2: NoArgs;
    city: NoArgs;
    country: NoArgs;
    countryCode: NoArgs;
    firstName: NoArgs;
    lastName: NoArgs;
    province: NoArgs;
    provinceCode: NoArgs;
    zip: NoArgs;
  };
  PaymentInstrumentConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  PaymentInstrumentEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  PaymentInstrumentRemovePayload: {
    deletedPaymentInstrumentId: NoArgs;
    userErrors: NoArgs;
  };
  PaymentInstrumentReplacePayload: {
    nextActionUrl: NoArgs;
    paymentInstrument: NoArgs;
    processing: NoArgs;
    userErrors: NoArgs;
  };
  PaymentInstrumentUpdateDefaultPayload: {
    updatedPaymentInstrumentId: NoArgs;
    userErrors: NoArgs;
  };
  PaymentProviderClientCredentials: {
    apiClientKey: NoArgs;
    merchantAccountId: NoArgs;
  };
  PaymentSchedule: {
    amount: NoArgs;
    completed: NoArgs;
    completedAt: NoArgs;
    dueAt: NoArgs;
    id: NoArgs;
    totalBalance: NoArgs;
  };
  PaymentScheduleConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  PaymentScheduleEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  PaymentTerms: {
    id: NoArgs;
    nextDueAt: NoArgs;
    overdue: NoArgs;
    paymentSchedules: Schema.PaymentTermsPaymentSchedulesArgs;
    paymentTermsName: NoArgs;
    paymentTermsType: NoArgs;
  };
  PaymentTermsTemplate: {
    description: NoArgs;
    dueInDays: NoArgs;
    id: NoArgs;
    name: NoArgs;
    paymentTermsType: NoArgs;
    translatedName: NoArgs;
  };
  PaypalAccountEnablePayload: {
    paypalBillingAgreement: NoArgs;
    userErrors: NoArgs;
  };
  PaypalBillingAgreement: {
    billingAddress: NoArgs;
    draftOrders: Schema.PaypalBillingAgreementDraftOrdersArgs;
    id: NoArgs;
    orders: Schema.PaypalBillingAgreementOrdersArgs;
    paypalAccountEmail: NoArgs;
    pendingOrders: Schema.PaypalBillingAgreementPendingOrdersArgs;
    subscriptionContracts: Schema.PaypalBillingAgreementSubscriptionContractsArgs;
  };
  PaypalTokenCreatePayload: {
    token: NoArgs;
    userErrors: NoArgs;
  };
  PickupAddress: {
    address1: NoArgs;
    address2: NoArgs;
    city: NoArgs;
    countryCode: NoArgs;
    phone: NoArgs;
    zip: NoArgs;
    zoneCode: NoArgs;
  };
  PricingPercentageValue: {
    percentage: NoArgs;
  };
  ProductSale: {
    actionType: NoArgs;
    id: NoArgs;
    lineItem: NoArgs;
    lineType: NoArgs;
    quantity: NoArgs;
    taxes: NoArgs;
    totalAmount: NoArgs;
    totalDiscountAmountAfterTaxes: NoArgs;
    totalDiscountAmountBeforeTaxes: NoArgs;
    totalTaxAmount: NoArgs;
  };
  PurchasingCompany: {
    company: NoArgs;
    contact: NoArgs;
    location: NoArgs;
  };
  QueryRoot: {
    company: Schema.QueryRootCompanyArgs;
    companyLocation: Schema.QueryRootCompanyLocationArgs;
    customer: NoArgs;
    draftOrder: Schema.QueryRootDraftOrderArgs;
    extensionApiTokens: Schema.QueryRootExtensionApiTokensArgs;
    order: Schema.QueryRootOrderArgs;
    return: Schema.QueryRootReturnArgs;
    returnCalculate: Schema.QueryRootReturnCalculateArgs;
    shop: NoArgs;
    uiExtensionMetafields: Schema.QueryRootUiExtensionMetafieldsArgs;
    uiExtensionSessionToken: Schema.QueryRootUiExtensionSessionTokenArgs;
  };
  Refund: {
    createdAt: NoArgs;
    id: NoArgs;
    returnName: NoArgs;
    totalRefunded: NoArgs;
    updatedAt: NoArgs;
  };
  RefundAgreement: {
    happenedAt: NoArgs;
    id: NoArgs;
    reason: NoArgs;
    refund: NoArgs;
    sales: Schema.RefundAgreementSalesArgs;
  };
  RemainingLineItemContainer: {
    id: NoArgs;
    lineItems: Schema.RemainingLineItemContainerLineItemsArgs;
  };
  RemainingLineItemContainerLineItem: {
    id: NoArgs;
    lineItem: NoArgs;
  };
  RemainingLineItemContainerLineItemConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  RemainingLineItemContainerLineItemEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  ResendGiftCardPayload: {
    orderId: NoArgs;
    userErrors: NoArgs;
  };
  ResourcePermission: {
    permittedOperations: NoArgs;
    resource: NoArgs;
  };
  Return: {
    closedAt: NoArgs;
    createdAt: NoArgs;
    decline: NoArgs;
    exchangeLineItems: Schema.ReturnExchangeLineItemsArgs;
    id: NoArgs;
    name: NoArgs;
    returnLineItems: Schema.ReturnReturnLineItemsArgs;
    returnLineItemsCount: NoArgs;
    reverseDeliveries: Schema.ReturnReverseDeliveriesArgs;
    status: NoArgs;
    timelineEvents: NoArgs;
    tmpReturnLineItemsCount: NoArgs;
    updatedAt: NoArgs;
  };
  ReturnableLineItem: {
    lineItem: NoArgs;
    quantity: NoArgs;
  };
  ReturnableLineItemConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  ReturnableLineItemEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  ReturnAgreement: {
    happenedAt: NoArgs;
    id: NoArgs;
    reason: NoArgs;
    return: NoArgs;
    sales: Schema.ReturnAgreementSalesArgs;
  };
  ReturnConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  ReturnDecline: {
    note: NoArgs;
    reason: NoArgs;
  };
  ReturnEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  ReturnFee: {
    amountSet: NoArgs;
    title: NoArgs;
  };
  ReturnFinancialSummary: {
    restockingFeeSubtotalSet: NoArgs;
    returnOrderLevelDiscountSubtotalSet: NoArgs;
    returnShippingFeeSubtotalSet: NoArgs;
    returnSubtotalBeforeTargetAllDiscountsSet: NoArgs;
    returnSubtotalSet: NoArgs;
    returnSubtotalWithCartDiscountSet: NoArgs;
    returnTotalSet: NoArgs;
    returnTotalTaxSet: NoArgs;
  };
  ReturnLineItem: {
    id: NoArgs;
    lineItem: NoArgs;
    quantity: NoArgs;
    returnReason: NoArgs;
    returnReasonDefinition: NoArgs;
  };
  ReturnLineItemType: {
    id: NoArgs;
    lineItem: NoArgs;
    quantity: NoArgs;
    returnReason: NoArgs;
    returnReasonDefinition: NoArgs;
  };
  ReturnLineItemTypeConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  ReturnLineItemTypeEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  ReturnReasonDefinition: {
    deleted: NoArgs;
    handle: NoArgs;
    id: NoArgs;
    name: NoArgs;
  };
  ReturnReasonDefinitionConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  ReturnReasonDefinitionEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  ReturnRestockingFee: {
    amountSet: NoArgs;
    title: NoArgs;
  };
  ReturnShippingFee: {
    amountSet: NoArgs;
    title: NoArgs;
  };
  ReturnSupportedReason: {
    reason: NoArgs;
    title: NoArgs;
  };
  ReturnUserError: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  ReverseDelivery: {
    customerGeneratedLabel: NoArgs;
    deliverable: NoArgs;
    id: NoArgs;
  };
  ReverseDeliveryConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  ReverseDeliveryEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  ReverseDeliveryLabel: {
    createdAt: NoArgs;
    publicFileUrl: NoArgs;
    updatedAt: NoArgs;
  };
  ReverseDeliveryShippingDeliverable: {
    label: NoArgs;
    tracking: NoArgs;
  };
  ReverseDeliveryTracking: {
    carrierName: NoArgs;
    trackingNumber: NoArgs;
    trackingUrl: NoArgs;
  };
  Sale: {
    actionType: NoArgs;
    id: NoArgs;
    lineType: NoArgs;
    quantity: NoArgs;
    taxes: NoArgs;
    totalAmount: NoArgs;
    totalDiscountAmountAfterTaxes: NoArgs;
    totalDiscountAmountBeforeTaxes: NoArgs;
    totalTaxAmount: NoArgs;
  };
  SaleConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  SaleEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  SalesAgreement: {
    happenedAt: NoArgs;
    id: NoArgs;
    reason: NoArgs;
    sales: Schema.SalesAgreementSalesArgs;
  };
  SalesAgreementConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  SalesAgreementEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  SaleTax: {
    amount: NoArgs;
    id: NoArgs;
    taxLine: NoArgs;
  };
  ScriptDiscountApplication: {
    allocationMethod: NoArgs;
    targetSelection: NoArgs;
    targetType: NoArgs;
    title: NoArgs;
    value: NoArgs;
  };
  ShippingLine: {
    handle: NoArgs;
    originalPrice: NoArgs;
    title: NoArgs;
  };
  ShippingLineSale: {
    actionType: NoArgs;
    id: NoArgs;
    lineType: NoArgs;
    quantity: NoArgs;
    taxes: NoArgs;
    totalAmount: NoArgs;
    totalDiscountAmountAfterTaxes: NoArgs;
    totalDiscountAmountBeforeTaxes: NoArgs;
    totalTaxAmount: NoArgs;
  };
  ShippingRate: {
    handle: NoArgs;
    price: NoArgs;
    title: NoArgs;
  };
  Shop: {
    addressFormSettings: NoArgs;
    email: NoArgs;
    id: NoArgs;
    metafield: Schema.ShopMetafieldArgs;
    metafields: Schema.ShopMetafieldsArgs;
    myshopifyDomain: NoArgs;
    name: NoArgs;
    shopPolicies: NoArgs;
    url: NoArgs;
  };
  ShopAppLinksAndResources: {
    buyerHasShopApp: NoArgs;
    buyerHasShopPay: NoArgs;
    canTrackOrderUpdates: NoArgs;
    installmentsHighlightEligible: NoArgs;
    mobileUrl: NoArgs;
    mobileUrlAttributionPayload: NoArgs;
    orderUpdateOptions: NoArgs;
    qrCodeUrl: NoArgs;
    shopAppEligible: NoArgs;
    shopAppQrCodeKillswitch: NoArgs;
    shopInstallmentsMobileUrl: NoArgs;
    shopInstallmentsViewSchedules: NoArgs;
    shopPayOrder: NoArgs;
  };
  ShopPayCreditCardGetUpdateUrlPayload: {
    updateShopPayCreditCardUrl: NoArgs;
    userErrors: NoArgs;
  };
  ShopPolicy: {
    body: NoArgs;
    handle: NoArgs;
    id: NoArgs;
    title: NoArgs;
    url: NoArgs;
  };
  StoreCreditAccount: {
    balance: NoArgs;
    expirableBalance: NoArgs;
    id: NoArgs;
    transactions: Schema.StoreCreditAccountTransactionsArgs;
  };
  StoreCreditAccountConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  StoreCreditAccountCreditTransaction: {
    account: NoArgs;
    amount: NoArgs;
    balanceAfterTransaction: NoArgs;
    createdAt: NoArgs;
    event: NoArgs;
    expiresAt: NoArgs;
    id: NoArgs;
    origin: NoArgs;
    remainingAmount: NoArgs;
  };
  StoreCreditAccountDebitRevertTransaction: {
    account: NoArgs;
    amount: NoArgs;
    balanceAfterTransaction: NoArgs;
    createdAt: NoArgs;
    debitTransaction: NoArgs;
    event: NoArgs;
    id: NoArgs;
    origin: NoArgs;
  };
  StoreCreditAccountDebitTransaction: {
    account: NoArgs;
    amount: NoArgs;
    balanceAfterTransaction: NoArgs;
    createdAt: NoArgs;
    event: NoArgs;
    id: NoArgs;
    origin: NoArgs;
  };
  StoreCreditAccountEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  StoreCreditAccountExpirationTransaction: {
    account: NoArgs;
    amount: NoArgs;
    balanceAfterTransaction: NoArgs;
    createdAt: NoArgs;
    creditTransaction: NoArgs;
    event: NoArgs;
    origin: NoArgs;
  };
  StoreCreditAccountTransaction: {
    account: NoArgs;
    amount: NoArgs;
    balanceAfterTransaction: NoArgs;
    createdAt: NoArgs;
    event: NoArgs;
    origin: NoArgs;
  };
  StoreCreditAccountTransactionConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  StoreCreditAccountTransactionEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  StorefrontCustomerAccessTokenCreatePayload: {
    customerAccessToken: NoArgs;
    userErrors: NoArgs;
  };
  StripeFinancialConnectionsSessionInitiatePayload: {
    clientSecret: NoArgs;
    userErrors: NoArgs;
  };
  SubscriptionBillingCycle: {
    billingAttemptExpectedDate: NoArgs;
    cycleEndAt: NoArgs;
    cycleIndex: NoArgs;
    cycleStartAt: NoArgs;
    edited: NoArgs;
    skipped: NoArgs;
    status: NoArgs;
  };
  SubscriptionBillingCycleConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  SubscriptionBillingCycleEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  SubscriptionBillingCycleSkipPayload: {
    billingCycle: NoArgs;
    userErrors: NoArgs;
  };
  SubscriptionBillingCycleSkipUserError: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  SubscriptionBillingCycleUnskipPayload: {
    billingCycle: NoArgs;
    userErrors: NoArgs;
  };
  SubscriptionBillingCycleUnskipUserError: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  SubscriptionBillingPolicy: {
    anchors: NoArgs;
    interval: NoArgs;
    intervalCount: NoArgs;
    maxCycles: NoArgs;
    minCycles: NoArgs;
  };
  SubscriptionContract: {
    app: NoArgs;
    appEligibleForCustomerActions: NoArgs;
    billingPolicy: NoArgs;
    createdAt: NoArgs;
    currencyCode: NoArgs;
    customAttributes: NoArgs;
    deliveryMethod: NoArgs;
    deliveryPolicy: NoArgs;
    deliveryPrice: NoArgs;
    discounts: Schema.SubscriptionContractDiscountsArgs;
    id: NoArgs;
    lastBillingAttemptErrorType: NoArgs;
    lastPaymentStatus: NoArgs;
    lineCount: NoArgs;
    lines: Schema.SubscriptionContractLinesArgs;
    linesCount: NoArgs;
    nextBillingDate: NoArgs;
    note: NoArgs;
    orders: Schema.SubscriptionContractOrdersArgs;
    originOrder: NoArgs;
    paymentInstrument: NoArgs;
    priceBreakdownEstimate: NoArgs;
    revisionId: NoArgs;
    status: NoArgs;
    upcomingBillingCycles: Schema.SubscriptionContractUpcomingBillingCyclesArgs;
    updatedAt: NoArgs;
  };
  SubscriptionContractActivatePayload: {
    contract: NoArgs;
    userErrors: NoArgs;
  };
  SubscriptionContractBase: {
    appEligibleForCustomerActions: NoArgs;
    currencyCode: NoArgs;
    customAttributes: NoArgs;
    deliveryMethod: NoArgs;
    deliveryPrice: NoArgs;
    discounts: Schema.SubscriptionContractBaseDiscountsArgs;
    lineCount: NoArgs;
    lines: Schema.SubscriptionContractBaseLinesArgs;
    linesCount: NoArgs;
    note: NoArgs;
    orders: Schema.SubscriptionContractBaseOrdersArgs;
    priceBreakdownEstimate: NoArgs;
    updatedAt: NoArgs;
  };
  SubscriptionContractCancelPayload: {
    contract: NoArgs;
    userErrors: NoArgs;
  };
  SubscriptionContractChangePaymentInstrumentPayload: {
    contract: NoArgs;
    userErrors: NoArgs;
  };
  SubscriptionContractConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  SubscriptionContractEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  SubscriptionContractFetchDeliveryOptionsPayload: {
    deliveryOptionsResult: NoArgs;
    userErrors: NoArgs;
  };
  SubscriptionContractPausePayload: {
    contract: NoArgs;
    userErrors: NoArgs;
  };
  SubscriptionContractSelectDeliveryMethodPayload: {
    contract: NoArgs;
    userErrors: NoArgs;
  };
  SubscriptionContractStatusUpdateUserError: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  SubscriptionContractUserError: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  SubscriptionDeliveryMethodLocalDelivery: {
    address: NoArgs;
    localDeliveryOption: NoArgs;
  };
  SubscriptionDeliveryMethodLocalDeliveryOption: {
    description: NoArgs;
    instructions: NoArgs;
    phone: NoArgs;
    presentmentTitle: NoArgs;
    title: NoArgs;
  };
  SubscriptionDeliveryMethodPickup: {
    pickupOption: NoArgs;
  };
  SubscriptionDeliveryMethodPickupOption: {
    description: NoArgs;
    pickupAddress: NoArgs;
    presentmentTitle: NoArgs;
    title: NoArgs;
  };
  SubscriptionDeliveryMethodShipping: {
    address: NoArgs;
    shippingOption: NoArgs;
  };
  SubscriptionDeliveryMethodShippingOption: {
    description: NoArgs;
    presentmentTitle: NoArgs;
    title: NoArgs;
  };
  SubscriptionDeliveryOptionsResultFailure: {
    message: NoArgs;
  };
  SubscriptionDeliveryOptionsResultSuccess: {
    deliveryOptions: NoArgs;
    token: NoArgs;
  };
  SubscriptionDeliveryPolicy: {
    anchors: NoArgs;
    interval: NoArgs;
    intervalCount: NoArgs;
  };
  SubscriptionDiscount: {
    appliesToAllLines: NoArgs;
    id: NoArgs;
    lines: Schema.SubscriptionDiscountLinesArgs;
    recurringCycleLimit: NoArgs;
    targetType: NoArgs;
    title: NoArgs;
    type: NoArgs;
    usageCount: NoArgs;
    value: NoArgs;
  };
  SubscriptionDiscountAllocation: {
    amount: NoArgs;
    discount: NoArgs;
  };
  SubscriptionDiscountConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  SubscriptionDiscountEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  SubscriptionDiscountFixedAmountValue: {
    amount: NoArgs;
    appliesOnEachItem: NoArgs;
  };
  SubscriptionDiscountPercentageValue: {
    percentage: NoArgs;
  };
  SubscriptionLine: {
    currentPrice: NoArgs;
    customAttributes: NoArgs;
    discountAllocations: NoArgs;
    id: NoArgs;
    image: NoArgs;
    lineDiscountedPrice: NoArgs;
    name: NoArgs;
    onlineStoreUrl: NoArgs;
    quantity: NoArgs;
    requiresShipping: NoArgs;
    sku: NoArgs;
    taxable: NoArgs;
    title: NoArgs;
    variantImage: NoArgs;
    variantTitle: NoArgs;
  };
  SubscriptionLineConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  SubscriptionLineEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  SubscriptionLocalDeliveryOption: {
    code: NoArgs;
    description: NoArgs;
    phoneRequired: NoArgs;
    presentmentTitle: NoArgs;
    price: NoArgs;
    title: NoArgs;
  };
  SubscriptionMailingAddress: {
    address1: NoArgs;
    address2: NoArgs;
    city: NoArgs;
    company: NoArgs;
    country: NoArgs;
    countryCode: NoArgs;
    firstName: NoArgs;
    lastName: NoArgs;
    name: NoArgs;
    phone: NoArgs;
    province: NoArgs;
    provinceCode: NoArgs;
    zip: NoArgs;
  };
  SubscriptionMonthDayAnchor: {
    dayOfMonth: NoArgs;
  };
  SubscriptionPickupOption: {
    code: NoArgs;
    description: NoArgs;
    locationId: NoArgs;
    phoneRequired: NoArgs;
    pickupAddress: NoArgs;
    pickupTime: NoArgs;
    presentmentTitle: NoArgs;
    price: NoArgs;
    title: NoArgs;
  };
  SubscriptionPriceBreakdown: {
    subtotalPrice: NoArgs;
    taxesIncluded: NoArgs;
    totalDiscounts: NoArgs;
    totalPrice: NoArgs;
    totalShippingPrice: NoArgs;
    totalTax: NoArgs;
  };
  SubscriptionShippingOption: {
    code: NoArgs;
    description: NoArgs;
    phoneRequired: NoArgs;
    presentmentTitle: NoArgs;
    price: NoArgs;
    title: NoArgs;
  };
  SubscriptionWeekDayAnchor: {
    dayOfWeek: NoArgs;
  };
  SubscriptionYearDayAnchor: {
    dayOfMonth: NoArgs;
    month: NoArgs;
  };
  TaxExemptionDetails: {
    applicable: NoArgs;
    exemptionGroup: NoArgs;
    exemptionGroupName: NoArgs;
    groupedName: NoArgs;
    name: NoArgs;
    taxRegionCode: NoArgs;
    type: NoArgs;
  };
  TaxInvoice: {
    buyerTimeZone: NoArgs;
    createdAt: NoArgs;
    invoiceNumber: NoArgs;
    status: NoArgs;
    url: NoArgs;
  };
  TaxLine: {
    channelLiable: NoArgs;
    id: NoArgs;
    priceSet: NoArgs;
    rate: NoArgs;
    ratePercentage: NoArgs;
    source: NoArgs;
    title: NoArgs;
  };
  TimelineEvent: {
    happenedAt: NoArgs;
    id: NoArgs;
    message: NoArgs;
    subtitle: NoArgs;
    title: NoArgs;
  };
  TipSale: {
    actionType: NoArgs;
    id: NoArgs;
    lineItem: NoArgs;
    lineType: NoArgs;
    quantity: NoArgs;
    taxes: NoArgs;
    totalAmount: NoArgs;
    totalDiscountAmountAfterTaxes: NoArgs;
    totalDiscountAmountBeforeTaxes: NoArgs;
    totalTaxAmount: NoArgs;
  };
  TrackingInformation: {
    company: NoArgs;
    number: NoArgs;
    url: NoArgs;
  };
  TransactionTypeDetails: {
    message: NoArgs;
    name: NoArgs;
  };
  UiExtensionMetafield: {
    description: NoArgs;
    id: NoArgs;
    key: NoArgs;
    namespace: NoArgs;
    ownerId: NoArgs;
    type: NoArgs;
    value: NoArgs;
    valueType: NoArgs;
  };
  UiExtensionSessionToken: {
    expiresIn: NoArgs;
    value: NoArgs;
  };
  UnfulfilledDigitalLineItemContainer: {
    lineItems: Schema.UnfulfilledDigitalLineItemContainerLineItemsArgs;
  };
  UnfulfilledGiftCardLineItemContainer: {
    lineItems: Schema.UnfulfilledGiftCardLineItemContainerLineItemsArgs;
  };
  UnfulfilledLineItemContainer: {
    displayableState: NoArgs;
    lineItems: Schema.UnfulfilledLineItemContainerLineItemsArgs;
    state: NoArgs;
  };
  UnfulfilledLineItemContainerCommonFields: {
    lineItems: Schema.UnfulfilledLineItemContainerCommonFieldsLineItemsArgs;
  };
  UnfulfilledPhysicalLineItemContainer: {
    lineItems: Schema.UnfulfilledPhysicalLineItemContainerLineItemsArgs;
  };
  UnitPrice: {
    measurement: NoArgs;
    price: NoArgs;
  };
  UnitPriceMeasurement: {
    referenceUnit: NoArgs;
    referenceValue: NoArgs;
  };
  UnknownSale: {
    actionType: NoArgs;
    id: NoArgs;
    lineType: NoArgs;
    quantity: NoArgs;
    taxes: NoArgs;
    totalAmount: NoArgs;
    totalDiscountAmountAfterTaxes: NoArgs;
    totalDiscountAmountBeforeTaxes: NoArgs;
    totalTaxAmount: NoArgs;
  };
  UnverifiedReturnLineItem: {
    id: NoArgs;
    lineItem: NoArgs;
    quantity: NoArgs;
    returnReason: NoArgs;
    returnReasonDefinition: NoArgs;
  };
  UserErrorsBusinessContactUserErrors: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  UserErrorsBusinessLocationPaymentInstrumentUserErrors: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  UserErrorsCustomerAddressUserErrors: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  UserErrorsCustomerEmailMarketingOptInUserErrors: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  UserErrorsCustomerEmailMarketingUserErrors: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  UserErrorsCustomerUserErrors: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  UserErrorsPaymentInstrumentUserErrors: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  UserErrorsPaypalTokenUserErrors: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  UserErrorsResendGiftCardErrors: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  UserErrorsStorefrontCustomerAccessTokenCreateUserErrors: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  UserErrorsStripeFinancialConnectionsSessionUserErrors: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  Video: {
    alt: NoArgs;
    id: NoArgs;
    mediaContentType: NoArgs;
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
  Weight: {
    unit: NoArgs;
    value: NoArgs;
  };
}
