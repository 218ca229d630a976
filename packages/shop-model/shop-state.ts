import { METAFIELDS, type MetafieldOwnerType } from './metafields.js';
import { FIXED_COLLECTIONS, WEBHOOK_TOPICS, webhookUri } from './shop-configuration.js';
import type { ShopConnection } from './shop-connection.js';

/** A definition as the Admin API lists it. */
export interface ShopDefinition {
  id: string;
  ownerType: string;
  namespace: string;
  key: string;
  type: { name: string };
  access: { storefront: string | null; customerAccount: string };
}

/** What the shop holds of the store's configuration, read once through the Admin API (read-only). */
export interface ShopState {
  shopId: string;
  scopes: string[];
  definitions: ShopDefinition[];
  settings: Map<string, { type: string; value: string }>;
  collections: Map<string, string | null>;
  webhookTopics: Set<string>;
  menuHandle: string;
  /** Whether the Storefront API finds the header menu; null when the Storefront API cannot be read (doctor says why). */
  menu: boolean | null;
}

const DEFINITION_FIELDS = 'id ownerType namespace key type { name } access { storefront customerAccount }';

export async function readShopState(shop: ShopConnection): Promise<ShopState> {
  const base = await shop.admin<{
    shop: { id: string; metafields: { nodes: { namespace: string; key: string; type: string; value: string }[] } };
    currentAppInstallation: { accessScopes: { handle: string }[] };
  }>(
    `query ShopBase { shop { id metafields(first: 100, namespace: "settings") { nodes { namespace key type value } } } currentAppInstallation { accessScopes { handle } } }`,
  );
  const ownerTypes = [...new Set(METAFIELDS.map((field) => field.ownerType))];
  const definitions: ShopDefinition[] = [];
  for (const ownerType of ownerTypes) definitions.push(...(await definitionsOf(shop, ownerType)));
  // One lookup per fixed collection, made together.
  const found = await Promise.all(
    FIXED_COLLECTIONS.map(({ handle }) =>
      shop.admin<{ collectionByIdentifier: { id: string } | null }>(
        'query FixedCollection($handle: String!) { collectionByIdentifier(identifier: { handle: $handle }) { id } }',
        { handle },
      ),
    ),
  );
  const collections = new Map(FIXED_COLLECTIONS.map(({ handle }, index) => [handle, found[index]!.collectionByIdentifier?.id ?? null]));
  const hooks = await shop.admin<{ webhookSubscriptions: { nodes: { topic: string }[] } }>(
    'query StoreWebhooks($uri: String!, $topics: [WebhookSubscriptionTopic!]) { webhookSubscriptions(first: 100, uri: $uri, topics: $topics) { nodes { topic } } }',
    { uri: webhookUri(shop.settings.siteUrl), topics: [...WEBHOOK_TOPICS] },
  );
  const menu = await shop.storefront<{ menu: { id: string } | null }>(
    'query HeaderMenu($handle: String!) { menu(handle: $handle) { id } }',
    {
      handle: shop.settings.mainMenuHandle,
    },
  );
  return {
    menuHandle: shop.settings.mainMenuHandle,
    menu: menu === null ? null : menu.menu !== null,
    shopId: base.shop.id,
    scopes: base.currentAppInstallation.accessScopes.map((scope) => scope.handle),
    definitions,
    settings: new Map(base.shop.metafields.nodes.map((field) => [field.key, { type: field.type, value: field.value }])),
    collections,
    webhookTopics: new Set(hooks.webhookSubscriptions.nodes.map((node) => node.topic)),
  };
}

async function definitionsOf(shop: ShopConnection, ownerType: MetafieldOwnerType): Promise<ShopDefinition[]> {
  const found: ShopDefinition[] = [];
  let after: string | null = null;
  do {
    const page: { metafieldDefinitions: { nodes: ShopDefinition[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } =
      await shop.admin(
        `query StoreDefinitions($ownerType: MetafieldOwnerType!, $after: String) { metafieldDefinitions(ownerType: $ownerType, first: 250, after: $after) { nodes { ${DEFINITION_FIELDS} } pageInfo { hasNextPage endCursor } } }`,
        { ownerType, after },
      );
    found.push(...page.metafieldDefinitions.nodes);
    after = page.metafieldDefinitions.pageInfo.hasNextPage ? page.metafieldDefinitions.pageInfo.endCursor : null;
  } while (after);
  return found;
}

/** The shop's definition of a declared metafield, if any. */
export function definitionOf(state: ShopState, field: { ownerType: string; namespace: string; key: string }): ShopDefinition | undefined {
  return state.definitions.find(
    (definition) => definition.ownerType === field.ownerType && definition.namespace === field.namespace && definition.key === field.key,
  );
}
