import type { SubscriptionRecord } from '../../webhooks/subscription-store.js';
import type { TopicEnum } from '../../webhooks/shopify-topics.js';
import { toConnection, type ConnectionArgs } from '../customer-account/graphql/connection.js';
import { numericId, toGid } from '../gid.js';
import type { AdminContext, AdminResolvers } from './admin-context.js';

interface SubscriptionInput {
  uri?: string | null;
  format?: 'JSON' | 'XML' | null;
  includeFields?: string[] | null;
}

const typed = (record: SubscriptionRecord) => ({ ...record, __typename: 'WebhookSubscription' });

function uriError(uri: string): string | null {
  if (uri === '') return "Address can't be blank";
  try {
    const url = new URL(uri);
    // Shopify delivers to HTTPS only; the emulator also to http://, where local stores listen.
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : `Address protocol ${url.protocol}// is not supported`;
  } catch {
    return 'Address is invalid';
  }
}

/** webhookSubscriptionCreate: a topic delivered to an HTTP(S) address, signed with the app's secret. */
export function webhookSubscriptionCreate(_root: unknown, args: { topic: TopicEnum; webhookSubscription: SubscriptionInput }, context: AdminContext) {
  const { webhooks } = context;
  const input = args.webhookSubscription;
  const uri = (input.uri ?? '').trim();
  const fail = (field: string[], message: string) => ({ webhookSubscription: null, userErrors: [{ field, message }] });
  const problem = uriError(uri);
  if (problem) return fail(['webhookSubscription', 'uri'], problem);
  if (input.format === 'XML') return fail(['webhookSubscription', 'format'], 'The emulator sends JSON webhooks only');
  if (!webhooks.settings.shopifySecret) return fail(['webhookSubscription'], "The app has no secret to sign webhooks with: start the emulator with SHOPIFY_WEBHOOK_SECRET set");
  if (webhooks.subscriptions.find(args.topic, uri)) return fail(['webhookSubscription', 'uri'], 'Address for this topic has already been taken');
  const includeFields = [...new Set((input.includeFields ?? []).map((field) => field.trim()).filter(Boolean))];
  const record = webhooks.subscriptions.create({ topic: args.topic, uri, format: 'JSON', includeFields, apiVersion: context.apiVersion }, context.now().toISOString());
  return { webhookSubscription: typed(record), userErrors: [] };
}

/** webhookSubscriptionDelete: stops future deliveries to that subscription (those already queued still go). */
export function webhookSubscriptionDelete(_root: unknown, args: { id: string }, context: AdminContext) {
  const id = numericId(args.id, 'WebhookSubscription');
  if (id === null || !context.webhooks.subscriptions.delete(id)) {
    return { deletedWebhookSubscriptionId: null, userErrors: [{ field: ['id'], message: 'Webhook subscription does not exist' }] };
  }
  return { deletedWebhookSubscriptionId: toGid('WebhookSubscription', id), userErrors: [] };
}

export function webhookSubscriptionById(id: number | null, context: AdminContext) {
  const record = id === null ? undefined : context.webhooks.subscriptions.byId(id);
  return record ? typed(record) : null;
}

interface ListArgs extends ConnectionArgs {
  reverse?: boolean | null;
  sortKey?: 'CREATED_AT' | 'ID' | null;
  format?: 'JSON' | 'XML' | null;
  topics?: TopicEnum[] | null;
  uri?: string | null;
}

/** The subscriptions made through the API (not the emulator's configured address, as Shopify leaves out app-configured ones). */
export const webhookSubscriptionQueries: AdminResolvers<'QueryRoot'> = {
  webhookSubscription: (_root, args: { id: string }, context: AdminContext) => webhookSubscriptionById(numericId(args.id, 'WebhookSubscription'), context),
  webhookSubscriptions: (_root, args: ListArgs, context: AdminContext) => {
    const matching = context.webhooks.subscriptions
      .all()
      .filter((record) => (!args.topics?.length || args.topics.includes(record.topic)) && (!args.format || args.format === record.format) && (!args.uri || args.uri === record.uri))
      .map(typed);
    // Ids grow with creation time, so both sort keys give the same order.
    return toConnection(args.reverse ? matching.reverse() : matching, args, (record) => record.id);
  },
};

export const webhookSubscriptionResolvers: AdminResolvers<'WebhookSubscription'> = {
  id: (record: SubscriptionRecord) => toGid('WebhookSubscription', record.id),
  legacyResourceId: (record: SubscriptionRecord) => String(record.id),
  metafieldNamespaces: () => [],
  filter: () => null,
  apiVersion: (record: SubscriptionRecord) => ({ handle: record.apiVersion, displayName: record.apiVersion, supported: true }),
};
