import type { CollectionRecord, ProductRecord, PublicationRecord } from '../catalog/model.js';
import { SPECIAL_HANDLES } from './collections/special-collections.js';

/**
 * The public storefront's token: the one the store is configured with by default (any other public token reads it too).
 * @internal exported for its tests
 */
export const PUBLIC_STOREFRONT_TOKEN = 'emulator-storefront-token';
/**
 * The Partners storefront's private token: the store's server reads the partner catalogues with it.
 * @internal exported for its tests
 */
export const PARTNER_STOREFRONT_TOKEN = 'emulator-partner-storefront-token';

/** Collections only the Partners storefront publishes: the partner programmes' curated lists (decision 0036). */
const PARTNER_COLLECTION_HANDLES: ReadonlySet<string> = new Set([SPECIAL_HANDLES.integrator, SPECIAL_HANDLES.production]);

/**
 * The shop's two headless storefronts, each its own sales channel: "Maple Audio" (the public store:
 * every product, every collection but the partner catalogues) and "Partners" (every product, so a
 * catalogue's products resolve, and only the partner catalogues).
 */
export function buildPublications(products: readonly ProductRecord[], collections: readonly CollectionRecord[]): PublicationRecord[] {
  const productIds = products.map((product) => product.id);
  const partner = (collection: CollectionRecord) => PARTNER_COLLECTION_HANDLES.has(collection.handle);
  return [
    {
      id: 1,
      name: 'Maple Audio',
      autoPublish: true,
      isDefault: true,
      storefrontTokens: [{ token: PUBLIC_STOREFRONT_TOKEN, access: 'PUBLIC' }],
      productIds: [...productIds],
      collectionIds: collections.filter((collection) => !partner(collection)).map((collection) => collection.id),
    },
    {
      id: 2,
      name: 'Partners',
      autoPublish: true,
      isDefault: false,
      storefrontTokens: [{ token: PARTNER_STOREFRONT_TOKEN, access: 'PRIVATE' }],
      productIds: [...productIds],
      collectionIds: collections.filter(partner).map((collection) => collection.id),
    },
  ];
}
