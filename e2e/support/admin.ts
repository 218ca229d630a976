import { emulatorURL } from './emulator';

/** Calls the emulator's Admin API, as the merchant's admin (or an app) changes the shop. */
async function admin<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${emulatorURL}/admin/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Shopify-Access-Token': 'e2e-admin' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Sets a product's French title through the Admin API's translations (translatableResource, then translationsRegister). */
export async function setFrenchTitle(productId: string, title: string): Promise<void> {
  const { translatableResource } = await admin<{ translatableResource: { translatableContent: { key: string; digest: string }[] } }>(
    `query($id: ID!) { translatableResource(resourceId: $id) { translatableContent { key digest } } }`,
    { id: productId },
  );
  const digest = translatableResource.translatableContent.find((content) => content.key === 'title')!.digest;
  const { translationsRegister } = await admin<{ translationsRegister: { userErrors: { message: string }[] } }>(
    `mutation($id: ID!, $translations: [TranslationInput!]!) { translationsRegister(resourceId: $id, translations: $translations) { userErrors { message } } }`,
    { id: productId, translations: [{ locale: 'fr', key: 'title', value: title, translatableContentDigest: digest }] },
  );
  if (translationsRegister.userErrors.length) throw new Error(translationsRegister.userErrors[0]!.message);
}

/** The inventory item that counts a variant's stock (what Shopify's inventory_levels/update names). */
export async function inventoryItemOf(variantId: string): Promise<string> {
  const { productVariant } = await admin<{ productVariant: { inventoryItem: { id: string } } }>(
    `query($id: ID!) { productVariant(id: $id) { inventoryItem { id } } }`,
    { id: variantId },
  );
  return productVariant.inventoryItem.id;
}

/** Sets a content document's fields through the content service's mutate API (a content editor's change). */
export async function patchContent(id: string, set: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${emulatorURL}/v2022-03-07/data/mutate/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer e2e-editor' },
    body: JSON.stringify({ mutations: [{ patch: { id, set } }] }),
  });
  if (!response.ok) throw new Error(`Content mutation answered ${response.status}: ${await response.text()}`);
}
