import { visibleCollections } from './channels.js';
import { METAFIELDS, metafieldName, type MetafieldDeclaration } from './metafields.js';
import { customerAccountSettings, FIXED_COLLECTIONS, hasScope, STORE_SCOPES, WEBHOOK_TOPICS, webhookUri } from './shop-configuration.js';
import { ShopRequestError, type ShopConnection } from './shop-connection.js';
import { definitionOf, readShopState, type ShopState } from './shop-state.js';

/** One line of the doctor's report: `fail` makes the store misbehave, `warn` turns a feature off or cannot be checked. */
export interface Check {
  status: 'ok' | 'warn' | 'fail' | 'info';
  subject: string;
  detail: string;
}

const SETUP = 'run `npm run shop:setup -- --apply`';

/** Checks a shop against the store's declared model (read-only): one Check per requirement. */
export async function runDoctor(shop: ShopConnection): Promise<Check[]> {
  const checks: Check[] = [];
  const add = (status: Check['status'], subject: string, detail: string) => checks.push({ status, subject, detail });
  let state: ShopState;
  try {
    state = await readShopState(shop);
    add('ok', 'admin token', `accepted by ${shop.settings.storeDomain}`);
  } catch (error) {
    const refused = error instanceof ShopRequestError && (error.status === 401 || error.status === 403);
    add(
      'fail',
      'admin token',
      refused
        ? 'SHOPIFY_ADMIN_TOKEN is refused: use the Admin API access token of the store’s app'
        : `the Admin API cannot be read: ${(error as Error).message}`,
    );
    await checkStorefront(shop, add);
    return checks;
  }
  const missingScopes = STORE_SCOPES.filter((scope) => !hasScope(state.scopes, scope));
  if (missingScopes.length)
    add('fail', 'admin scopes', `the app lacks ${missingScopes.join(', ')}: add them to the app’s access scopes and reinstall it`);
  else add('ok', 'admin scopes', STORE_SCOPES.join(', '));
  await checkStorefront(shop, add);
  for (const field of METAFIELDS) checkDefinition(state, field, add);
  for (const field of METAFIELDS.filter((entry) => entry.setting)) await checkSetting(shop, state, field, add);
  await checkCollections(shop, state, add);
  const missingTopics = WEBHOOK_TOPICS.filter((topic) => !state.webhookTopics.has(topic));
  const uri = webhookUri(shop.settings.siteUrl);
  if (missingTopics.length === 0) add('ok', 'webhooks', `every topic is sent to ${uri}`);
  // App-configured subscriptions (shopify.app.toml) are not listed by the API: a warning, not a failure.
  else
    add(
      'warn',
      'webhooks',
      `${missingTopics.join(', ')} not subscribed to ${uri} through the Admin API (pages stay stale until their cache lifetime): ${SETUP}, or ignore if the app’s configuration subscribes them`,
    );
  await checkCustomerAccount(shop, add);
  return checks;
}

/** Each fixed collection exists and each storefront token sees what it should: a partner catalogue only the partners' (decision 0036). */
async function checkCollections(
  shop: ShopConnection,
  state: ShopState,
  add: (status: Check['status'], subject: string, detail: string) => void,
) {
  const visible = await visibleCollections(shop).catch(() => null);
  for (const { handle, role, channel } of FIXED_COLLECTIONS) {
    const subject = `collection ${handle}`;
    if (!state.collections.get(handle)) {
      add('fail', subject, `missing (${role}): ${SETUP} (it creates it empty), then choose its products`);
      continue;
    }
    const seen = visible?.get(handle);
    if (!seen) add('warn', subject, `${role}; its channels could not be read through the Storefront API`);
    else if (channel === 'partners' && seen.public)
      add('fail', subject, `guests can read this partner catalogue: unpublish it from the public storefront (${SETUP})`);
    else if (channel === 'partners' && seen.partners === false)
      add('fail', subject, `the partners' storefront (SHOPIFY_PARTNER_STOREFRONT_TOKEN) cannot read it: publish it there (${SETUP})`);
    else if (channel === 'public' && !seen.public)
      add('fail', subject, `not published on the storefront of SHOPIFY_STOREFRONT_TOKEN, so the store cannot read it: ${SETUP}`);
    else add('ok', subject, role);
  }
}

async function checkStorefront(
  shop: ShopConnection,
  add: (status: Check['status'], subject: string, detail: string) => void,
): Promise<void> {
  try {
    const answer = await shop.storefront<{ shop: { name: string }; menu: { id: string } | null }>(
      'query Doctor($handle: String!) { shop { name } menu(handle: $handle) { id } }',
      {
        handle: shop.settings.mainMenuHandle,
      },
    );
    add('ok', 'storefront token', `reads ${answer.shop.name}`);
    if (answer.menu) add('ok', `menu ${shop.settings.mainMenuHandle}`, 'the header menu (CONT-15)');
    else
      add(
        'fail',
        `menu ${shop.settings.mainMenuHandle}`,
        `missing: create the menu ${shop.settings.mainMenuHandle} (Online Store > Navigation) or set SHOPIFY_MAIN_MENU_HANDLE`,
      );
  } catch (error) {
    add('fail', 'storefront token', `SHOPIFY_STOREFRONT_TOKEN cannot read the Storefront API: ${(error as Error).message}`);
  }
}

function checkDefinition(
  state: ShopState,
  field: MetafieldDeclaration,
  add: (status: Check['status'], subject: string, detail: string) => void,
): void {
  const subject = `definition ${field.ownerType} ${metafieldName(field)}`;
  const found = definitionOf(state, field);
  const reads = field.readBy.length ? ` (${field.readBy.join(', ')})` : '';
  if (!found) return add('fail', subject, `missing${reads}: ${SETUP}`);
  if (found.type.name !== field.type)
    return add(
      'fail',
      subject,
      `is ${found.type.name}, the store reads ${field.type}: migrate it by hand (setup never replaces a definition)`,
    );
  if ((found.access.storefront ?? 'NONE') !== field.storefront) {
    return add('fail', subject, `storefront access is ${found.access.storefront ?? 'NONE'}, the store needs ${field.storefront}: ${SETUP}`);
  }
  if (field.customerAccount === 'READ' && found.access.customerAccount === 'NONE')
    return add('fail', subject, `the Customer Account API cannot read it: ${SETUP}`);
  add('ok', subject, `${field.type}, storefront ${field.storefront}`);
}

async function checkSetting(
  shop: ShopConnection,
  state: ShopState,
  field: MetafieldDeclaration,
  add: (status: Check['status'], subject: string, detail: string) => void,
): Promise<void> {
  const subject = `setting ${metafieldName(field)}`;
  const value = state.settings.get(field.key)?.value;
  const target = field.setting!;
  if (value === undefined) {
    if (target.kind === 'collection')
      return add(
        field.readBy.length ? 'fail' : 'warn',
        subject,
        `unset (${field.description}): ${SETUP} once the collection ${target.handle} exists`,
      );
    if (target.kind === 'priority-delivery')
      return add('fail', subject, `unset, so priority delivery is off: ${SETUP} (it creates the product)`);
    return add('warn', subject, `unset, so ${field.description.toLowerCase()} is off: set it in Settings > Custom data > Shop`);
  }
  const problems: string[] = [];
  if (target.kind === 'collection' && !(await collectionExists(shop, value))) problems.push(`no collection ${value}`);
  if (target.kind === 'priority-delivery') {
    if (!(await variantExists(shop, value))) problems.push(`no variant ${value}`);
    // Shown to the store only when published on its storefront (the cart adds it through the Storefront API).
    else if (!(await variantOnStorefront(shop, value)))
      return add('fail', subject, `${value} is not published on the storefront of SHOPIFY_STOREFRONT_TOKEN: publish its product there`);
  }
  if (target.kind === 'buy-x-get-y') {
    try {
      const offer = JSON.parse(value) as { collectionId?: unknown; freeVariantIds?: unknown };
      if (typeof offer.collectionId !== 'string' || !(await collectionExists(shop, offer.collectionId)))
        problems.push(`collectionId ${String(offer.collectionId)} is no collection`);
      const variants = Array.isArray(offer.freeVariantIds) ? offer.freeVariantIds : [];
      if (variants.length === 0) problems.push('freeVariantIds is empty');
      for (const id of variants) if (typeof id !== 'string' || !(await variantExists(shop, id))) problems.push(`no variant ${String(id)}`);
    } catch {
      problems.push('not JSON {collectionId, freeVariantIds}');
    }
  }
  if (problems.length) add('fail', subject, `${problems.join('; ')}: point it at an existing one`);
  else add('ok', subject, value.length > 80 ? `${value.slice(0, 77)}...` : value);
}

async function collectionExists(shop: ShopConnection, id: string): Promise<boolean> {
  const answer = await shop.admin<{ collectionByIdentifier: { id: string } | null }>(
    'query SettingCollection($id: ID!) { collectionByIdentifier(identifier: { id: $id }) { id } }',
    { id },
  );
  return answer.collectionByIdentifier !== null;
}

async function variantExists(shop: ShopConnection, id: string): Promise<boolean> {
  const answer = await shop.admin<{ productVariant: { id: string } | null }>(
    'query SettingVariant($id: ID!) { productVariant(id: $id) { id } }',
    { id },
  );
  return answer.productVariant !== null;
}

async function variantOnStorefront(shop: ShopConnection, id: string): Promise<boolean> {
  const answer = await shop
    .storefront<{ node: { id: string } | null }>('query PriorityVariant($id: ID!) { node(id: $id) { id } }', { id })
    .catch(() => ({ node: null }));
  return answer.node !== null;
}

async function checkCustomerAccount(
  shop: ShopConnection,
  add: (status: Check['status'], subject: string, detail: string) => void,
): Promise<void> {
  const discovery = new URL('/.well-known/openid-configuration', shop.settings.customerAccountUrl).href;
  try {
    const response = await fetch(discovery);
    const body = (await response.json().catch(() => ({}))) as { authorization_endpoint?: string };
    if (!response.ok || !body.authorization_endpoint)
      add(
        'fail',
        'customer accounts',
        `${discovery} answered HTTP ${response.status} without an authorization endpoint: check SHOPIFY_CUSTOMER_ACCOUNT_URL`,
      );
    else add('ok', 'customer accounts', `discovery at ${discovery}`);
  } catch (error) {
    add('fail', 'customer accounts', `${discovery} unreachable (${(error as Error).message}): check SHOPIFY_CUSTOMER_ACCOUNT_URL`);
  }
  const settings = customerAccountSettings(shop.settings.siteUrl);
  add(
    'info',
    'customer account client',
    `register callback ${settings.callbackUris.join(' and ')}, JavaScript origin ${settings.javascriptOrigins.join(', ')}, logout ${settings.logoutUris.join(', ')}`,
  );
}

/** The report, one line per check; the exit code is 1 when any check fails. */
export function formatChecks(checks: readonly Check[]): { text: string; exitCode: number } {
  const mark = { ok: 'ok  ', warn: 'warn', fail: 'FAIL', info: 'info' } as const;
  const lines = checks.map((check) => `${mark[check.status]}  ${check.subject}: ${check.detail}`);
  const failed = checks.filter((check) => check.status === 'fail').length;
  lines.push(failed ? `${failed} check(s) failed: the store would misbehave on this shop.` : 'Every check passed.');
  return { text: lines.join('\n'), exitCode: failed ? 1 : 0 };
}
