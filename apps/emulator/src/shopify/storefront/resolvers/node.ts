import { parseGid } from '../../gid.js';
import type { StorefrontContext } from '../storefront-context.js';
import { policyById } from './content.js';
import { resolveReference } from './references.js';
import { menuSource, SHOP_SOURCE, shopPolicySource } from './sources.js';
import { STORE_LOCATION_ID, storeLocation } from './store-location.js';

/**
 * The object behind a global id for node/nodes: products, variants, collections, metaobjects,
 * media images, pages, menus, shop policies, the shop and its location. Unknown ids give null.
 */
export function nodeById(gid: string, context: StorefrontContext): unknown {
  const parsed = parseGid(gid);
  const id = parsed ? Number(parsed.id) : NaN;
  if (!parsed || !Number.isSafeInteger(id)) return null;
  switch (parsed.type) {
    case 'Menu': {
      const menu = context.catalog.menuById?.(id);
      return menu ? menuSource(menu) : null;
    }
    case 'ShopPolicy': {
      const policy = policyById(id, context);
      return policy ? shopPolicySource(policy) : null;
    }
    case 'Shop':
      return id === 1 ? SHOP_SOURCE : null;
    case 'Location':
      return id === STORE_LOCATION_ID ? storeLocation(context.catalog.shop()) : null;
    default:
      return resolveReference(gid, context);
  }
}
