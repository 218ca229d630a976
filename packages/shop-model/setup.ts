import { METAFIELDS, metafieldName, type MetafieldDeclaration } from './metafields.js';
import { FIXED_COLLECTIONS, hasScope, SETUP_SCOPES, WEBHOOK_TOPICS, webhookUri } from './shop-configuration.js';
import type { ShopConnection } from './shop-connection.js';
import { definitionOf, readShopState, type ShopState } from './shop-state.js';

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

interface UserErrors {
  userErrors: { field?: string[] | null; message: string; code?: string | null }[];
}
const errorsOf = (payload: UserErrors | null): string | null =>
  payload === null
    ? 'no answer'
    : payload.userErrors.length
      ? payload.userErrors.map((error) => `${error.code ?? ''} ${error.message}`.trim()).join('; ')
      : null;

export async function planSetup(shop: ShopConnection): Promise<SetupStep[]> {
  const state = await readShopState(shop);
  const missingScopes = SETUP_SCOPES.filter((scope) => !hasScope(state.scopes, scope));
  const scopeStep = missingScopes.length
    ? { subject: 'admin scopes', detail: `the app lacks ${missingScopes.join(', ')}: the changes below will be refused until it has them` }
    : null;
  // Definitions first (settings are typed by them), collections before the settings that point at them.
  return [
    scopeStep,
    ...definitionSteps(shop, state),
    ...collectionSteps(shop, state),
    ...settingSteps(shop, state),
    menuStep(state),
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
  return errorsOf(answer.metafieldDefinitionCreate);
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
  return errorsOf(answer.metafieldDefinitionUpdate);
}

function settingSteps(shop: ShopConnection, state: ShopState): SetupStep[] {
  return METAFIELDS.filter((field) => field.setting && !state.settings.has(field.key)).map((field): SetupStep => {
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
        const found = await shop.admin<{ collectionByIdentifier: { id: string } | null }>(
          'query SettingTarget($handle: String!) { collectionByIdentifier(identifier: { handle: $handle }) { id } }',
          { handle: target.handle },
        );
        return found.collectionByIdentifier
          ? setSetting(shop, state.shopId, field, found.collectionByIdentifier.id)
          : `no collection ${target.handle}`;
      },
    };
  });
}

async function setSetting(shop: ShopConnection, ownerId: string, field: MetafieldDeclaration, value: string): Promise<string | null> {
  const answer = await shop.admin<{ metafieldsSet: UserErrors | null }>(
    'mutation SetStoreSetting($metafields: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $metafields) { metafields { id } userErrors { field message code } } }',
    { metafields: [{ ownerId, namespace: field.namespace, key: field.key, type: field.type, value }] },
  );
  return errorsOf(answer.metafieldsSet);
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
      return errorsOf(answer.collectionCreate);
    },
  }));
}

// The header menu's items are the merchant's navigation: reported, not made up.
function menuStep(state: ShopState): SetupStep | null {
  return state.menu
    ? null
    : { subject: `menu ${state.menuHandle}`, detail: `missing: create it in Online Store > Navigation (the header menu, CONT-15)` };
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
      return errorsOf(answer.webhookSubscriptionCreate);
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
