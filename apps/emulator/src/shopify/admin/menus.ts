import type { MenuItemRecord, MenuRecord } from '../../catalog/model.js';
import { toConnection, type ConnectionArgs } from '../customer-account/graphql/connection.js';
import { numericId, toGid } from '../gid.js';
import type { AdminContext, AdminResolvers } from './admin-context.js';

/** The menus every Shopify shop starts with: their handles can't change and they can't be deleted. */
const DEFAULT_MENU_HANDLES = new Set(['main-menu', 'footer']);

export const menuSource = (menu: MenuRecord) => ({ ...menu, __typename: 'Menu' });

/** menus and menu(id:): the shop's navigation menus, in the shop's language (English). */
export const menuQueries: AdminResolvers<'QueryRoot'> = {
  menus: (_root, args: ConnectionArgs & { reverse?: boolean | null }, context: AdminContext) => {
    const menus = context.catalog.menus();
    return toConnection((args.reverse ? [...menus].reverse() : menus).map(menuSource), args, (menu) => menu.id);
  },
  menu: (_root, args: { id: string }, context: AdminContext) => {
    const id = numericId(args.id, 'Menu');
    const menu = id === null ? undefined : context.catalog.menuById?.(id);
    return menu ? menuSource(menu) : null;
  },
};

export const menuResolvers: AdminResolvers<'Menu'> = {
  id: (menu: MenuRecord) => toGid('Menu', menu.id),
  handle: (menu: MenuRecord) => menu.handle,
  title: (menu: MenuRecord) => menu.title.en,
  isDefault: (menu: MenuRecord) => DEFAULT_MENU_HANDLES.has(menu.handle),
  items: (menu: MenuRecord) => menu.items,
};

export const menuItemResolvers: AdminResolvers<'MenuItem'> = {
  id: (item: MenuItemRecord) => toGid('MenuItem', item.id),
  title: (item: MenuItemRecord) => item.title.en,
  type: (item: MenuItemRecord) => item.type,
  url: (item: MenuItemRecord) => item.url,
  resourceId: (item: MenuItemRecord) => item.resourceId,
  tags: (item: MenuItemRecord) => item.tags,
  items: (item: MenuItemRecord) => item.items,
};
