import type { Menu, MenuItem } from '@/domain/navigation/menu';

/** A top-level entry of the desktop menu bar: what the server renders; panels load on demand. */
export interface MenuBarItem {
  id: string;
  title: string;
  href: string;
  hasPanel: boolean;
}

/** The bar alone, so pages don't carry the whole menu tree in their payload. */
export function toMenuBar(menu: Menu | null): MenuBarItem[] {
  return (menu?.items ?? []).map((item) => ({ id: item.id, title: item.title, href: item.href, hasPanel: item.items.length > 0 }));
}

/** The full entry of a bar item once the menu has loaded. */
export function findTopItem(menu: Menu | null, id: string): MenuItem | undefined {
  return menu?.items.find((item) => item.id === id);
}
