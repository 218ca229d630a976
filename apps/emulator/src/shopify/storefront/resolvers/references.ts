import { parseGid } from '../../gid.js';
import type { StorefrontContext } from '../storefront-context.js';
import {
  collectionSource,
  mediaImageSource,
  metaobjectSource,
  pageSource,
  productSource,
  variantSource,
  type CollectionSource,
  type MediaImageSource,
  type MetaobjectSource,
  type PageSource,
  type ProductSource,
  type VariantSource,
} from './sources.js';
import { paginate, type PageArgs } from './connection.js';

export type ReferenceSource = ProductSource | VariantSource | CollectionSource | MediaImageSource | MetaobjectSource | PageSource;

/** The record a reference metafield's gid points at, as Shopify resolves it; null when gone or hidden. */
export function resolveReference(gid: string, context: StorefrontContext): ReferenceSource | null {
  const parsed = parseGid(gid);
  const id = parsed ? Number(parsed.id) : NaN;
  if (!parsed || !Number.isSafeInteger(id)) return null;
  const { catalog } = context;
  switch (parsed.type) {
    case 'Product': {
      const product = catalog.productById(id);
      return product ? productSource(product) : null;
    }
    case 'ProductVariant': {
      const entry = catalog.variantById(id);
      return entry ? variantSource(entry.variant, entry.product) : null;
    }
    case 'Collection': {
      const collection = catalog.collectionById(id);
      return collection ? collectionSource(collection) : null;
    }
    case 'MediaImage': {
      const image = catalog.imageById(id);
      return image ? mediaImageSource(image) : null;
    }
    case 'Metaobject': {
      const metaobject = catalog.metaobjectById(id);
      return metaobject ? metaobjectSource(metaobject) : null;
    }
    case 'Page': {
      const page = catalog.pageById(id);
      return page ? pageSource(page) : null;
    }
    default:
      return null;
  }
}

const isReferenceType = (type: string) => /_reference$/.test(type);

/** The `reference` of a single-reference metafield or metaobject field. */
export function singleReference(type: string, value: string | null, context: StorefrontContext): ReferenceSource | null {
  if (!value || type.startsWith('list.') || !isReferenceType(type)) return null;
  return resolveReference(value, context);
}

/** The `references` connection of a list-of-references field; null for other types, as Shopify does. */
export function listReferences(type: string, value: string | null, args: PageArgs, context: StorefrontContext) {
  if (!type.startsWith('list.') || !isReferenceType(type)) return null;
  let gids: unknown;
  try {
    gids = JSON.parse(value ?? '[]');
  } catch {
    gids = [];
  }
  const resolved = (Array.isArray(gids) ? gids : [])
    .map((gid, index) => ({ position: index + 1, gid: String(gid), source: resolveReference(String(gid), context) }))
    .filter((entry) => entry.source !== null);
  return paginate(resolved, args, {
    fieldName: 'references',
    key: (entry) => ({ id: entry.position, value: Number(parseGid(entry.gid)?.id ?? 0) }),
    node: (entry) => entry.source!,
  });
}
