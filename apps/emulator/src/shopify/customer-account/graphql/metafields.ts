import { createHash } from 'node:crypto';
import type { Language, MetafieldRecord } from '../../../catalog/model.js';
import { toGid } from '../../gid.js';
import type { CustomerAccountContext, CustomerAccountResolvers } from './context.js';

/** A metafield as the API serves it: the record plus its owner. */
export interface MetafieldSource {
  record: MetafieldRecord;
  ownerGid: string;
  updatedAt: string;
  language: Language;
}

function textValue(source: MetafieldSource): string {
  const { value } = source.record;
  return typeof value === 'string' ? value : source.language === 'FR' ? value.fr : value.en;
}

function jsonValue(source: MetafieldSource): unknown {
  const value = textValue(source);
  const { type } = source.record;
  try {
    if (type === 'json' || type.startsWith('list.')) return JSON.parse(value);
    if (type === 'number_integer') return Number.parseInt(value, 10);
    if (type === 'boolean') return value === 'true';
  } catch {
    return value;
  }
  return value;
}

export const metafieldResolvers: CustomerAccountResolvers<'Metafield'> = {
  id: (source: MetafieldSource) => {
    const digest = createHash('sha1').update(`${source.ownerGid}/${source.record.namespace}.${source.record.key}`).digest('hex');
    return toGid('Metafield', Number.parseInt(digest.slice(0, 12), 16));
  },
  namespace: (source: MetafieldSource) => source.record.namespace,
  key: (source: MetafieldSource) => source.record.key,
  type: (source: MetafieldSource) => source.record.type,
  value: textValue,
  jsonValue,
  description: () => null,
  createdAt: (source: MetafieldSource) => source.updatedAt,
  updatedAt: (source: MetafieldSource) => source.updatedAt,
  compareDigest: (source: MetafieldSource) => createHash('sha256').update(textValue(source)).digest('hex'),
  reference: () => null,
  references: () => null,
};

/**
 * metafield(namespace, key) and metafields(identifiers) for any owner with metafields, given its owner type:
 * as on Shopify, the Customer Account API reads a metafield only through a definition that lets it (READ).
 */
export function metafieldFields<T>(
  ownerType: 'CUSTOMER' | 'ORDER' | 'SHOP',
  owner: (source: T, context: CustomerAccountContext) => Omit<MetafieldSource, 'record'> & { metafields: MetafieldRecord[] },
) {
  const find = (source: T, context: CustomerAccountContext, namespace: string, key: string): MetafieldSource | null => {
    const access = context.catalog.metafieldDefinition(ownerType, namespace, key)?.access.customerAccount;
    if (access !== 'READ' && access !== 'READ_WRITE') return null;
    const { metafields, ...rest } = owner(source, context);
    const record = metafields.find((candidate) => candidate.namespace === namespace && candidate.key === key);
    return record ? { ...rest, record } : null;
  };
  return {
    metafield: (source: T, args: { namespace: string; key: string }, context: CustomerAccountContext) => find(source, context, args.namespace, args.key),
    metafields: (source: T, args: { identifiers: { namespace: string; key: string }[] }, context: CustomerAccountContext) =>
      args.identifiers.map((identifier) => find(source, context, identifier.namespace, identifier.key)),
  };
}
