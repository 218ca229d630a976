import 'server-only';
import type { Locale } from '@/i18n/routing';
import { cacheFor } from '@/lib/cache/cache-policy';
import { getEnv } from '@/lib/config/env';
import type { Menu } from '@/domain/navigation/menu';
import { storefrontRequest } from './client';
import { MENU_QUERY } from './queries/menu';
import { toMenu } from './transforms/menu';

/** The main menu in one language (cache policy: 'menu'). */
export async function getMainMenu(locale: Locale): Promise<Menu | null> {
  const { SHOPIFY_MAIN_MENU_HANDLE, SITE_URL } = getEnv();
  const data = await storefrontRequest(MENU_QUERY, {
    variables: { handle: SHOPIFY_MAIN_MENU_HANDLE },
    locale,
    cache: cacheFor('menu'),
  });
  return data.menu ? toMenu(data.menu, [new URL(SITE_URL).host]) : null;
}
