import { adminSliceSchema } from '@maple/shopify-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../../context.js';
import { executeOperation, prepareOperation, type GraphQLRequestBody, type ResolverMap, type SchemaResolverMap } from '../../graphql/executor.js';
import type { AdminFieldArgs } from '../../graphql/generated/admin-field-args.js';
import { sendApiVersion, servedApiVersion } from '../api-versions.js';
import type { AdminContext } from './admin-context.js';
import { adminQueryResolvers } from './admin-queries.js';
import { customerCreate } from './customer-create.js';
import { adminCustomerResolvers } from './customer-resolvers.js';
import { customerEmailMarketingConsentUpdate, customerUpdate, tagsAdd } from './customer-update.js';
import { collectionAddProducts } from './collection-add-products.js';
import { collectionCreate } from './collection-create.js';
import { IdempotencyKeys } from './idempotency-keys.js';
import { metafieldDefinitionCreate, metafieldDefinitionQueries, metafieldDefinitionResolvers, metafieldDefinitionUpdate } from './metafield-definitions.js';
import { metafieldsSet } from './metafields-set.js';
import { menuCreate } from './menu-create.js';
import { menuItemResolvers, menuQueries, menuResolvers } from './menus.js';
import { appInstallationResolvers, collectionResolvers, shopQueries, shopResolvers } from './shop-resolvers.js';
import { inventoryItemResolvers, inventoryLevelResolvers, locationResolvers } from './inventory-resolvers.js';
import { inventorySetQuantities } from './inventory-set-quantities.js';
import { metaobjectCreate } from './metaobjects/metaobject-create.js';
import { metaobjectDefinitionCreate } from './metaobjects/metaobject-definition-create.js';
import { metaobjectDefinitionResolvers, metaobjectQueries, metaobjectResolvers } from './metaobjects/metaobject-resolvers.js';
import { MetaobjectStore } from './metaobjects/metaobject-store.js';
import { productCreate } from './product-create.js';
import { mediaImageResolvers, metafieldResolvers, productResolvers, variantResolvers } from './product-resolvers.js';
import { productSet } from './product-set.js';
import { productUpdate } from './product-update.js';
import { productVariantsBulkUpdate } from './product-variants-bulk-update.js';
import { publicationQueries, publicationResolvers } from './publications.js';
import { publishablePublish, publishableUnpublish } from './publishable-publish.js';
import { translatableResource, translatableResourceResolvers, translationsRegister } from './translations.js';
import { webhookSubscriptionCreate, webhookSubscriptionDelete, webhookSubscriptionQueries, webhookSubscriptionResolvers } from './webhook-subscriptions.js';

/** What Shopify's Admin API answers (HTTP 401) without a valid X-Shopify-Access-Token. */
const ADMIN_UNAUTHORIZED_BODY = { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' };

const resolvers: SchemaResolverMap<AdminContext, AdminFieldArgs> = {
  QueryRoot: { ...adminQueryResolvers, ...webhookSubscriptionQueries, ...metafieldDefinitionQueries, ...shopQueries, ...metaobjectQueries, ...publicationQueries, ...menuQueries, translatableResource },
  Mutation: {
    customerCreate,
    customerUpdate,
    customerEmailMarketingConsentUpdate,
    tagsAdd,
    productCreate,
    productSet,
    translationsRegister,
    productUpdate,
    productVariantsBulkUpdate,
    inventorySetQuantities,
    webhookSubscriptionCreate,
    webhookSubscriptionDelete,
    metafieldDefinitionCreate,
    metafieldDefinitionUpdate,
    metafieldsSet,
    collectionCreate,
    collectionAddProducts,
    metaobjectDefinitionCreate,
    metaobjectCreate,
    publishablePublish,
    publishableUnpublish,
    menuCreate,
  },
  Shop: shopResolvers,
  AppInstallation: appInstallationResolvers,
  Collection: collectionResolvers,
  MetafieldDefinition: metafieldDefinitionResolvers,
  Metaobject: metaobjectResolvers,
  MetaobjectDefinition: metaobjectDefinitionResolvers,
  WebhookSubscription: webhookSubscriptionResolvers,
  MediaImage: mediaImageResolvers,
  TranslatableResource: translatableResourceResolvers,
  Product: productResolvers,
  Metafield: metafieldResolvers,
  ProductVariant: variantResolvers,
  InventoryItem: inventoryItemResolvers,
  InventoryLevel: inventoryLevelResolvers,
  Location: locationResolvers,
  Customer: adminCustomerResolvers,
  Publication: publicationResolvers,
  Menu: menuResolvers,
  MenuItem: menuItemResolvers,
};

/** POST /admin/api/{version}/graphql.json: the slice of Shopify's Admin API the storefront's server uses. */
export function registerAdmin(app: FastifyInstance, context: Pick<EmulatorContext, 'faults' | 'catalog' | 'customers' | 'db' | 'webhooks' | 'now'>): void {
  const { faults, catalog, customers, db, webhooks, now } = context;
  const idempotency = new IdempotencyKeys();
  const metaobjects = new MetaobjectStore(db);
  app.post('/admin/api/:version/graphql.json', { onRequest: sendApiVersion }, async (request: FastifyRequest<{ Params: { version: string } }>, reply) => {
    const schema = adminSliceSchema();
    const prepared = prepareOperation(schema, request.body as GraphQLRequestBody | undefined);
    if (await faults.enact('admin', prepared.ok ? prepared.operation.faultNames : [], reply)) return;
    const token = request.headers['x-shopify-access-token'];
    if (typeof token !== 'string' || token.trim() === '') return reply.status(401).send(ADMIN_UNAUTHORIZED_BODY);
    if (!prepared.ok) return reply.status(prepared.status).send(prepared.body);
    const result = await executeOperation<AdminContext>({
      schema,
      resolvers: resolvers as ResolverMap<AdminContext>,
      prepared: prepared.operation,
      context: { catalog, customers, db, webhooks, idempotency, metaobjects, now, origin: `${request.protocol}://${request.host}`, apiVersion: servedApiVersion(request.params.version), accessToken: token },
    });
    return reply.send(result);
  });
}
