import { METAFIELDS } from '@maple/shop-model/metafields';
import type { MetafieldDefinitionRecord } from '../catalog/model.js';

/** The store's metafield definitions, as `npm run shop:setup` creates them on a shop (@maple/shop-model). */
export function buildMetafieldDefinitions(): MetafieldDefinitionRecord[] {
  return METAFIELDS.map((field, index) => ({
    id: index + 1,
    ownerType: field.ownerType,
    namespace: field.namespace,
    key: field.key,
    name: field.name,
    description: field.description,
    type: field.type,
    validations: field.validations.map((validation) => ({ ...validation })),
    access: { storefront: field.storefront, customerAccount: field.customerAccount },
  }));
}
