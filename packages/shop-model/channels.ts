import { FIXED_COLLECTIONS, type Channel } from './shop-configuration.js';
import type { ShopConnection } from './shop-connection.js';
import { userErrorText, type UserErrors } from './user-errors.js';

/**
 * The store's two sales channels (decision 0036): each Headless storefront is a publication, and the Storefront
 * API shows a product or collection only to the tokens of a publication it is published on. Setup finds them by
 * name (SHOPIFY_STOREFRONT_PUBLICATION, SHOPIFY_PARTNER_PUBLICATION); doctor checks through the tokens themselves.
 */
export interface Publication {
  id: string;
  name: string;
}

export interface Channels {
  public: Publication | null;
  partners: Publication | null;
  /** Every publication of the shop, to name them when one is not found. */
  all: Publication[];
}

export async function readChannels(shop: ShopConnection): Promise<Channels> {
  const answer = await shop.admin<{ publications: { nodes: Publication[] } }>(
    'query StoreChannels { publications(first: 100) { nodes { id name } } }',
  );
  const all = answer.publications.nodes;
  const named = (name: string) => all.find((publication) => publication.name === name) ?? null;
  return { public: named(shop.settings.storefrontPublication), partners: named(shop.settings.partnerPublication), all };
}

/** Where a fixed collection must be published, and where it must not (a partner catalogue is never public). */
export function wantedChannels(channel: Channel): { name: Channel; published: boolean }[] {
  return channel === 'partners'
    ? [
        { name: 'partners', published: true },
        { name: 'public', published: false },
      ]
    : [{ name: 'public', published: true }];
}

/** Whether a product or collection is published on a publication (the Admin API's publishedOnPublication). */
export async function isPublishedOn(shop: ShopConnection, id: string, publication: Publication): Promise<boolean> {
  const field = 'publishedOnPublication(publicationId: $publication)';
  const answer = await shop.admin<{ resource: { publishedOnPublication: boolean } | null }>(
    id.includes('/Product/')
      ? `query ProductPublished($id: ID!, $publication: ID!) { resource: product(id: $id) { ${field} } }`
      : `query CollectionPublished($id: ID!, $publication: ID!) { resource: collectionByIdentifier(identifier: { id: $id }) { ${field} } }`,
    { id, publication: publication.id },
  );
  return answer.resource?.publishedOnPublication === true;
}

/** Publishes (or unpublishes) a product or collection on one publication; the error's text, or null. */
export async function setPublished(shop: ShopConnection, id: string, publication: Publication, published: boolean): Promise<string | null> {
  const mutation = published ? 'publishablePublish' : 'publishableUnpublish';
  const answer = await shop.admin<Record<string, UserErrors | null>>(
    `mutation Channel($id: ID!, $input: [PublicationInput!]!) { ${mutation}(id: $id, input: $input) { userErrors { field message } } }`,
    { id, input: [{ publicationId: publication.id }] },
  );
  return userErrorText(answer[mutation]);
}

/** What the storefront tokens see of the fixed collections: handle -> visible to the public token, to the partners' token. */
export async function visibleCollections(shop: ShopConnection): Promise<Map<string, { public: boolean; partners: boolean | null }>> {
  const query = `query FixedCollections { ${FIXED_COLLECTIONS.map(({ handle }, index) => `c${index}: collection(handle: ${JSON.stringify(handle)}) { id }`).join(' ')} }`;
  const [seen, partners] = await Promise.all([
    shop.storefront<Record<string, { id: string } | null>>(query),
    shop.partnerStorefront<Record<string, { id: string } | null>>(query).catch(() => null),
  ]);
  return new Map(
    FIXED_COLLECTIONS.map(({ handle }, index) => [
      handle,
      { public: seen[`c${index}`] !== null, partners: partners ? partners[`c${index}`] !== null : null },
    ]),
  );
}

/** The publications' names, for a line that asks the merchant to choose one. */
export const publicationNames = (channels: Channels): string =>
  channels.all.map((publication) => `“${publication.name}”`).join(', ') || 'none';
