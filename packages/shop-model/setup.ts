import { isPublishedOn, publicationNames, readChannels, setPublished, wantedChannels, type Channels } from './channels.js';
import { METAFIELDS, metafieldName, type MetafieldDeclaration } from './metafields.js';
import { createPriorityDelivery, findPriorityDelivery } from './priority-delivery.js';
import {
  FIXED_COLLECTIONS,
  hasScope,
  PRIORITY_DELIVERY,
  SETUP_SCOPES,
  STARTER_MENU_COLLECTIONS,
  WEBHOOK_TOPICS,
  webhookUri,
} from './shop-configuration.js';
import type { ShopConnection } from './shop-connection.js';
import { definitionOf, readShopState, type ShopState } from './shop-state.js';
import { userErrorText, type UserErrors } from './user-errors.js';

/**
 * One thing setup would do. Steps with `apply` change the shop; the others are reported for the
 * merchant (a conflict, or a choice only the merchant can make). Setup only adds: it never deletes,
 * never overwrites a value already set and never replaces a definition of another type.
 */
export interface SetupStep {
  subject: string;
  detail: string;
  apply?: () => Promise<string | null>;
}

export async function planSetup(shop: ShopConnection): Promise<SetupStep[]> {
  const state = await readShopState(shop);
  const channels = await readChannels(shop);
  const missingScopes = SETUP_SCOPES.filter((scope) => !hasScope(state.scopes, scope));
  const scopeStep = missingScopes.length
    ? { subject: 'admin scopes', detail: `the app lacks ${missingScopes.join(', ')}: the changes below will be refused until it has them` }
    : null;
  // Definitions first (settings are typed by them), collections before the settings that point at them.
  return [
    scopeStep,
    ...definitionSteps(shop, state),
    ...collectionSteps(shop, state),
    ...(await channelSteps(shop, state, channels)),
    ...(await priorityDeliverySteps(shop, state, channels)),
    ...settingSteps(shop, state),
    menuStep(shop, state),
    ...webhookSteps(shop, state),
  ].filter((step): step is SetupStep => step !== null);
}

function definitionSteps(shop: ShopConnection, state: ShopState): SetupStep[] {
  return METAFIELDS.flatMap((field): SetupStep[] => {
    const subject = `definition ${field.ownerType} ${metafieldName(field)}`;
    const found = definitionOf(state, field);
    if (!found)
      return [{ subject, detail: `create (${field.type}, storefront ${field.storefront})`, apply: () => createDefinition(shop, field) }];
    if (found.type.name !== field.type)
      return [
        {
          subject,
          detail: `conflict: the shop defines it as ${found.type.name}, the store reads ${field.type}; left as it is, migrate it by hand`,
        },
      ];
    const storefront = found.access.storefront ?? 'NONE';
    const customerAccount = field.customerAccount === 'READ' && found.access.customerAccount === 'NONE' ? 'READ' : null;
    if (storefront === field.storefront && !customerAccount) return [];
    return [
      {
        subject,
        detail: `set access: storefront ${field.storefront}${customerAccount ? ', customer accounts READ' : ''}`,
        apply: () => updateAccess(shop, field),
      },
    ];
  });
}

async function createDefinition(shop: ShopConnection, field: MetafieldDeclaration): Promise<string | null> {
  const answer = await shop.admin<{ metafieldDefinitionCreate: UserErrors | null }>(
    'mutation CreateDefinition($definition: MetafieldDefinitionInput!) { metafieldDefinitionCreate(definition: $definition) { createdDefinition { id } userErrors { field message code } } }',
    {
      definition: {
        ownerType: field.ownerType,
        namespace: field.namespace,
        key: field.key,
        name: field.name,
        description: field.description,
        type: field.type,
        validations: field.validations,
        access: { storefront: field.storefront, customerAccount: field.customerAccount },
      },
    },
  );
  return userErrorText(answer.metafieldDefinitionCreate);
}

async function updateAccess(shop: ShopConnection, field: MetafieldDeclaration): Promise<string | null> {
  const answer = await shop.admin<{ metafieldDefinitionUpdate: UserErrors | null }>(
    'mutation UpdateDefinitionAccess($definition: MetafieldDefinitionUpdateInput!) { metafieldDefinitionUpdate(definition: $definition) { updatedDefinition { id } userErrors { field message code } } }',
    {
      definition: {
        ownerType: field.ownerType,
        namespace: field.namespace,
        key: field.key,
        access: { storefront: field.storefront, customerAccount: field.customerAccount },
      },
    },
  );
  return userErrorText(answer.metafieldDefinitionUpdate);
}

function settingSteps(shop: ShopConnection, state: ShopState): SetupStep[] {
  const unset = METAFIELDS.filter((field) => field.setting && field.setting.kind !== 'priority-delivery' && !state.settings.has(field.key));
  return unset.map((field): SetupStep => {
    const subject = `setting ${metafieldName(field)}`;
    const target = field.setting!;
    if (target.kind !== 'collection')
      return { subject, detail: `left unset: the merchant chooses it (${field.description}) in Settings > Custom data > Shop` };
    const existing = state.collections.get(target.handle);
    return {
      subject,
      detail: `set to the collection ${target.handle}${existing ? ` (${existing})` : ' (created above)'}`,
      // Looked up when applied: the collection may be one this run creates.
      apply: async () => {
        const id = await collectionId(shop, target.handle);
        return id ? setSetting(shop, state.shopId, field, id) : `no collection ${target.handle}`;
      },
    };
  });
}

async function setSetting(shop: ShopConnection, ownerId: string, field: MetafieldDeclaration, value: string): Promise<string | null> {
  const answer = await shop.admin<{ metafieldsSet: UserErrors | null }>(
    'mutation SetStoreSetting($metafields: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $metafields) { metafields { id } userErrors { field message code } } }',
    { metafields: [{ ownerId, namespace: field.namespace, key: field.key, type: field.type, value }] },
  );
  return userErrorText(answer.metafieldsSet);
}

function collectionSteps(shop: ShopConnection, state: ShopState): SetupStep[] {
  return FIXED_COLLECTIONS.filter(({ handle }) => !state.collections.get(handle)).map(({ handle, title, role }) => ({
    subject: `collection ${handle}`,
    detail: `create “${title}” (${role}), empty: choose its products in the admin`,
    apply: async () => {
      const answer = await shop.admin<{ collectionCreate: UserErrors | null }>(
        'mutation CreateFixedCollection($input: CollectionInput!) { collectionCreate(input: $input) { collection { id } userErrors { field message } } }',
        { input: { title, handle } },
      );
      return userErrorText(answer.collectionCreate);
    },
  }));
}

// A new Shopify shop has a main menu already; a missing handle gets a starter the merchant builds on in Online Store > Navigation.
function menuStep(shop: ShopConnection, state: ShopState): SetupStep | null {
  if (state.menu !== false) return null;
  return {
    subject: `menu ${state.menuHandle}`,
    detail: `create it with the catalogue and ${STARTER_MENU_COLLECTIONS.join(', ')}: add your categories in Online Store > Navigation (CONT-15)`,
    apply: async () => {
      const items: { title: string; type: string; resourceId?: string }[] = [{ title: 'Catalog', type: 'CATALOG' }];
      for (const handle of STARTER_MENU_COLLECTIONS) {
        const found = await collectionId(shop, handle);
        const title = FIXED_COLLECTIONS.find((collection) => collection.handle === handle)!.title;
        if (found) items.push({ title, type: 'COLLECTION', resourceId: found });
      }
      const answer = await shop.admin<{ menuCreate: UserErrors | null }>(
        'mutation StarterMenu($title: String!, $handle: String!, $items: [MenuItemCreateInput!]!) { menuCreate(title: $title, handle: $handle, items: $items) { menu { id } userErrors { field message code } } }',
        { title: 'Main menu', handle: state.menuHandle, items },
      );
      return userErrorText(answer.menuCreate);
    },
  };
}

async function collectionId(shop: ShopConnection, handle: string): Promise<string | null> {
  const found = await shop.admin<{ collectionByIdentifier: { id: string } | null }>(
    'query CollectionByHandle($handle: String!) { collectionByIdentifier(identifier: { handle: $handle }) { id } }',
    { handle },
  );
  return found.collectionByIdentifier?.id ?? null;
}

/** A publication setup cannot find by name: reported, since publishing elsewhere would show or hide the wrong things. */
function missingChannelSteps(shop: ShopConnection, channels: Channels): SetupStep[] {
  const steps: SetupStep[] = [];
  if (!channels.public)
    steps.push({
      subject: 'channel public',
      detail: `no publication named “${shop.settings.storefrontPublication}” (the Headless storefront of SHOPIFY_STOREFRONT_TOKEN): set SHOPIFY_STOREFRONT_PUBLICATION to one of ${publicationNames(channels)}`,
    });
  if (!channels.partners)
    steps.push({
      subject: 'channel partners',
      detail: `no publication named “${shop.settings.partnerPublication}”: add a Headless storefront for partners (README, Going live) or set SHOPIFY_PARTNER_PUBLICATION to one of ${publicationNames(channels)}`,
    });
  return steps;
}

/** The fixed collections on their channels: public ones on the public storefront, partner catalogues on the partners' only. */
async function channelSteps(shop: ShopConnection, state: ShopState, channels: Channels): Promise<SetupStep[]> {
  const steps = missingChannelSteps(shop, channels);
  for (const { handle, channel } of FIXED_COLLECTIONS) {
    const existing = state.collections.get(handle) ?? null;
    for (const { name, published } of wantedChannels(channel)) {
      const publication = channels[name];
      if (!publication) continue;
      if (existing && (await isPublishedOn(shop, existing, publication)) === published) continue;
      // A partner catalogue open to guests is a leak: setup takes it off the public storefront (it stays in the shop).
      steps.push({
        subject: `channel ${handle}`,
        detail: `${published ? 'publish on' : 'unpublish from'} “${publication.name}”${existing ? '' : ' (created above)'}`,
        apply: async () => {
          const id = existing ?? (await collectionId(shop, handle));
          return id ? setPublished(shop, id, publication, published) : `no collection ${handle}`;
        },
      });
    }
  }
  return steps;
}

/** The priority-delivery product (CART-13): made and published when the setting points at nothing, then the setting. */
async function priorityDeliverySteps(shop: ShopConnection, state: ShopState, channels: Channels): Promise<SetupStep[]> {
  const field = METAFIELDS.find((entry) => entry.setting?.kind === 'priority-delivery')!;
  const subject = `setting ${metafieldName(field)}`;
  if (state.settings.has(field.key)) return [];
  const existing = await findPriorityDelivery(shop);
  return [
    {
      subject,
      detail: existing
        ? `set to the variant of the shop's ${PRIORITY_DELIVERY.handle} product (${existing.variantId})`
        : `create the product ${PRIORITY_DELIVERY.handle} (${PRIORITY_DELIVERY.price} CAD, in English and French, hidden from search), publish it and point the setting at it`,
      apply: async () => {
        const product = existing ?? (await createPriorityDelivery(shop));
        if (typeof product === 'string') return product;
        if (channels.public && !(await isPublishedOn(shop, product.productId, channels.public))) {
          const error = await setPublished(shop, product.productId, channels.public, true);
          if (error) return error;
        }
        return setSetting(shop, state.shopId, field, product.variantId);
      },
    },
  ];
}

function webhookSteps(shop: ShopConnection, state: ShopState): SetupStep[] {
  const uri = webhookUri(shop.settings.siteUrl);
  return WEBHOOK_TOPICS.filter((topic) => !state.webhookTopics.has(topic)).map((topic) => ({
    subject: `webhook ${topic}`,
    detail: `subscribe ${uri}`,
    apply: async () => {
      const answer = await shop.admin<{ webhookSubscriptionCreate: UserErrors | null }>(
        'mutation SubscribeStore($topic: WebhookSubscriptionTopic!, $uri: String!) { webhookSubscriptionCreate(topic: $topic, webhookSubscription: { uri: $uri, format: JSON }) { webhookSubscription { id } userErrors { field message } } }',
        { topic, uri },
      );
      return userErrorText(answer.webhookSubscriptionCreate);
    },
  }));
}

/** Applies the steps that change the shop, in order (definitions before the settings they type); returns one line per step. */
export async function applySetup(steps: readonly SetupStep[]): Promise<{ lines: string[]; failed: number; changed: number }> {
  const lines: string[] = [];
  let failed = 0;
  let changed = 0;
  for (const step of steps) {
    if (!step.apply) {
      lines.push(`note  ${step.subject}: ${step.detail}`);
      continue;
    }
    const error = await step.apply();
    if (error) failed += 1;
    else changed += 1;
    lines.push(error ? `FAIL  ${step.subject}: ${error}` : `done  ${step.subject}: ${step.detail}`);
  }
  return { lines, failed, changed };
}

/** The dry run: what setup would change, and what it leaves to the merchant. */
export function describePlan(steps: readonly SetupStep[]): string {
  const changes = steps.filter((step) => step.apply);
  const lines = steps.map((step) => `${step.apply ? 'would' : 'note '}  ${step.subject}: ${step.detail}`);
  lines.push(changes.length ? `${changes.length} change(s) to make: run again with --apply.` : 'Nothing to change.');
  return lines.join('\n');
}
