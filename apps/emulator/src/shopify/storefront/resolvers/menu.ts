import { numericId, parseGid, toGid } from '../../gid.js';
import type { StorefrontContext, StorefrontResolverMap } from '../storefront-context.js';
import { policyById } from './content.js';
import { resolveReference } from './references.js';
import { menuItemSource, shopPolicySource, type MenuItemSource, type MenuSource } from './sources.js';

/** A menu item's linked resource (Collection, Product, Page, ShopPolicy, Metaobject), or null. */
function menuItemResource(resourceId: string | null, context: StorefrontContext) {
  if (!resourceId) return null;
  if (parseGid(resourceId)?.type === 'ShopPolicy') {
    const id = numericId(resourceId, 'ShopPolicy');
    const policy = id === null ? undefined : policyById(id, context);
    return policy ? shopPolicySource(policy) : null;
  }
  const resource = resolveReference(resourceId, context);
  // Variants and files are not menu resources.
  return resource && resource.__typename !== 'ProductVariant' && resource.__typename !== 'MediaImage' ? resource : null;
}

export const menuResolvers: StorefrontResolverMap = {
  Menu: {
    id: (source: MenuSource) => toGid('Menu', source.record.id),
    handle: (source: MenuSource) => source.record.handle,
    title: (source: MenuSource, _args: unknown, context: StorefrontContext) => context.text(source.record.title),
    items: (source: MenuSource) => source.record.items.map(menuItemSource),
    itemsCount: (source: MenuSource) => source.record.items.length,
  },
  MenuItem: {
    id: (source: MenuItemSource) => toGid('MenuItem', source.record.id),
    title: (source: MenuItemSource, _args: unknown, context: StorefrontContext) => context.text(source.record.title),
    type: (source: MenuItemSource) => source.record.type,
    url: (source: MenuItemSource) => source.record.url,
    resourceId: (source: MenuItemSource) => source.record.resourceId,
    tags: (source: MenuItemSource) => source.record.tags,
    items: (source: MenuItemSource) => source.record.items.map(menuItemSource),
    resource: (source: MenuItemSource, _args: unknown, context: StorefrontContext) => menuItemResource(source.record.resourceId, context),
  },
};
