import 'server-only';
import type { Menu } from '@/domain/navigation/menu';
import type { Locale } from '@/i18n/routing';
import { getMainMenu } from './menu';
import { logger } from '@/lib/observability/logger';

export interface ShellData {
  menu: Menu | null;
}

/** Header data for every page; a provider outage leaves the shell usable without it. */
export async function getShellData(locale: Locale): Promise<ShellData> {
  const menu = await getMainMenu(locale).catch((error: unknown) => {
    logger().error({ err: error }, 'Menu unavailable');
    return null;
  });
  return { menu };
}
