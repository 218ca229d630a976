import { getTranslations } from 'next-intl/server';
import { MegaMenu } from '@/components/navigation/mega-menu';
import type { MenuBarItem } from '@/components/navigation/menu-bar';
import { DesktopSearch } from '@/components/search/desktop-search';
import { MobileSearchTrigger } from '@/components/search/mobile-search';
import { Link } from '@/i18n/navigation';
import { getEnv } from '@/lib/config/env';
import { AccountButton } from './account-button';
import { ExternalLink } from './external-link';
import { CartButton, FavoritesButton, MobileMenuButton } from './header-buttons';
import { HeaderHeight } from './header-height';
import { LanguageToggle } from './language-toggle';
import { Logo } from './logo';
import { NewProductButton } from './new-product-button';

/** The site header (CONT-11, CONT-12). */
export async function Header({ menuBar }: { menuBar: MenuBarItem[] }) {
  const t = await getTranslations();
  const env = getEnv();
  const newTab = t('a11y.opensInNewTab');
  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white">
      {/* Phones from 320 px wide (WCAG reflow) fit the row: tighter gaps below 400 px, the leaf alone below 360 px. */}
      <div className="mx-auto flex max-w-screen-2xl items-center gap-2 px-3 py-2 min-[400px]:gap-3 lg:gap-6 lg:px-6 lg:py-3">
        <MobileMenuButton />
        <Link href="/" aria-label={t('header.home', { store: env.STORE_NAME })} className="shrink-0">
          <Logo name={env.STORE_NAME} />
        </Link>
        <div className="hidden flex-1 lg:block">
          <DesktopSearch />
        </div>
        <div className="ml-auto flex items-center gap-1 lg:ml-0 lg:gap-2">
          <div className="hidden lg:block">
            <LanguageToggle />
          </div>
          <AccountButton />
          <FavoritesButton />
          <CartButton />
        </div>
      </div>
      <div className="px-3 pb-2 lg:hidden">
        <MobileSearchTrigger />
      </div>
      <nav aria-label={t('header.primaryNavigation')} className="relative hidden border-t border-neutral-100 lg:block">
        <div className="mx-auto flex max-w-screen-2xl items-center justify-between gap-6 px-6 py-1.5 text-sm font-medium">
          <MegaMenu items={menuBar} />
          <div className="flex shrink-0 items-center gap-5">
            <NewProductButton />
            <ExternalLink href={env.RENTAL_SITE_URL} newTabLabel={newTab} className="hover:text-brand">
              {t('header.rental')}
            </ExternalLink>
            <ExternalLink href={env.PRO_SITE_URL} newTabLabel={newTab} className="hover:text-brand">
              {t('header.pro')}
            </ExternalLink>
          </div>
        </div>
      </nav>
      <HeaderHeight />
    </header>
  );
}
