import 'server-only';
import type { Menu } from '@/domain/navigation/menu';
import type { Locale } from '@/i18n/routing';
import { getFeaturedBrands, type BrandTile } from './featured-brands';
import { getMainMenu } from './menu';

export interface ShellData {
  menu: Menu | null;
  brands: BrandTile[];
}

/** Header and menu data for every page; a provider outage leaves the shell usable without them. */
export async function getShellData(locale: Locale): Promise<ShellData> {
  const [menu, brands] = await Promise.all([
    getMainMenu(locale).catch((error: unknown) => {
      console.error('Menu unavailable:', error);
      return null;
    }),
    getFeaturedBrands(locale).catch((error: unknown) => {
      console.error('Featured brands unavailable:', error);
      return [];
    }),
  ]);
  return { menu, brands };
}
