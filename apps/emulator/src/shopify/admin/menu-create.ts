import type { Catalog } from '../../catalog/catalog.js';
import type { MenuItemRecord, MenuItemType } from '../../catalog/model.js';
import { numericId } from '../gid.js';
import { POLICY_HANDLES } from '../storefront/resolvers/content.js';
import type { AdminContext } from './admin-context.js';
import { normalizeHandle } from './handles.js';
import { menuSource } from './menus.js';

type InputType = MenuItemType | 'ARTICLE' | 'BLOG' | 'CUSTOMER_ACCOUNT_PAGE';

interface MenuItemCreateInput {
  title: string;
  type: InputType;
  resourceId?: string | null;
  url?: string | null;
  tags?: string[] | null;
  items?: MenuItemCreateInput[] | null;
}

interface MenuCreateArgs {
  title: string;
  handle: string;
  items: MenuItemCreateInput[];
}

interface MenuCreateUserError {
  field: string[];
  message: string;
  code: 'NESTING_TOO_DEEP' | 'NOT_FOUND' | null;
}

/** Shopify's menus nest three levels deep at most. */
const MAX_DEPTH = 3;

/** The path (storefront URL) of the resource a menu item links to, by the item's type; undefined when it does not exist. */
function resourcePath(type: InputType, gid: string, catalog: Catalog): string | undefined {
  switch (type) {
    case 'COLLECTION': {
      const collection = catalog.collectionById(numericId(gid, 'Collection') ?? 0);
      return collection && `/collections/${collection.handle}`;
    }
    case 'PRODUCT': {
      const product = catalog.productById(numericId(gid, 'Product') ?? 0, { includeDrafts: true });
      return product && `/products/${product.handle}`;
    }
    case 'PAGE': {
      const page = catalog.pageById(numericId(gid, 'Page') ?? 0);
      return page && `/pages/${page.handle}`;
    }
    case 'SHOP_POLICY': {
      const id = numericId(gid, 'ShopPolicy');
      const policy = POLICY_HANDLES.map((handle) => catalog.policyByHandle(handle)).find((candidate) => candidate && candidate.id === id);
      return policy && `/policies/${policy.handle}`;
    }
    case 'METAOBJECT': {
      const metaobject = catalog.metaobjectById(numericId(gid, 'Metaobject') ?? 0);
      return metaobject && `/pages/${metaobject.type}/${metaobject.handle}`;
    }
    default:
      // The emulator's shop has no blogs, articles or customer account pages to link to.
      return undefined;
  }
}

/** Types that link to one resource, so resourceId is required. */
const RESOURCE_TYPES = new Set<InputType>([
  'ARTICLE',
  'BLOG',
  'COLLECTION',
  'CUSTOMER_ACCOUNT_PAGE',
  'METAOBJECT',
  'PAGE',
  'PRODUCT',
  'SHOP_POLICY',
]);
/** Where the other types lead on the storefront. */
const FIXED_PATHS: Partial<Record<InputType, string>> = {
  FRONTPAGE: '/',
  CATALOG: '/collections/all',
  COLLECTIONS: '/collections',
  SEARCH: '/search',
};

interface Built {
  items: MenuItemRecord[];
  errors: MenuCreateUserError[];
}

/** The items as records (ids from the catalogue), or the user errors of every invalid one. */
function buildItems(inputs: readonly MenuItemCreateInput[], path: string[], depth: number, context: AdminContext, base: string): Built {
  if (inputs.length && depth > MAX_DEPTH) {
    return { items: [], errors: [{ field: path, message: 'The menu cannot be nested more than 3 level deep.', code: 'NESTING_TOO_DEEP' }] };
  }
  const built: Built = { items: [], errors: [] };
  inputs.forEach((input, index) => {
    const at = [...path, String(index)];
    const title = input.title.trim();
    if (title === '') built.errors.push({ field: [...at, 'title'], message: "Title can't be blank", code: null });
    let url: string | undefined;
    const resourceId = RESOURCE_TYPES.has(input.type) ? (input.resourceId ?? '').trim() : '';
    if (RESOURCE_TYPES.has(input.type)) {
      const found = resourceId ? resourcePath(input.type, resourceId, context.catalog) : undefined;
      if (!resourceId) built.errors.push({ field: [...at, 'resourceId'], message: "Resource can't be blank", code: null });
      else if (found === undefined)
        built.errors.push({
          field: [...at, 'resourceId'],
          message: "The record with the ID used as the input value couldn't be found.",
          code: 'NOT_FOUND',
        });
      url = found && `${base}${found}`;
    } else if (input.type === 'HTTP') {
      const given = (input.url ?? '').trim();
      if (given === '') built.errors.push({ field: [...at, 'url'], message: "Url can't be blank", code: null });
      url = given.startsWith('/') ? `${base}${given}` : given;
    } else {
      url = `${base}${FIXED_PATHS[input.type] ?? '/'}`;
    }
    const children = buildItems(input.items ?? [], [...at, 'items'], depth + 1, context, base);
    built.errors.push(...children.errors);
    if (built.errors.length) return;
    built.items.push({
      id: context.catalog.nextId('menu-item'),
      title: { en: title, fr: title },
      type: input.type as MenuItemType,
      resourceId: resourceId || null,
      url: url ?? base,
      tags: [...new Set((input.tags ?? []).map((tag) => tag.trim()).filter(Boolean))],
      items: children.items,
    });
  });
  return built;
}

/**
 * menuCreate(title:, handle:, items:): a navigation menu, in both languages alike until translated.
 * Its items' URLs are on the shop's primary domain, as Shopify answers them; the Storefront API's
 * menu(handle:) serves it at once.
 */
export function menuCreate(_root: unknown, args: MenuCreateArgs, context: AdminContext) {
  const errors: MenuCreateUserError[] = [];
  const title = args.title.trim();
  if (title === '') errors.push({ field: ['title'], message: "Title can't be blank", code: null });
  const handle = normalizeHandle(args.handle) || normalizeHandle(title);
  if (handle && context.catalog.menuByHandle(handle))
    errors.push({ field: ['handle'], message: 'Handle has already been taken', code: null });
  const base = context.catalog.shop().primaryDomainUrl.replace(/\/+$/, '');
  // Checked before any id is handed out, so a refused menu uses none.
  const checked = buildItems(args.items, ['items'], 1, { ...context, catalog: { ...context.catalog, nextId: () => 0 } }, base);
  errors.push(...checked.errors);
  if (errors.length || handle === '') {
    return { menu: null, userErrors: errors.length ? errors : [{ field: ['handle'], message: 'Handle is invalid', code: null }] };
  }
  const { items } = buildItems(args.items, ['items'], 1, context, base);
  const menu = context.catalog.insertMenu({ id: context.catalog.nextId('menu'), handle, title: { en: title, fr: title }, items });
  return { menu: menuSource(menu), userErrors: [] };
}
