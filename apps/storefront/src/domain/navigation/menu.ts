import type { Image } from '@/domain/catalog/types';

/** A menu entry as the header and mobile menu render it (CONT-15). */
export interface MenuItem {
  id: string;
  title: string;
  /** A local path (/collections/dj) or an absolute URL for other sites. */
  href: string;
  items: MenuItem[];
  /** Third-level collection entries carry the collection's image. */
  image: Image | null;
}

export interface Menu {
  id: string;
  title: string;
  items: MenuItem[];
}

const PARTNER_TITLES = ['become a partner', 'devenez partenaire'];

/** The item the store swaps for 'B2B Catalog' or 'Become a partner' (CONT-16). */
export function isBecomePartnerItem(item: Pick<MenuItem, 'title'>): boolean {
  return PARTNER_TITLES.includes(item.title.trim().toLowerCase());
}
