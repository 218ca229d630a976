// Written by npm run codegen from the schema (packages/shopify-schemas/field-args-map.ts).
import type * as Schema from './admin-slice.types.js';

/** A field without arguments. */
type NoArgs = Record<string, never>;

export interface AdminFieldArgs {
  AccessScope: {
    handle: NoArgs;
    description: NoArgs;
  };
  ApiVersion: {
    displayName: NoArgs;
    handle: NoArgs;
    supported: NoArgs;
  };
  AppInstallation: {
    id: NoArgs;
    accessScopes: NoArgs;
  };
  Collection: {
    id: NoArgs;
    handle: NoArgs;
    title: NoArgs;
    publishedOnPublication: Schema.CollectionPublishedOnPublicationArgs;
  };
  CollectionAddProductsPayload: {
    collection: NoArgs;
    userErrors: NoArgs;
  };
  CollectionCreatePayload: {
    collection: NoArgs;
    userErrors: NoArgs;
  };
  Count: {
    count: NoArgs;
    precision: NoArgs;
  };
  Customer: {
    id: NoArgs;
    email: NoArgs;
    firstName: NoArgs;
    lastName: NoArgs;
    displayName: NoArgs;
    phone: NoArgs;
    locale: NoArgs;
    note: NoArgs;
    tags: NoArgs;
    state: NoArgs;
    verifiedEmail: NoArgs;
    numberOfOrders: NoArgs;
    defaultEmailAddress: NoArgs;
    emailMarketingConsent: NoArgs;
    createdAt: NoArgs;
    updatedAt: NoArgs;
  };
  CustomerCreatePayload: {
    customer: NoArgs;
    userErrors: NoArgs;
  };
  CustomerEmailAddress: {
    emailAddress: NoArgs;
    marketingState: NoArgs;
    marketingOptInLevel: NoArgs;
    marketingUpdatedAt: NoArgs;
  };
  CustomerEmailMarketingConsentState: {
    marketingState: NoArgs;
    marketingOptInLevel: NoArgs;
    consentUpdatedAt: NoArgs;
  };
  CustomerEmailMarketingConsentUpdatePayload: {
    customer: NoArgs;
    userErrors: NoArgs;
  };
  CustomerEmailMarketingConsentUpdateUserError: {
    field: NoArgs;
    message: NoArgs;
  };
  CustomerUpdatePayload: {
    customer: NoArgs;
    userErrors: NoArgs;
  };
  DisplayableError: {
    field: NoArgs;
    message: NoArgs;
  };
  Image: {
    id: NoArgs;
    url: NoArgs;
    altText: NoArgs;
    width: NoArgs;
    height: NoArgs;
  };
  InventoryAdjustmentGroup: {
    id: NoArgs;
    createdAt: NoArgs;
    reason: NoArgs;
    referenceDocumentUri: NoArgs;
    changes: Schema.InventoryAdjustmentGroupChangesArgs;
  };
  InventoryChange: {
    delta: NoArgs;
    item: NoArgs;
    location: NoArgs;
    name: NoArgs;
    quantityAfterChange: NoArgs;
  };
  InventoryItem: {
    id: NoArgs;
    sku: NoArgs;
    tracked: NoArgs;
    requiresShipping: NoArgs;
    variant: NoArgs;
    inventoryLevel: Schema.InventoryItemInventoryLevelArgs;
    inventoryLevels: Schema.InventoryItemInventoryLevelsArgs;
    createdAt: NoArgs;
    updatedAt: NoArgs;
  };
  InventoryLevel: {
    id: NoArgs;
    item: NoArgs;
    location: NoArgs;
    quantities: Schema.InventoryLevelQuantitiesArgs;
    canDeactivate: NoArgs;
    createdAt: NoArgs;
    updatedAt: NoArgs;
  };
  InventoryLevelConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  InventoryLevelEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  InventoryQuantity: {
    id: NoArgs;
    name: NoArgs;
    quantity: NoArgs;
    updatedAt: NoArgs;
  };
  InventorySetQuantitiesPayload: {
    inventoryAdjustmentGroup: NoArgs;
    userErrors: NoArgs;
  };
  InventorySetQuantitiesUserError: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  Location: {
    id: NoArgs;
    name: NoArgs;
    isActive: NoArgs;
    fulfillsOnlineOrders: NoArgs;
    hasActiveInventory: NoArgs;
    shipsInventory: NoArgs;
    inventoryLevel: Schema.LocationInventoryLevelArgs;
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
  Media: {
    id: NoArgs;
    alt: NoArgs;
    mediaContentType: NoArgs;
    status: NoArgs;
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
    id: NoArgs;
    alt: NoArgs;
    mediaContentType: NoArgs;
    status: NoArgs;
    image: NoArgs;
    createdAt: NoArgs;
  };
  Menu: {
    id: NoArgs;
    handle: NoArgs;
    title: NoArgs;
    isDefault: NoArgs;
    items: NoArgs;
  };
  MenuConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  MenuCreatePayload: {
    menu: NoArgs;
    userErrors: NoArgs;
  };
  MenuCreateUserError: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  MenuEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  MenuItem: {
    id: NoArgs;
    title: NoArgs;
    type: NoArgs;
    url: NoArgs;
    resourceId: NoArgs;
    tags: NoArgs;
    items: NoArgs;
  };
  Metafield: {
    id: NoArgs;
    namespace: NoArgs;
    key: NoArgs;
    type: NoArgs;
    value: NoArgs;
    createdAt: NoArgs;
    updatedAt: NoArgs;
  };
  MetafieldAccess: {
    admin: NoArgs;
    customerAccount: NoArgs;
    storefront: NoArgs;
  };
  MetafieldConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  MetafieldDefinition: {
    id: NoArgs;
    name: NoArgs;
    namespace: NoArgs;
    key: NoArgs;
    description: NoArgs;
    ownerType: NoArgs;
    type: NoArgs;
    validations: NoArgs;
    access: NoArgs;
    metafieldsCount: NoArgs;
  };
  MetafieldDefinitionConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  MetafieldDefinitionCreatePayload: {
    createdDefinition: NoArgs;
    userErrors: NoArgs;
  };
  MetafieldDefinitionCreateUserError: {
    code: NoArgs;
    elementIndex: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  MetafieldDefinitionEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  MetafieldDefinitionType: {
    name: NoArgs;
    category: NoArgs;
  };
  MetafieldDefinitionUpdatePayload: {
    updatedDefinition: NoArgs;
    userErrors: NoArgs;
  };
  MetafieldDefinitionUpdateUserError: {
    code: NoArgs;
    elementIndex: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  MetafieldDefinitionValidation: {
    name: NoArgs;
    type: NoArgs;
    value: NoArgs;
  };
  MetafieldEdge: {
    cursor: NoArgs;
    node: NoArgs;
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
    id: NoArgs;
    handle: NoArgs;
    type: NoArgs;
    displayName: NoArgs;
    fields: NoArgs;
    field: Schema.MetaobjectFieldArgs;
    capabilities: NoArgs;
    definition: NoArgs;
    createdAt: NoArgs;
    updatedAt: NoArgs;
  };
  MetaobjectCapabilities: {
    publishable: NoArgs;
  };
  MetaobjectCapabilitiesPublishable: {
    enabled: NoArgs;
  };
  MetaobjectCapabilityData: {
    publishable: NoArgs;
  };
  MetaobjectCapabilityDataPublishable: {
    status: NoArgs;
  };
  MetaobjectConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  MetaobjectCreatePayload: {
    metaobject: NoArgs;
    userErrors: NoArgs;
  };
  MetaobjectDefinition: {
    id: NoArgs;
    type: NoArgs;
    name: NoArgs;
    description: NoArgs;
    displayNameKey: NoArgs;
    fieldDefinitions: NoArgs;
    capabilities: NoArgs;
    metaobjectsCount: NoArgs;
  };
  MetaobjectDefinitionCreatePayload: {
    metaobjectDefinition: NoArgs;
    userErrors: NoArgs;
  };
  MetaobjectEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  MetaobjectField: {
    key: NoArgs;
    type: NoArgs;
    value: NoArgs;
  };
  MetaobjectFieldDefinition: {
    key: NoArgs;
    name: NoArgs;
    description: NoArgs;
    required: NoArgs;
    type: NoArgs;
    validations: NoArgs;
  };
  MetaobjectUserError: {
    code: NoArgs;
    elementIndex: NoArgs;
    elementKey: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  Mutation: {
    customerCreate: Schema.MutationCustomerCreateArgs;
    customerUpdate: Schema.MutationCustomerUpdateArgs;
    customerEmailMarketingConsentUpdate: Schema.MutationCustomerEmailMarketingConsentUpdateArgs;
    tagsAdd: Schema.MutationTagsAddArgs;
    productCreate: Schema.MutationProductCreateArgs;
    productSet: Schema.MutationProductSetArgs;
    translationsRegister: Schema.MutationTranslationsRegisterArgs;
    productUpdate: Schema.MutationProductUpdateArgs;
    productVariantsBulkUpdate: Schema.MutationProductVariantsBulkUpdateArgs;
    inventorySetQuantities: Schema.MutationInventorySetQuantitiesArgs;
    webhookSubscriptionCreate: Schema.MutationWebhookSubscriptionCreateArgs;
    webhookSubscriptionDelete: Schema.MutationWebhookSubscriptionDeleteArgs;
    metafieldDefinitionCreate: Schema.MutationMetafieldDefinitionCreateArgs;
    metafieldDefinitionUpdate: Schema.MutationMetafieldDefinitionUpdateArgs;
    metafieldsSet: Schema.MutationMetafieldsSetArgs;
    collectionCreate: Schema.MutationCollectionCreateArgs;
    collectionAddProducts: Schema.MutationCollectionAddProductsArgs;
    metaobjectDefinitionCreate: Schema.MutationMetaobjectDefinitionCreateArgs;
    metaobjectCreate: Schema.MutationMetaobjectCreateArgs;
    publishablePublish: Schema.MutationPublishablePublishArgs;
    publishableUnpublish: Schema.MutationPublishableUnpublishArgs;
    menuCreate: Schema.MutationMenuCreateArgs;
  };
  Node: {
    id: NoArgs;
  };
  PageInfo: {
    endCursor: NoArgs;
    hasNextPage: NoArgs;
    hasPreviousPage: NoArgs;
    startCursor: NoArgs;
  };
  Product: {
    id: NoArgs;
    title: NoArgs;
    handle: NoArgs;
    status: NoArgs;
    vendor: NoArgs;
    productType: NoArgs;
    tags: NoArgs;
    description: Schema.ProductDescriptionArgs;
    descriptionHtml: NoArgs;
    seo: NoArgs;
    createdAt: NoArgs;
    updatedAt: NoArgs;
    publishedAt: NoArgs;
    onlineStoreUrl: NoArgs;
    totalInventory: NoArgs;
    tracksInventory: NoArgs;
    hasOnlyDefaultVariant: NoArgs;
    variants: Schema.ProductVariantsArgs;
    variantsCount: NoArgs;
    media: Schema.ProductMediaArgs;
    translations: Schema.ProductTranslationsArgs;
    metafield: Schema.ProductMetafieldArgs;
    publishedOnPublication: Schema.ProductPublishedOnPublicationArgs;
  };
  ProductConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  ProductCreatePayload: {
    product: NoArgs;
    userErrors: NoArgs;
  };
  ProductEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  ProductSetOperation: {
    id: NoArgs;
    status: NoArgs;
    product: NoArgs;
    userErrors: NoArgs;
  };
  ProductSetPayload: {
    product: NoArgs;
    productSetOperation: NoArgs;
    userErrors: NoArgs;
  };
  ProductSetUserError: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  ProductUpdatePayload: {
    product: NoArgs;
    userErrors: NoArgs;
  };
  ProductVariant: {
    id: NoArgs;
    title: NoArgs;
    displayName: NoArgs;
    sku: NoArgs;
    barcode: NoArgs;
    price: NoArgs;
    compareAtPrice: NoArgs;
    position: NoArgs;
    availableForSale: NoArgs;
    inventoryPolicy: NoArgs;
    inventoryQuantity: NoArgs;
    selectedOptions: NoArgs;
    product: NoArgs;
    inventoryItem: NoArgs;
    createdAt: NoArgs;
    updatedAt: NoArgs;
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
  ProductVariantsBulkUpdatePayload: {
    product: NoArgs;
    productVariants: NoArgs;
    userErrors: NoArgs;
  };
  ProductVariantsBulkUpdateUserError: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  Publication: {
    id: NoArgs;
    name: NoArgs;
    autoPublish: NoArgs;
  };
  PublicationConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  PublicationEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  Publishable: {
    publishedOnPublication: Schema.PublishablePublishedOnPublicationArgs;
  };
  PublishablePublishPayload: {
    publishable: NoArgs;
    shop: NoArgs;
    userErrors: NoArgs;
  };
  PublishableUnpublishPayload: {
    publishable: NoArgs;
    shop: NoArgs;
    userErrors: NoArgs;
  };
  QueryRoot: {
    node: Schema.QueryRootNodeArgs;
    nodes: Schema.QueryRootNodesArgs;
    product: Schema.QueryRootProductArgs;
    productByIdentifier: Schema.QueryRootProductByIdentifierArgs;
    productVariant: Schema.QueryRootProductVariantArgs;
    productVariants: Schema.QueryRootProductVariantsArgs;
    inventoryItem: Schema.QueryRootInventoryItemArgs;
    location: Schema.QueryRootLocationArgs;
    locations: Schema.QueryRootLocationsArgs;
    customer: Schema.QueryRootCustomerArgs;
    customerByIdentifier: Schema.QueryRootCustomerByIdentifierArgs;
    translatableResource: Schema.QueryRootTranslatableResourceArgs;
    webhookSubscription: Schema.QueryRootWebhookSubscriptionArgs;
    webhookSubscriptions: Schema.QueryRootWebhookSubscriptionsArgs;
    shop: NoArgs;
    currentAppInstallation: NoArgs;
    metafieldDefinitions: Schema.QueryRootMetafieldDefinitionsArgs;
    collectionByIdentifier: Schema.QueryRootCollectionByIdentifierArgs;
    metaobject: Schema.QueryRootMetaobjectArgs;
    metaobjectDefinitionByType: Schema.QueryRootMetaobjectDefinitionByTypeArgs;
    metaobjects: Schema.QueryRootMetaobjectsArgs;
    publication: Schema.QueryRootPublicationArgs;
    publications: Schema.QueryRootPublicationsArgs;
    menu: Schema.QueryRootMenuArgs;
    menus: Schema.QueryRootMenusArgs;
  };
  SelectedOption: {
    name: NoArgs;
    value: NoArgs;
  };
  SEO: {
    description: NoArgs;
    title: NoArgs;
  };
  Shop: {
    id: NoArgs;
    name: NoArgs;
    myshopifyDomain: NoArgs;
    metafield: Schema.ShopMetafieldArgs;
    metafields: Schema.ShopMetafieldsArgs;
  };
  TagsAddPayload: {
    node: NoArgs;
    userErrors: NoArgs;
  };
  TranslatableContent: {
    key: NoArgs;
    value: NoArgs;
    digest: NoArgs;
    locale: NoArgs;
    type: NoArgs;
  };
  TranslatableResource: {
    resourceId: NoArgs;
    translatableContent: Schema.TranslatableResourceTranslatableContentArgs;
    translations: Schema.TranslatableResourceTranslationsArgs;
  };
  Translation: {
    key: NoArgs;
    value: NoArgs;
    locale: NoArgs;
    outdated: NoArgs;
    updatedAt: NoArgs;
  };
  TranslationsRegisterPayload: {
    translations: NoArgs;
    userErrors: NoArgs;
  };
  TranslationUserError: {
    code: NoArgs;
    field: NoArgs;
    message: NoArgs;
  };
  UserError: {
    field: NoArgs;
    message: NoArgs;
  };
  WebhookSubscription: {
    id: NoArgs;
    legacyResourceId: NoArgs;
    topic: NoArgs;
    uri: NoArgs;
    format: NoArgs;
    includeFields: NoArgs;
    metafieldNamespaces: NoArgs;
    filter: NoArgs;
    apiVersion: NoArgs;
    createdAt: NoArgs;
    updatedAt: NoArgs;
  };
  WebhookSubscriptionConnection: {
    edges: NoArgs;
    nodes: NoArgs;
    pageInfo: NoArgs;
  };
  WebhookSubscriptionCreatePayload: {
    webhookSubscription: NoArgs;
    userErrors: NoArgs;
  };
  WebhookSubscriptionDeletePayload: {
    deletedWebhookSubscriptionId: NoArgs;
    userErrors: NoArgs;
  };
  WebhookSubscriptionEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
}
