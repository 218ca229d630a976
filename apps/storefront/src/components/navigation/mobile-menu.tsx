'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ExternalLink } from '@/components/layout/external-link';
import { Drawer } from '@/components/overlays/drawer';
import { closeAllOverlays, openOverlay } from '@/components/overlays/overlay-store';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { MobileMenuCards } from './mobile-menu-cards';
import { MobileMenuCatalogue } from './mobile-menu-catalogue';

interface MobileMenuProps {
  rentalUrl: string;
  proUrl: string;
}

const GRID_LINK =
  'flex flex-col items-center justify-center gap-1 rounded-xl bg-neutral-100 p-3 text-center text-sm font-semibold hover:bg-brand-light hover:text-brand';

/** The mobile menu (CONT-18); its brands and categories load when it first opens. */
export function MobileMenu({ rentalUrl, proUrl }: MobileMenuProps) {
  const t = useTranslations();
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const close = () => closeAllOverlays();
  const newTab = t('a11y.opensInNewTab');

  return (
    <Drawer name="mobile-menu" title={t('drawers.menuTitle')} placement="left">
      <div className="flex flex-col gap-6 p-4">
        <MobileMenuCards onNavigate={close} />

        <ul className="grid grid-cols-2 gap-2">
          <li>
            <button type="button" onClick={() => openOverlay('favorites')} className={`${GRID_LINK} w-full`}>
              {t('navigation.favorites')}
            </button>
          </li>
          <li>
            <Link href="/collections/top-deals" onClick={close} className={GRID_LINK}>
              {t('navigation.topDeals')}
            </Link>
          </li>
          <li>
            <Link href="/series" onClick={close} className={GRID_LINK}>
              {t('navigation.series')}
            </Link>
          </li>
          <li>
            <Link href="/collections/merchandise" onClick={close} className={GRID_LINK}>
              {t('navigation.merchandise')}
            </Link>
          </li>
        </ul>

        <ul className="flex flex-col divide-y divide-neutral-100 text-sm font-medium">
          <li>
            <Link href="/trade-ins" onClick={close} className="block py-3">
              {t('navigation.tradeIns')}
            </Link>
          </li>
          <li>
            <Link href="/collections/redzone" onClick={close} className="flex flex-col py-3">
              <span>{t('navigation.redzone')}</span>
              <span className="text-xs font-normal text-neutral-600">{t('navigation.redzoneText')}</span>
            </Link>
          </li>
          <li className="py-3">
            <ExternalLink href={rentalUrl} newTabLabel={newTab}>
              {t('navigation.rental')}
            </ExternalLink>
          </li>
          <li className="py-3">
            <ExternalLink href={proUrl} newTabLabel={newTab}>
              {t('navigation.pro')}
            </ExternalLink>
          </li>
        </ul>

        <div>
          <p id="mobile-language" className="mb-2 text-sm font-semibold text-neutral-700">
            {t('header.language')}
          </p>
          <div role="group" aria-labelledby="mobile-language" className="grid grid-cols-2 gap-2">
            {routing.locales.map((code) => (
              <button
                key={code}
                type="button"
                lang={code}
                aria-pressed={code === locale}
                onClick={() => {
                  close();
                  router.replace(`${pathname}${window.location.search}`, { locale: code });
                }}
                className="rounded-md border border-neutral-300 px-3 py-2 text-sm font-medium aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white"
              >
                {t(`locales.${code}`)}
              </button>
            ))}
          </div>
        </div>

        <MobileMenuCatalogue onNavigate={close} />
      </div>
    </Drawer>
  );
}
