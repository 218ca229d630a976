import type { Menu, MenuItem } from '@/domain/navigation/menu';
import { toLocalPath } from '@/domain/navigation/menu-links';
import { toImage } from './product-summary';

interface RawMenuItem {
  id: string;
  title: string;
  url: string | null;
  items?: RawMenuItem[];
  resource?: { image?: { url: string; altText: string | null; width: number | null; height: number | null } | null } | null;
}

export interface RawMenu {
  id: string;
  title: string;
  items: RawMenuItem[];
}

function toMenuItem(raw: RawMenuItem, shopHosts: readonly string[]): MenuItem {
  return {
    id: raw.id,
    title: raw.title,
    href: raw.url ? toLocalPath(raw.url, shopHosts) : '/',
    items: (raw.items ?? []).map((item) => toMenuItem(item, shopHosts)),
    image: toImage(raw.resource?.image),
  };
}

export function toMenu(raw: RawMenu, shopHosts: readonly string[]): Menu {
  return { id: raw.id, title: raw.title, items: raw.items.map((item) => toMenuItem(item, shopHosts)) };
}
