export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 encoded UTC date time string. */
  DateTime: { input: string; output: string; }
  /** A string containing HTML code. */
  HTML: { input: string; output: string; }
  /** A monetary value string without a currency symbol or code, e.g. "100.57". */
  Money: { input: string; output: string; }
  /** An RFC 3986 and RFC 3987 compliant URI string. */
  URL: { input: string; output: string; }
  /** An unsigned 64-bit integer, serialized as a string. */
  UnsignedInt64: { input: string; output: string; }
};

export type AccessScope = {
  __typename?: 'AccessScope';
  description: Scalars['String']['output'];
  handle: Scalars['String']['output'];
};

export type ApiVersion = {
  __typename?: 'ApiVersion';
  displayName: Scalars['String']['output'];
  handle: Scalars['String']['output'];
  supported: Scalars['Boolean']['output'];
};

/** The app's installation on the shop, with the access scopes its token was granted. */
export type AppInstallation = Node & {
  __typename?: 'AppInstallation';
  accessScopes: Array<AccessScope>;
  id: Scalars['ID']['output'];
};

/** A collection, as much of it as setup and doctor read. */
export type Collection = Node & Publishable & {
  __typename?: 'Collection';
  handle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  publishedOnPublication: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};


/** A collection, as much of it as setup and doctor read. */
export type CollectionPublishedOnPublicationArgs = {
  publicationId: Scalars['ID']['input'];
};

export type CollectionAddProductsPayload = {
  __typename?: 'CollectionAddProductsPayload';
  collection?: Maybe<Collection>;
  userErrors: Array<UserError>;
};

export type CollectionCreatePayload = {
  __typename?: 'CollectionCreatePayload';
  collection?: Maybe<Collection>;
  userErrors: Array<UserError>;
};

export type CollectionIdentifierInput = {
  handle?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type CollectionInput = {
  descriptionHtml?: InputMaybe<Scalars['String']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type Count = {
  __typename?: 'Count';
  count: Scalars['Int']['output'];
  precision: CountPrecision;
};

export type CountPrecision =
  | 'AT_LEAST'
  | 'EXACT';

export type Customer = Node & {
  __typename?: 'Customer';
  createdAt: Scalars['DateTime']['output'];
  defaultEmailAddress?: Maybe<CustomerEmailAddress>;
  displayName: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  emailMarketingConsent?: Maybe<CustomerEmailMarketingConsentState>;
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  locale: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  numberOfOrders: Scalars['UnsignedInt64']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  state: CustomerState;
  tags: Array<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  verifiedEmail: Scalars['Boolean']['output'];
};

export type CustomerCreatePayload = {
  __typename?: 'CustomerCreatePayload';
  customer?: Maybe<Customer>;
  userErrors: Array<UserError>;
};

export type CustomerEmailAddress = {
  __typename?: 'CustomerEmailAddress';
  emailAddress: Scalars['String']['output'];
  marketingOptInLevel?: Maybe<CustomerMarketingOptInLevel>;
  marketingState: CustomerEmailMarketingState;
  marketingUpdatedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type CustomerEmailMarketingConsentInput = {
  consentUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  marketingOptInLevel?: InputMaybe<CustomerMarketingOptInLevel>;
  marketingState: CustomerEmailMarketingState;
};

export type CustomerEmailMarketingConsentState = {
  __typename?: 'CustomerEmailMarketingConsentState';
  consentUpdatedAt?: Maybe<Scalars['DateTime']['output']>;
  marketingOptInLevel?: Maybe<CustomerMarketingOptInLevel>;
  marketingState: CustomerEmailMarketingState;
};

export type CustomerEmailMarketingConsentUpdateInput = {
  customerId: Scalars['ID']['input'];
  emailMarketingConsent: CustomerEmailMarketingConsentInput;
};

export type CustomerEmailMarketingConsentUpdatePayload = {
  __typename?: 'CustomerEmailMarketingConsentUpdatePayload';
  customer?: Maybe<Customer>;
  userErrors: Array<CustomerEmailMarketingConsentUpdateUserError>;
};

export type CustomerEmailMarketingConsentUpdateUserError = DisplayableError & {
  __typename?: 'CustomerEmailMarketingConsentUpdateUserError';
  field?: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};

export type CustomerEmailMarketingState =
  | 'INVALID'
  | 'NOT_SUBSCRIBED'
  | 'PENDING'
  | 'REDACTED'
  | 'SUBSCRIBED'
  | 'UNSUBSCRIBED';

export type CustomerIdentifierInput = {
  emailAddress?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  emailMarketingConsent?: InputMaybe<CustomerEmailMarketingConsentInput>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CustomerMarketingOptInLevel =
  | 'CONFIRMED_OPT_IN'
  | 'SINGLE_OPT_IN'
  | 'UNKNOWN';

export type CustomerState =
  | 'DECLINED'
  | 'DISABLED'
  | 'ENABLED'
  | 'INVITED';

export type CustomerUpdatePayload = {
  __typename?: 'CustomerUpdatePayload';
  customer?: Maybe<Customer>;
  userErrors: Array<UserError>;
};

export type DisplayableError = {
  field?: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};

export type FileContentType =
  | 'EXTERNAL_VIDEO'
  | 'FILE'
  | 'IMAGE'
  | 'MODEL_3D'
  | 'VIDEO';

export type FileSetInput = {
  alt?: InputMaybe<Scalars['String']['input']>;
  contentType?: InputMaybe<FileContentType>;
  filename?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  originalSource?: InputMaybe<Scalars['String']['input']>;
};

export type Image = {
  __typename?: 'Image';
  altText?: Maybe<Scalars['String']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
  url: Scalars['URL']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

export type InventoryAdjustmentGroup = Node & {
  __typename?: 'InventoryAdjustmentGroup';
  changes: Array<InventoryChange>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  referenceDocumentUri?: Maybe<Scalars['String']['output']>;
};


export type InventoryAdjustmentGroupChangesArgs = {
  inventoryItemIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  locationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  quantityNames?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type InventoryChange = {
  __typename?: 'InventoryChange';
  delta: Scalars['Int']['output'];
  item?: Maybe<InventoryItem>;
  location?: Maybe<Location>;
  name: Scalars['String']['output'];
  quantityAfterChange?: Maybe<Scalars['Int']['output']>;
};

export type InventoryItem = Node & {
  __typename?: 'InventoryItem';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  inventoryLevel?: Maybe<InventoryLevel>;
  inventoryLevels: InventoryLevelConnection;
  requiresShipping: Scalars['Boolean']['output'];
  sku?: Maybe<Scalars['String']['output']>;
  tracked: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
  variant: ProductVariant;
};


export type InventoryItemInventoryLevelArgs = {
  locationId: Scalars['ID']['input'];
};


export type InventoryItemInventoryLevelsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
};

export type InventoryItemInput = {
  requiresShipping?: InputMaybe<Scalars['Boolean']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  tracked?: InputMaybe<Scalars['Boolean']['input']>;
};

export type InventoryLevel = Node & {
  __typename?: 'InventoryLevel';
  canDeactivate: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  item: InventoryItem;
  location: Location;
  quantities: Array<InventoryQuantity>;
  updatedAt: Scalars['DateTime']['output'];
};


export type InventoryLevelQuantitiesArgs = {
  names: Array<Scalars['String']['input']>;
};

export type InventoryLevelConnection = {
  __typename?: 'InventoryLevelConnection';
  edges: Array<InventoryLevelEdge>;
  nodes: Array<InventoryLevel>;
  pageInfo: PageInfo;
};

export type InventoryLevelEdge = {
  __typename?: 'InventoryLevelEdge';
  cursor: Scalars['String']['output'];
  node: InventoryLevel;
};

export type InventoryLevelInput = {
  availableQuantity: Scalars['Int']['input'];
  locationId: Scalars['ID']['input'];
};

export type InventoryQuantity = Node & {
  __typename?: 'InventoryQuantity';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type InventoryQuantityInput = {
  /** Required from 2026-04: the quantity expected now (compare and swap), or null to skip the check. */
  changeFromQuantity?: InputMaybe<Scalars['Int']['input']>;
  inventoryItemId: Scalars['ID']['input'];
  locationId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type InventorySetQuantitiesInput = {
  name: Scalars['String']['input'];
  quantities: Array<InventoryQuantityInput>;
  reason: Scalars['String']['input'];
  referenceDocumentUri?: InputMaybe<Scalars['String']['input']>;
};

export type InventorySetQuantitiesPayload = {
  __typename?: 'InventorySetQuantitiesPayload';
  inventoryAdjustmentGroup?: Maybe<InventoryAdjustmentGroup>;
  userErrors: Array<InventorySetQuantitiesUserError>;
};

export type InventorySetQuantitiesUserError = {
  __typename?: 'InventorySetQuantitiesUserError';
  code?: Maybe<InventorySetQuantitiesUserErrorCode>;
  field?: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};

export type InventorySetQuantitiesUserErrorCode =
  | 'CHANGE_FROM_QUANTITY_STALE'
  | 'IDEMPOTENCY_KEY_PARAMETER_MISMATCH'
  | 'INVALID_INVENTORY_ITEM'
  | 'INVALID_LOCATION'
  | 'INVALID_NAME'
  | 'INVALID_QUANTITY_NEGATIVE'
  | 'INVALID_QUANTITY_TOO_HIGH'
  | 'INVALID_REASON'
  | 'NO_DUPLICATE_INVENTORY_ITEM_ID_GROUP_ID_PAIR';

export type LocalizableContentType =
  | 'HTML'
  | 'MULTI_LINE_TEXT_FIELD'
  | 'SINGLE_LINE_TEXT_FIELD'
  | 'STRING'
  | 'URI';

export type Location = Node & {
  __typename?: 'Location';
  fulfillsOnlineOrders: Scalars['Boolean']['output'];
  hasActiveInventory: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  inventoryLevel?: Maybe<InventoryLevel>;
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  shipsInventory: Scalars['Boolean']['output'];
};


export type LocationInventoryLevelArgs = {
  inventoryItemId: Scalars['ID']['input'];
};

export type LocationConnection = {
  __typename?: 'LocationConnection';
  edges: Array<LocationEdge>;
  nodes: Array<Location>;
  pageInfo: PageInfo;
};

export type LocationEdge = {
  __typename?: 'LocationEdge';
  cursor: Scalars['String']['output'];
  node: Location;
};

export type Media = {
  alt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  mediaContentType: MediaContentType;
  status: MediaStatus;
};

export type MediaConnection = {
  __typename?: 'MediaConnection';
  edges: Array<MediaEdge>;
  nodes: Array<Media>;
  pageInfo: PageInfo;
};

export type MediaContentType =
  | 'EXTERNAL_VIDEO'
  | 'IMAGE'
  | 'MODEL_3D'
  | 'VIDEO';

export type MediaEdge = {
  __typename?: 'MediaEdge';
  cursor: Scalars['String']['output'];
  node: Media;
};

export type MediaImage = Media & Node & {
  __typename?: 'MediaImage';
  alt?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  mediaContentType: MediaContentType;
  status: MediaStatus;
};

export type MediaStatus =
  | 'FAILED'
  | 'PROCESSING'
  | 'READY'
  | 'UPLOADED';

export type Menu = Node & {
  __typename?: 'Menu';
  handle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isDefault: Scalars['Boolean']['output'];
  items: Array<MenuItem>;
  title: Scalars['String']['output'];
};

export type MenuConnection = {
  __typename?: 'MenuConnection';
  edges: Array<MenuEdge>;
  nodes: Array<Menu>;
  pageInfo: PageInfo;
};

export type MenuCreatePayload = {
  __typename?: 'MenuCreatePayload';
  menu?: Maybe<Menu>;
  userErrors: Array<MenuCreateUserError>;
};

export type MenuCreateUserError = DisplayableError & {
  __typename?: 'MenuCreateUserError';
  code?: Maybe<MenuCreateUserErrorCode>;
  field?: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};

export type MenuCreateUserErrorCode =
  | 'NESTING_TOO_DEEP'
  | 'NOT_FOUND';

export type MenuEdge = {
  __typename?: 'MenuEdge';
  cursor: Scalars['String']['output'];
  node: Menu;
};

export type MenuItem = {
  __typename?: 'MenuItem';
  id: Scalars['ID']['output'];
  items: Array<MenuItem>;
  resourceId?: Maybe<Scalars['ID']['output']>;
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: MenuItemType;
  url?: Maybe<Scalars['String']['output']>;
};

export type MenuItemCreateInput = {
  items?: InputMaybe<Array<MenuItemCreateInput>>;
  resourceId?: InputMaybe<Scalars['ID']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
  type: MenuItemType;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type MenuItemType =
  | 'ARTICLE'
  | 'BLOG'
  | 'CATALOG'
  | 'COLLECTION'
  | 'COLLECTIONS'
  | 'CUSTOMER_ACCOUNT_PAGE'
  | 'FRONTPAGE'
  | 'HTTP'
  | 'METAOBJECT'
  | 'PAGE'
  | 'PRODUCT'
  | 'SEARCH'
  | 'SHOP_POLICY';

/** Additional information attached to a resource: in the Admin API every metafield, whatever its storefront access. */
export type Metafield = Node & {
  __typename?: 'Metafield';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  namespace: Scalars['String']['output'];
  type: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  value: Scalars['String']['output'];
};

/** Who may read and write the definition's metafields, per API. */
export type MetafieldAccess = {
  __typename?: 'MetafieldAccess';
  admin?: Maybe<MetafieldAdminAccess>;
  customerAccount: MetafieldCustomerAccountAccess;
  storefront?: Maybe<MetafieldStorefrontAccess>;
};

export type MetafieldAccessInput = {
  admin?: InputMaybe<MetafieldAdminAccessInput>;
  customerAccount?: InputMaybe<MetafieldCustomerAccountAccessInput>;
  storefront?: InputMaybe<MetafieldStorefrontAccessInput>;
};

export type MetafieldAccessUpdateInput = {
  admin?: InputMaybe<MetafieldAdminAccessInput>;
  customerAccount?: InputMaybe<MetafieldCustomerAccountAccessInput>;
  storefront?: InputMaybe<MetafieldStorefrontAccessInput>;
};

export type MetafieldAdminAccess =
  | 'MERCHANT_READ'
  | 'MERCHANT_READ_WRITE'
  | 'PRIVATE'
  | 'PUBLIC_READ'
  | 'PUBLIC_READ_WRITE';

export type MetafieldAdminAccessInput =
  | 'MERCHANT_READ'
  | 'MERCHANT_READ_WRITE'
  | 'PRIVATE'
  | 'PUBLIC_READ'
  | 'PUBLIC_READ_WRITE';

export type MetafieldConnection = {
  __typename?: 'MetafieldConnection';
  edges: Array<MetafieldEdge>;
  nodes: Array<Metafield>;
  pageInfo: PageInfo;
};

export type MetafieldCustomerAccountAccess =
  | 'NONE'
  | 'READ'
  | 'READ_WRITE';

export type MetafieldCustomerAccountAccessInput =
  | 'NONE'
  | 'READ'
  | 'READ_WRITE';

/** The structure, validations and access of the metafields of one owner type, namespace and key. */
export type MetafieldDefinition = Node & {
  __typename?: 'MetafieldDefinition';
  access: MetafieldAccess;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  metafieldsCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  namespace: Scalars['String']['output'];
  ownerType: MetafieldOwnerType;
  type: MetafieldDefinitionType;
  validations: Array<MetafieldDefinitionValidation>;
};

export type MetafieldDefinitionConnection = {
  __typename?: 'MetafieldDefinitionConnection';
  edges: Array<MetafieldDefinitionEdge>;
  nodes: Array<MetafieldDefinition>;
  pageInfo: PageInfo;
};

export type MetafieldDefinitionCreatePayload = {
  __typename?: 'MetafieldDefinitionCreatePayload';
  createdDefinition?: Maybe<MetafieldDefinition>;
  userErrors: Array<MetafieldDefinitionCreateUserError>;
};

export type MetafieldDefinitionCreateUserError = DisplayableError & {
  __typename?: 'MetafieldDefinitionCreateUserError';
  code?: Maybe<MetafieldDefinitionCreateUserErrorCode>;
  elementIndex?: Maybe<Scalars['Int']['output']>;
  field?: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};

export type MetafieldDefinitionCreateUserErrorCode =
  | 'DUPLICATE_OPTION'
  | 'INCLUSION'
  | 'INVALID'
  | 'INVALID_OPTION'
  | 'LIMIT_EXCEEDED'
  | 'PINNED_LIMIT_REACHED'
  | 'PRESENT'
  | 'RESERVED_NAMESPACE_KEY'
  | 'RESOURCE_TYPE_LIMIT_EXCEEDED'
  | 'TAKEN'
  | 'TOO_LONG'
  | 'TOO_SHORT'
  | 'UNSTRUCTURED_ALREADY_EXISTS';

export type MetafieldDefinitionEdge = {
  __typename?: 'MetafieldDefinitionEdge';
  cursor: Scalars['String']['output'];
  node: MetafieldDefinition;
};

export type MetafieldDefinitionInput = {
  access?: InputMaybe<MetafieldAccessInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  name: Scalars['String']['input'];
  namespace?: InputMaybe<Scalars['String']['input']>;
  ownerType: MetafieldOwnerType;
  pin?: InputMaybe<Scalars['Boolean']['input']>;
  type: Scalars['String']['input'];
  validations?: InputMaybe<Array<MetafieldDefinitionValidationInput>>;
};

export type MetafieldDefinitionType = {
  __typename?: 'MetafieldDefinitionType';
  category: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type MetafieldDefinitionUpdateInput = {
  access?: InputMaybe<MetafieldAccessUpdateInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  namespace?: InputMaybe<Scalars['String']['input']>;
  ownerType: MetafieldOwnerType;
  pin?: InputMaybe<Scalars['Boolean']['input']>;
  validations?: InputMaybe<Array<MetafieldDefinitionValidationInput>>;
};

export type MetafieldDefinitionUpdatePayload = {
  __typename?: 'MetafieldDefinitionUpdatePayload';
  updatedDefinition?: Maybe<MetafieldDefinition>;
  userErrors: Array<MetafieldDefinitionUpdateUserError>;
};

export type MetafieldDefinitionUpdateUserError = DisplayableError & {
  __typename?: 'MetafieldDefinitionUpdateUserError';
  code?: Maybe<MetafieldDefinitionUpdateUserErrorCode>;
  elementIndex?: Maybe<Scalars['Int']['output']>;
  field?: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};

export type MetafieldDefinitionUpdateUserErrorCode =
  | 'INTERNAL_ERROR'
  | 'INVALID'
  | 'INVALID_INPUT'
  | 'INVALID_INPUT_COMBINATION'
  | 'NOT_FOUND'
  | 'PINNED_LIMIT_REACHED'
  | 'PRESENT'
  | 'TOO_LONG';

export type MetafieldDefinitionValidation = {
  __typename?: 'MetafieldDefinitionValidation';
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type MetafieldDefinitionValidationInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type MetafieldEdge = {
  __typename?: 'MetafieldEdge';
  cursor: Scalars['String']['output'];
  node: Metafield;
};

export type MetafieldInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  namespace?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type MetafieldOwnerType =
  | 'API_PERMISSION'
  | 'ARTICLE'
  | 'BLOG'
  | 'CARTTRANSFORM'
  | 'COLLECTION'
  | 'COMPANY'
  | 'COMPANY_LOCATION'
  | 'CUSTOMER'
  | 'DELIVERY_CUSTOMIZATION'
  | 'DISCOUNT'
  | 'DRAFTORDER'
  | 'FULFILLMENT_CONSTRAINT_RULE'
  | 'GIFT_CARD_TRANSACTION'
  | 'LOCATION'
  | 'MARKET'
  | 'MEDIA_IMAGE'
  | 'ORDER'
  | 'ORDER_ROUTING_LOCATION_RULE'
  | 'PAGE'
  | 'PAYMENT_CUSTOMIZATION'
  | 'PRODUCT'
  | 'PRODUCTVARIANT'
  | 'SELLING_PLAN'
  | 'SHOP'
  | 'VALIDATION';

export type MetafieldStorefrontAccess =
  | 'NONE'
  | 'PUBLIC_READ';

export type MetafieldStorefrontAccessInput =
  | 'NONE'
  | 'PUBLIC_READ';

export type MetafieldsSetInput = {
  compareDigest?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  namespace?: InputMaybe<Scalars['String']['input']>;
  ownerId: Scalars['ID']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['String']['input'];
};

export type MetafieldsSetPayload = {
  __typename?: 'MetafieldsSetPayload';
  metafields?: Maybe<Array<Metafield>>;
  userErrors: Array<MetafieldsSetUserError>;
};

export type MetafieldsSetUserError = DisplayableError & {
  __typename?: 'MetafieldsSetUserError';
  code?: Maybe<MetafieldsSetUserErrorCode>;
  elementIndex?: Maybe<Scalars['Int']['output']>;
  field?: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};

export type MetafieldsSetUserErrorCode =
  | 'APP_NOT_AUTHORIZED'
  | 'BLANK'
  | 'INCLUSION'
  | 'INVALID'
  | 'INVALID_TYPE'
  | 'INVALID_VALUE'
  | 'LESS_THAN_OR_EQUAL_TO'
  | 'PRESENT'
  | 'STALE_OBJECT'
  | 'TOO_LONG'
  | 'TOO_SHORT';

export type Metaobject = Node & {
  __typename?: 'Metaobject';
  capabilities: MetaobjectCapabilityData;
  createdAt: Scalars['DateTime']['output'];
  definition: MetaobjectDefinition;
  displayName: Scalars['String']['output'];
  field?: Maybe<MetaobjectField>;
  fields: Array<MetaobjectField>;
  handle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  type: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};


export type MetaobjectFieldArgs = {
  key: Scalars['String']['input'];
};

export type MetaobjectCapabilities = {
  __typename?: 'MetaobjectCapabilities';
  publishable: MetaobjectCapabilitiesPublishable;
};

export type MetaobjectCapabilitiesPublishable = {
  __typename?: 'MetaobjectCapabilitiesPublishable';
  enabled: Scalars['Boolean']['output'];
};

export type MetaobjectCapabilityCreateInput = {
  publishable?: InputMaybe<MetaobjectCapabilityPublishableInput>;
};

export type MetaobjectCapabilityData = {
  __typename?: 'MetaobjectCapabilityData';
  publishable?: Maybe<MetaobjectCapabilityDataPublishable>;
};

export type MetaobjectCapabilityDataInput = {
  publishable?: InputMaybe<MetaobjectCapabilityDataPublishableInput>;
};

export type MetaobjectCapabilityDataPublishable = {
  __typename?: 'MetaobjectCapabilityDataPublishable';
  status: MetaobjectStatus;
};

export type MetaobjectCapabilityDataPublishableInput = {
  status: MetaobjectStatus;
};

export type MetaobjectCapabilityPublishableInput = {
  enabled: Scalars['Boolean']['input'];
};

export type MetaobjectConnection = {
  __typename?: 'MetaobjectConnection';
  edges: Array<MetaobjectEdge>;
  nodes: Array<Metaobject>;
  pageInfo: PageInfo;
};

export type MetaobjectCreateInput = {
  capabilities?: InputMaybe<MetaobjectCapabilityDataInput>;
  fields?: InputMaybe<Array<MetaobjectFieldInput>>;
  handle?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};

export type MetaobjectCreatePayload = {
  __typename?: 'MetaobjectCreatePayload';
  metaobject?: Maybe<Metaobject>;
  userErrors: Array<MetaobjectUserError>;
};

export type MetaobjectDefinition = Node & {
  __typename?: 'MetaobjectDefinition';
  capabilities: MetaobjectCapabilities;
  description?: Maybe<Scalars['String']['output']>;
  displayNameKey?: Maybe<Scalars['String']['output']>;
  fieldDefinitions: Array<MetaobjectFieldDefinition>;
  id: Scalars['ID']['output'];
  metaobjectsCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type MetaobjectDefinitionCreateInput = {
  capabilities?: InputMaybe<MetaobjectCapabilityCreateInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  displayNameKey?: InputMaybe<Scalars['String']['input']>;
  fieldDefinitions: Array<MetaobjectFieldDefinitionCreateInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};

export type MetaobjectDefinitionCreatePayload = {
  __typename?: 'MetaobjectDefinitionCreatePayload';
  metaobjectDefinition?: Maybe<MetaobjectDefinition>;
  userErrors: Array<MetaobjectUserError>;
};

export type MetaobjectEdge = {
  __typename?: 'MetaobjectEdge';
  cursor: Scalars['String']['output'];
  node: Metaobject;
};

export type MetaobjectField = {
  __typename?: 'MetaobjectField';
  key: Scalars['String']['output'];
  type: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type MetaobjectFieldDefinition = {
  __typename?: 'MetaobjectFieldDefinition';
  description?: Maybe<Scalars['String']['output']>;
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
  type: MetafieldDefinitionType;
  validations: Array<MetafieldDefinitionValidation>;
};

export type MetaobjectFieldDefinitionCreateInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  required?: InputMaybe<Scalars['Boolean']['input']>;
  type: Scalars['String']['input'];
  validations?: InputMaybe<Array<MetafieldDefinitionValidationInput>>;
};

export type MetaobjectFieldInput = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type MetaobjectStatus =
  | 'ACTIVE'
  | 'DRAFT';

export type MetaobjectUserError = DisplayableError & {
  __typename?: 'MetaobjectUserError';
  code?: Maybe<MetaobjectUserErrorCode>;
  elementIndex?: Maybe<Scalars['Int']['output']>;
  elementKey?: Maybe<Scalars['String']['output']>;
  field?: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};

export type MetaobjectUserErrorCode =
  | 'BLANK'
  | 'CAPABILITY_NOT_ENABLED'
  | 'DUPLICATE_FIELD_INPUT'
  | 'INCLUSION'
  | 'INVALID'
  | 'INVALID_TYPE'
  | 'INVALID_VALUE'
  | 'MAX_DEFINITIONS_EXCEEDED'
  | 'MAX_OBJECTS_EXCEEDED'
  | 'NOT_AUTHORIZED'
  | 'OBJECT_FIELD_REQUIRED'
  | 'OBJECT_FIELD_TAKEN'
  | 'PRESENT'
  | 'RECORD_NOT_FOUND'
  | 'TAKEN'
  | 'TOO_LONG'
  | 'TOO_SHORT'
  | 'UNDEFINED_OBJECT_FIELD'
  | 'UNDEFINED_OBJECT_TYPE';

export type Mutation = {
  __typename?: 'Mutation';
  collectionAddProducts?: Maybe<CollectionAddProductsPayload>;
  collectionCreate?: Maybe<CollectionCreatePayload>;
  customerCreate?: Maybe<CustomerCreatePayload>;
  customerEmailMarketingConsentUpdate?: Maybe<CustomerEmailMarketingConsentUpdatePayload>;
  customerUpdate?: Maybe<CustomerUpdatePayload>;
  inventorySetQuantities?: Maybe<InventorySetQuantitiesPayload>;
  menuCreate?: Maybe<MenuCreatePayload>;
  metafieldDefinitionCreate?: Maybe<MetafieldDefinitionCreatePayload>;
  metafieldDefinitionUpdate?: Maybe<MetafieldDefinitionUpdatePayload>;
  metafieldsSet?: Maybe<MetafieldsSetPayload>;
  metaobjectCreate?: Maybe<MetaobjectCreatePayload>;
  metaobjectDefinitionCreate?: Maybe<MetaobjectDefinitionCreatePayload>;
  productCreate?: Maybe<ProductCreatePayload>;
  productSet?: Maybe<ProductSetPayload>;
  productUpdate?: Maybe<ProductUpdatePayload>;
  productVariantsBulkUpdate?: Maybe<ProductVariantsBulkUpdatePayload>;
  publishablePublish?: Maybe<PublishablePublishPayload>;
  publishableUnpublish?: Maybe<PublishableUnpublishPayload>;
  tagsAdd?: Maybe<TagsAddPayload>;
  translationsRegister?: Maybe<TranslationsRegisterPayload>;
  webhookSubscriptionCreate?: Maybe<WebhookSubscriptionCreatePayload>;
  webhookSubscriptionDelete?: Maybe<WebhookSubscriptionDeletePayload>;
};


export type MutationCollectionAddProductsArgs = {
  id: Scalars['ID']['input'];
  productIds: Array<Scalars['ID']['input']>;
};


export type MutationCollectionCreateArgs = {
  input: CollectionInput;
};


export type MutationCustomerCreateArgs = {
  input: CustomerInput;
};


export type MutationCustomerEmailMarketingConsentUpdateArgs = {
  input: CustomerEmailMarketingConsentUpdateInput;
};


export type MutationCustomerUpdateArgs = {
  input: CustomerInput;
};


export type MutationInventorySetQuantitiesArgs = {
  input: InventorySetQuantitiesInput;
};


export type MutationMenuCreateArgs = {
  handle: Scalars['String']['input'];
  items: Array<MenuItemCreateInput>;
  title: Scalars['String']['input'];
};


export type MutationMetafieldDefinitionCreateArgs = {
  definition: MetafieldDefinitionInput;
};


export type MutationMetafieldDefinitionUpdateArgs = {
  definition: MetafieldDefinitionUpdateInput;
};


export type MutationMetafieldsSetArgs = {
  metafields: Array<MetafieldsSetInput>;
};


export type MutationMetaobjectCreateArgs = {
  metaobject: MetaobjectCreateInput;
};


export type MutationMetaobjectDefinitionCreateArgs = {
  definition: MetaobjectDefinitionCreateInput;
};


export type MutationProductCreateArgs = {
  product?: InputMaybe<ProductCreateInput>;
};


export type MutationProductSetArgs = {
  input: ProductSetInput;
  synchronous?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationProductUpdateArgs = {
  product?: InputMaybe<ProductUpdateInput>;
};


export type MutationProductVariantsBulkUpdateArgs = {
  allowPartialUpdates?: InputMaybe<Scalars['Boolean']['input']>;
  productId: Scalars['ID']['input'];
  variants: Array<ProductVariantsBulkInput>;
};


export type MutationPublishablePublishArgs = {
  id: Scalars['ID']['input'];
  input: Array<PublicationInput>;
};


export type MutationPublishableUnpublishArgs = {
  id: Scalars['ID']['input'];
  input: Array<PublicationInput>;
};


export type MutationTagsAddArgs = {
  id: Scalars['ID']['input'];
  tags: Array<Scalars['String']['input']>;
};


export type MutationTranslationsRegisterArgs = {
  resourceId: Scalars['ID']['input'];
  translations: Array<TranslationInput>;
};


export type MutationWebhookSubscriptionCreateArgs = {
  topic: WebhookSubscriptionTopic;
  webhookSubscription: WebhookSubscriptionInput;
};


export type MutationWebhookSubscriptionDeleteArgs = {
  id: Scalars['ID']['input'];
};

export type Node = {
  id: Scalars['ID']['output'];
};

export type OptionSetInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  values?: InputMaybe<Array<OptionValueSetInput>>;
};

export type OptionValueSetInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type Product = Node & Publishable & {
  __typename?: 'Product';
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  descriptionHtml: Scalars['HTML']['output'];
  handle: Scalars['String']['output'];
  hasOnlyDefaultVariant: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  media: MediaConnection;
  metafield?: Maybe<Metafield>;
  onlineStoreUrl?: Maybe<Scalars['URL']['output']>;
  productType: Scalars['String']['output'];
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  publishedOnPublication: Scalars['Boolean']['output'];
  seo: Seo;
  status: ProductStatus;
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  totalInventory: Scalars['Int']['output'];
  tracksInventory: Scalars['Boolean']['output'];
  translations: Array<Translation>;
  updatedAt: Scalars['DateTime']['output'];
  variants: ProductVariantConnection;
  variantsCount?: Maybe<Count>;
  vendor: Scalars['String']['output'];
};


export type ProductDescriptionArgs = {
  truncateAt?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductMediaArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
};


export type ProductMetafieldArgs = {
  key: Scalars['String']['input'];
  namespace?: InputMaybe<Scalars['String']['input']>;
};


export type ProductPublishedOnPublicationArgs = {
  publicationId: Scalars['ID']['input'];
};


export type ProductTranslationsArgs = {
  locale: Scalars['String']['input'];
  marketId?: InputMaybe<Scalars['ID']['input']>;
};


export type ProductVariantsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ProductConnection = {
  __typename?: 'ProductConnection';
  edges: Array<ProductEdge>;
  nodes: Array<Product>;
  pageInfo: PageInfo;
};

export type ProductCreateInput = {
  descriptionHtml?: InputMaybe<Scalars['String']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  productType?: InputMaybe<Scalars['String']['input']>;
  seo?: InputMaybe<SeoInput>;
  status?: InputMaybe<ProductStatus>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
  vendor?: InputMaybe<Scalars['String']['input']>;
};

export type ProductCreatePayload = {
  __typename?: 'ProductCreatePayload';
  product?: Maybe<Product>;
  userErrors: Array<UserError>;
};

export type ProductEdge = {
  __typename?: 'ProductEdge';
  cursor: Scalars['String']['output'];
  node: Product;
};

export type ProductIdentifierInput = {
  handle?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type ProductOperationStatus =
  | 'ACTIVE'
  | 'COMPLETE'
  | 'CREATED';

export type ProductSetInput = {
  descriptionHtml?: InputMaybe<Scalars['String']['input']>;
  files?: InputMaybe<Array<FileSetInput>>;
  handle?: InputMaybe<Scalars['String']['input']>;
  metafields?: InputMaybe<Array<MetafieldInput>>;
  productOptions?: InputMaybe<Array<OptionSetInput>>;
  productType?: InputMaybe<Scalars['String']['input']>;
  seo?: InputMaybe<SeoInput>;
  status?: InputMaybe<ProductStatus>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
  variants?: InputMaybe<Array<ProductVariantSetInput>>;
  vendor?: InputMaybe<Scalars['String']['input']>;
};

export type ProductSetOperation = Node & {
  __typename?: 'ProductSetOperation';
  id: Scalars['ID']['output'];
  product?: Maybe<Product>;
  status: ProductOperationStatus;
  userErrors: Array<ProductSetUserError>;
};

export type ProductSetPayload = {
  __typename?: 'ProductSetPayload';
  product?: Maybe<Product>;
  productSetOperation?: Maybe<ProductSetOperation>;
  userErrors: Array<ProductSetUserError>;
};

export type ProductSetUserError = DisplayableError & {
  __typename?: 'ProductSetUserError';
  code?: Maybe<ProductSetUserErrorCode>;
  field?: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};

export type ProductSetUserErrorCode =
  | 'DUPLICATED_OPTION_NAME'
  | 'DUPLICATED_OPTION_VALUE'
  | 'GENERIC_ERROR'
  | 'HANDLE_NOT_UNIQUE'
  | 'ID_NOT_ALLOWED'
  | 'INVALID_INPUT'
  | 'INVALID_METAFIELD'
  | 'INVALID_PRODUCT'
  | 'INVALID_VARIANT'
  | 'OPTIONS_OVER_LIMIT'
  | 'OPTION_DOES_NOT_EXIST'
  | 'OPTION_VALUES_MISSING'
  | 'OPTION_VALUE_DOES_NOT_EXIST'
  | 'VARIANTS_OVER_LIMIT';

export type ProductStatus =
  | 'ACTIVE'
  | 'ARCHIVED'
  | 'DRAFT';

export type ProductUpdateInput = {
  descriptionHtml?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  productType?: InputMaybe<Scalars['String']['input']>;
  seo?: InputMaybe<SeoInput>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
  vendor?: InputMaybe<Scalars['String']['input']>;
};

export type ProductUpdatePayload = {
  __typename?: 'ProductUpdatePayload';
  product?: Maybe<Product>;
  userErrors: Array<UserError>;
};

export type ProductVariant = Node & {
  __typename?: 'ProductVariant';
  availableForSale: Scalars['Boolean']['output'];
  barcode?: Maybe<Scalars['String']['output']>;
  compareAtPrice?: Maybe<Scalars['Money']['output']>;
  createdAt: Scalars['DateTime']['output'];
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  inventoryItem: InventoryItem;
  inventoryPolicy: ProductVariantInventoryPolicy;
  inventoryQuantity?: Maybe<Scalars['Int']['output']>;
  position: Scalars['Int']['output'];
  price: Scalars['Money']['output'];
  product: Product;
  selectedOptions: Array<SelectedOption>;
  sku?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type ProductVariantConnection = {
  __typename?: 'ProductVariantConnection';
  edges: Array<ProductVariantEdge>;
  nodes: Array<ProductVariant>;
  pageInfo: PageInfo;
};

export type ProductVariantEdge = {
  __typename?: 'ProductVariantEdge';
  cursor: Scalars['String']['output'];
  node: ProductVariant;
};

export type ProductVariantInventoryPolicy =
  | 'CONTINUE'
  | 'DENY';

export type ProductVariantSetInput = {
  barcode?: InputMaybe<Scalars['String']['input']>;
  compareAtPrice?: InputMaybe<Scalars['Money']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  inventoryPolicy?: InputMaybe<ProductVariantInventoryPolicy>;
  optionValues: Array<VariantOptionValueInput>;
  position?: InputMaybe<Scalars['Int']['input']>;
  price?: InputMaybe<Scalars['Money']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  taxable?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ProductVariantSortKeys =
  | 'ID'
  | 'INVENTORY_QUANTITY'
  | 'NAME'
  | 'POPULAR'
  | 'POSITION'
  | 'RELEVANCE'
  | 'SKU'
  | 'TITLE';

export type ProductVariantsBulkInput = {
  barcode?: InputMaybe<Scalars['String']['input']>;
  compareAtPrice?: InputMaybe<Scalars['Money']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  inventoryItem?: InputMaybe<InventoryItemInput>;
  inventoryPolicy?: InputMaybe<ProductVariantInventoryPolicy>;
  inventoryQuantities?: InputMaybe<Array<InventoryLevelInput>>;
  price?: InputMaybe<Scalars['Money']['input']>;
  taxable?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ProductVariantsBulkUpdatePayload = {
  __typename?: 'ProductVariantsBulkUpdatePayload';
  product?: Maybe<Product>;
  productVariants?: Maybe<Array<ProductVariant>>;
  userErrors: Array<ProductVariantsBulkUpdateUserError>;
};

export type ProductVariantsBulkUpdateUserError = {
  __typename?: 'ProductVariantsBulkUpdateUserError';
  code?: Maybe<ProductVariantsBulkUpdateUserErrorCode>;
  field?: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};

export type ProductVariantsBulkUpdateUserErrorCode =
  | 'GREATER_THAN_OR_EQUAL_TO'
  | 'INVALID_INPUT'
  | 'NO_INVENTORY_QUANTITIES_ON_VARIANTS_UPDATE'
  | 'PRODUCT_DOES_NOT_EXIST'
  | 'PRODUCT_VARIANT_DOES_NOT_EXIST'
  | 'PRODUCT_VARIANT_ID_MISSING'
  | 'TOO_LONG';

/** The products and collections a sales channel (each headless storefront is one) makes available. */
export type Publication = Node & {
  __typename?: 'Publication';
  autoPublish: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type PublicationConnection = {
  __typename?: 'PublicationConnection';
  edges: Array<PublicationEdge>;
  nodes: Array<Publication>;
  pageInfo: PageInfo;
};

export type PublicationEdge = {
  __typename?: 'PublicationEdge';
  cursor: Scalars['String']['output'];
  node: Publication;
};

export type PublicationInput = {
  publicationId?: InputMaybe<Scalars['ID']['input']>;
  publishDate?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A product or collection, which can be published to a sales channel's publication. */
export type Publishable = {
  publishedOnPublication: Scalars['Boolean']['output'];
};


/** A product or collection, which can be published to a sales channel's publication. */
export type PublishablePublishedOnPublicationArgs = {
  publicationId: Scalars['ID']['input'];
};

export type PublishablePublishPayload = {
  __typename?: 'PublishablePublishPayload';
  publishable?: Maybe<Publishable>;
  shop: Shop;
  userErrors: Array<UserError>;
};

export type PublishableUnpublishPayload = {
  __typename?: 'PublishableUnpublishPayload';
  publishable?: Maybe<Publishable>;
  shop: Shop;
  userErrors: Array<UserError>;
};

export type QueryRoot = {
  __typename?: 'QueryRoot';
  collectionByIdentifier?: Maybe<Collection>;
  currentAppInstallation: AppInstallation;
  customer?: Maybe<Customer>;
  customerByIdentifier?: Maybe<Customer>;
  inventoryItem?: Maybe<InventoryItem>;
  location?: Maybe<Location>;
  locations: LocationConnection;
  menu?: Maybe<Menu>;
  menus: MenuConnection;
  metafieldDefinitions: MetafieldDefinitionConnection;
  metaobject?: Maybe<Metaobject>;
  metaobjectDefinitionByType?: Maybe<MetaobjectDefinition>;
  metaobjects: MetaobjectConnection;
  node?: Maybe<Node>;
  nodes: Array<Maybe<Node>>;
  product?: Maybe<Product>;
  productByIdentifier?: Maybe<Product>;
  productVariant?: Maybe<ProductVariant>;
  productVariants: ProductVariantConnection;
  publication?: Maybe<Publication>;
  publications: PublicationConnection;
  shop: Shop;
  translatableResource?: Maybe<TranslatableResource>;
  webhookSubscription?: Maybe<WebhookSubscription>;
  webhookSubscriptions: WebhookSubscriptionConnection;
};


export type QueryRootCollectionByIdentifierArgs = {
  identifier: CollectionIdentifierInput;
};


export type QueryRootCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRootCustomerByIdentifierArgs = {
  identifier: CustomerIdentifierInput;
};


export type QueryRootInventoryItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRootLocationArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryRootLocationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryRootMenuArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRootMenusArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryRootMetafieldDefinitionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  namespace?: InputMaybe<Scalars['String']['input']>;
  ownerType: MetafieldOwnerType;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryRootMetaobjectArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRootMetaobjectDefinitionByTypeArgs = {
  type: Scalars['String']['input'];
};


export type QueryRootMetaobjectsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
  sortKey?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};


export type QueryRootNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRootNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryRootProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRootProductByIdentifierArgs = {
  identifier: ProductIdentifierInput;
};


export type QueryRootProductVariantArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRootProductVariantsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
  sortKey?: InputMaybe<ProductVariantSortKeys>;
};


export type QueryRootPublicationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRootPublicationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryRootTranslatableResourceArgs = {
  resourceId: Scalars['ID']['input'];
};


export type QueryRootWebhookSubscriptionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRootWebhookSubscriptionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  format?: InputMaybe<WebhookSubscriptionFormat>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
  sortKey?: InputMaybe<WebhookSubscriptionSortKeys>;
  topics?: InputMaybe<Array<WebhookSubscriptionTopic>>;
  uri?: InputMaybe<Scalars['String']['input']>;
};

export type Seo = {
  __typename?: 'SEO';
  description?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type SeoInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type SelectedOption = {
  __typename?: 'SelectedOption';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The shop: its identity and its own metafields (the store's settings live in the settings namespace). */
export type Shop = Node & {
  __typename?: 'Shop';
  id: Scalars['ID']['output'];
  metafield?: Maybe<Metafield>;
  metafields: MetafieldConnection;
  myshopifyDomain: Scalars['String']['output'];
  name: Scalars['String']['output'];
};


/** The shop: its identity and its own metafields (the store's settings live in the settings namespace). */
export type ShopMetafieldArgs = {
  key: Scalars['String']['input'];
  namespace?: InputMaybe<Scalars['String']['input']>;
};


/** The shop: its identity and its own metafields (the store's settings live in the settings namespace). */
export type ShopMetafieldsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  keys?: InputMaybe<Array<Scalars['String']['input']>>;
  last?: InputMaybe<Scalars['Int']['input']>;
  namespace?: InputMaybe<Scalars['String']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
};

export type TagsAddPayload = {
  __typename?: 'TagsAddPayload';
  node?: Maybe<Node>;
  userErrors: Array<UserError>;
};

export type TranslatableContent = {
  __typename?: 'TranslatableContent';
  digest?: Maybe<Scalars['String']['output']>;
  key: Scalars['String']['output'];
  locale: Scalars['String']['output'];
  type: LocalizableContentType;
  value?: Maybe<Scalars['String']['output']>;
};

export type TranslatableResource = {
  __typename?: 'TranslatableResource';
  resourceId: Scalars['ID']['output'];
  translatableContent: Array<TranslatableContent>;
  translations: Array<Translation>;
};


export type TranslatableResourceTranslatableContentArgs = {
  marketId?: InputMaybe<Scalars['ID']['input']>;
};


export type TranslatableResourceTranslationsArgs = {
  locale: Scalars['String']['input'];
  marketId?: InputMaybe<Scalars['ID']['input']>;
  outdated?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Translation = {
  __typename?: 'Translation';
  key: Scalars['String']['output'];
  locale: Scalars['String']['output'];
  outdated: Scalars['Boolean']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

export type TranslationErrorCode =
  | 'BLANK'
  | 'INVALID'
  | 'INVALID_KEY_FOR_MODEL'
  | 'INVALID_LOCALE_FOR_SHOP'
  | 'INVALID_TRANSLATABLE_CONTENT'
  | 'RESOURCE_NOT_FOUND'
  | 'TOO_MANY_KEYS_FOR_RESOURCE';

export type TranslationInput = {
  key: Scalars['String']['input'];
  locale: Scalars['String']['input'];
  marketId?: InputMaybe<Scalars['ID']['input']>;
  translatableContentDigest: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type TranslationUserError = DisplayableError & {
  __typename?: 'TranslationUserError';
  code?: Maybe<TranslationErrorCode>;
  field?: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};

export type TranslationsRegisterPayload = {
  __typename?: 'TranslationsRegisterPayload';
  translations?: Maybe<Array<Translation>>;
  userErrors: Array<TranslationUserError>;
};

export type UserError = DisplayableError & {
  __typename?: 'UserError';
  field?: Maybe<Array<Scalars['String']['output']>>;
  message: Scalars['String']['output'];
};

export type VariantOptionValueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  optionId?: InputMaybe<Scalars['ID']['input']>;
  optionName?: InputMaybe<Scalars['String']['input']>;
};

export type WebhookSubscription = Node & {
  __typename?: 'WebhookSubscription';
  apiVersion: ApiVersion;
  createdAt: Scalars['DateTime']['output'];
  filter?: Maybe<Scalars['String']['output']>;
  format: WebhookSubscriptionFormat;
  id: Scalars['ID']['output'];
  includeFields: Array<Scalars['String']['output']>;
  legacyResourceId: Scalars['UnsignedInt64']['output'];
  metafieldNamespaces: Array<Scalars['String']['output']>;
  topic: WebhookSubscriptionTopic;
  updatedAt: Scalars['DateTime']['output'];
  uri: Scalars['String']['output'];
};

export type WebhookSubscriptionConnection = {
  __typename?: 'WebhookSubscriptionConnection';
  edges: Array<WebhookSubscriptionEdge>;
  nodes: Array<WebhookSubscription>;
  pageInfo: PageInfo;
};

export type WebhookSubscriptionCreatePayload = {
  __typename?: 'WebhookSubscriptionCreatePayload';
  userErrors: Array<UserError>;
  webhookSubscription?: Maybe<WebhookSubscription>;
};

export type WebhookSubscriptionDeletePayload = {
  __typename?: 'WebhookSubscriptionDeletePayload';
  deletedWebhookSubscriptionId?: Maybe<Scalars['ID']['output']>;
  userErrors: Array<UserError>;
};

export type WebhookSubscriptionEdge = {
  __typename?: 'WebhookSubscriptionEdge';
  cursor: Scalars['String']['output'];
  node: WebhookSubscription;
};

export type WebhookSubscriptionFormat =
  | 'JSON'
  | 'XML';

export type WebhookSubscriptionInput = {
  format?: InputMaybe<WebhookSubscriptionFormat>;
  includeFields?: InputMaybe<Array<Scalars['String']['input']>>;
  uri?: InputMaybe<Scalars['String']['input']>;
};

export type WebhookSubscriptionSortKeys =
  | 'CREATED_AT'
  | 'ID';

export type WebhookSubscriptionTopic =
  | 'COLLECTIONS_CREATE'
  | 'COLLECTIONS_DELETE'
  | 'COLLECTIONS_UPDATE'
  | 'INVENTORY_LEVELS_UPDATE'
  | 'PRODUCTS_CREATE'
  | 'PRODUCTS_DELETE'
  | 'PRODUCTS_UPDATE'
  | 'SHOP_UPDATE';
