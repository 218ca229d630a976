import type { Localized, MetafieldRecord } from '../../../catalog/model.js';
import type { Resolver } from '../../../graphql/executor.js';
import { toGid } from '../../gid.js';
import { metafieldNumber } from '../../metafield-id.js';
import type { StorefrontContext, StorefrontResolverMap } from '../storefront-context.js';
import type { PageArgs } from './connection.js';
import { listReferences, singleReference } from './references.js';
import type { MetafieldOwner, MetafieldSource } from './sources.js';

interface Identifier {
  namespace?: string | null;
  key: string;
}

/** The value as the API returns it: localised text in the request's language, anything else as stored. */
export function metafieldValue(value: string | Localized | null, context: StorefrontContext): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value : context.text(value);
}

/**
 * Shopify's MetafieldOwnerType of each Storefront type with metafields. The store defines none for pages,
 * locations or markets, so theirs read as null, as on a shop without such definitions.
 */
export type StorefrontOwnerType = 'PRODUCT' | 'PRODUCTVARIANT' | 'COLLECTION' | 'CUSTOMER' | 'SHOP' | 'PAGE' | 'LOCATION' | 'MARKET';

function find(records: readonly MetafieldRecord[], identifier: Identifier, ownerType: StorefrontOwnerType, context: StorefrontContext): MetafieldRecord | undefined {
  // Without a namespace Shopify reads the app-reserved one, which this store does not use.
  if (!identifier.namespace) return undefined;
  // The Storefront API reads a metafield only when its definition gives storefront access (PUBLIC_READ), as Shopify does.
  const definition = context.catalog.metafieldDefinition(ownerType, identifier.namespace, identifier.key);
  if (definition?.access.storefront !== 'PUBLIC_READ') return undefined;
  return records.find((record) => record.namespace === identifier.namespace && record.key === identifier.key);
}

/** `metafield` and `metafields` for a HasMetafields type, given its owner type and how to reach the owner's records. */
export function metafieldFields<S>(
  ownerType: StorefrontOwnerType,
  ownerOf: (source: S, context: StorefrontContext) => { records: readonly MetafieldRecord[]; owner: MetafieldOwner },
): Record<string, Resolver<StorefrontContext>> {
  const sourceFor = (record: MetafieldRecord | undefined, owner: MetafieldOwner): MetafieldSource | null =>
    record ? { __typename: 'Metafield', record, owner } : null;
  return {
    metafield: (source: S, args: Identifier, context: StorefrontContext) => {
      const { records, owner } = ownerOf(source, context);
      return sourceFor(find(records, args, ownerType, context), owner);
    },
    metafields: (source: S, args: { identifiers: Identifier[] }, context: StorefrontContext) => {
      const { records, owner } = ownerOf(source, context);
      return args.identifiers.map((identifier) => sourceFor(find(records, identifier, ownerType, context), owner));
    },
  };
}

export const metafieldResolvers: StorefrontResolverMap = {
  Metafield: {
    id: (source: MetafieldSource) => toGid('Metafield', metafieldNumber(source.owner.key, source.record.namespace, source.record.key)),
    namespace: (source: MetafieldSource) => source.record.namespace,
    key: (source: MetafieldSource) => source.record.key,
    type: (source: MetafieldSource) => source.record.type,
    value: (source: MetafieldSource, _args: unknown, context: StorefrontContext) => metafieldValue(source.record.value, context) ?? '',
    description: () => null,
    createdAt: (source: MetafieldSource) => source.owner.updatedAt,
    updatedAt: (source: MetafieldSource) => source.owner.updatedAt,
    parentResource: (source: MetafieldSource) => source.owner.source,
    reference: (source: MetafieldSource, _args: unknown, context: StorefrontContext) =>
      singleReference(source.record.type, metafieldValue(source.record.value, context), context),
    references: (source: MetafieldSource, args: PageArgs, context: StorefrontContext) =>
      listReferences(source.record.type, metafieldValue(source.record.value, context), args, context),
  },
};
