import type { Menu, MenuItem } from '@/domain/navigation/menu';
import { toLocalPath } from '@/domain/navigation/menu-links';
import type { MenuItemCollectionImageFragment, MenuItemFieldsFragment, MenuQuery } from '../generated/storefront.generated';
import { toImage } from './product-summary';

// Every level is MenuItemFields; the lower two add their collection's image, and all but the last their items.
type MenuItemAnswer = MenuItemFieldsFragment & Partial<MenuItemCollectionImageFragment> & { items?: readonly MenuItemAnswer[] };

function toMenuItem(raw: MenuItemAnswer, shopHosts: readonly string[]): MenuItem {
  return {
    id: raw.id,
    title: raw.title,
    href: raw.url ? toLocalPath(raw.url, shopHosts) : '/',
    items: (raw.items ?? []).map((item) => toMenuItem(item, shopHosts)),
    image: toImage(raw.resource?.image),
  };
}

export function toMenu(raw: NonNullable<MenuQuery['menu']>, shopHosts: readonly string[]): Menu {
  return { id: raw.id, title: raw.title, items: raw.items.map((item) => toMenuItem(item, shopHosts)) };
}
