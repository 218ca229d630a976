import type { MetaobjectRecord } from '../../../catalog/model.js';
import { toGid } from '../../gid.js';
import type { StorefrontContext, StorefrontResolverMap } from '../storefront-context.js';
import { paginate, type PageArgs } from './connection.js';
import { metafieldValue } from './metafield.js';
import { listReferences, singleReference } from './references.js';
import { metaobjectSource, type MetaobjectFieldSource, type MetaobjectSource } from './sources.js';

// Shopify lists a metaobject's fields in key order.
const sortedFields = (record: MetaobjectRecord): MetaobjectFieldSource[] =>
  [...record.fields].sort((a, b) => a.key.localeCompare(b.key)).map((field) => ({ record: field, owner: record }));

const fieldSource = (record: MetaobjectRecord, key: string): MetaobjectFieldSource | null => {
  const field = record.fields.find((candidate) => candidate.key === key);
  return field ? { record: field, owner: record } : null;
};

const SORT_VALUES: Record<string, (record: MetaobjectRecord) => string | number> = {
  id: (record) => record.id,
  type: (record) => record.type,
  updated_at: (record) => record.updatedAt,
  display_name: (record) => record.handle,
};

export interface MetaobjectsArgs extends PageArgs {
  type: string;
  sortKey?: string | null;
  reverse?: boolean | null;
}

/** QueryRoot.metaobjects: the entries of one type, sorted by id, type, updated_at or display_name. */
export function metaobjectsConnection(args: MetaobjectsArgs, context: StorefrontContext) {
  const sortValue = SORT_VALUES[(args.sortKey ?? 'id').toLowerCase()] ?? SORT_VALUES.id!;
  const entries = [...context.catalog.metaobjectsOfType(args.type)].sort((a, b) => {
    const left = sortValue(a);
    const right = sortValue(b);
    return left < right ? -1 : left > right ? 1 : a.id - b.id;
  });
  if (args.reverse) entries.reverse();
  return paginate(entries, args, {
    fieldName: 'metaobjects',
    key: (record) => ({ id: record.id, value: sortValue(record) }),
    node: metaobjectSource,
  });
}

export const metaobjectResolvers: StorefrontResolverMap = {
  Metaobject: {
    id: (source: MetaobjectSource) => toGid('Metaobject', source.record.id),
    handle: (source: MetaobjectSource) => source.record.handle,
    type: (source: MetaobjectSource) => source.record.type,
    updatedAt: (source: MetaobjectSource) => source.record.updatedAt,
    fields: (source: MetaobjectSource) => sortedFields(source.record),
    field: (source: MetaobjectSource, args: { key: string }) => fieldSource(source.record, args.key),
    onlineStoreUrl: () => null,
    seo: (source: MetaobjectSource) => ({ title: fieldSource(source.record, 'title'), description: fieldSource(source.record, 'description') }),
  },
  MetaobjectField: {
    key: (source: MetaobjectFieldSource) => source.record.key,
    type: (source: MetaobjectFieldSource) => source.record.type,
    value: (source: MetaobjectFieldSource, _args: unknown, context: StorefrontContext) => metafieldValue(source.record.value, context),
    reference: (source: MetaobjectFieldSource, _args: unknown, context: StorefrontContext) =>
      singleReference(source.record.type, metafieldValue(source.record.value, context), context),
    references: (source: MetaobjectFieldSource, args: PageArgs, context: StorefrontContext) =>
      listReferences(source.record.type, metafieldValue(source.record.value, context), args, context),
  },
};
