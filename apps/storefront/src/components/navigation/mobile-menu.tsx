'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Drawer } from '@/components/overlays/drawer';
import { closeAllOverlays } from '@/components/overlays/overlay-store';
import { usePathname, useRouter } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';

/** The mobile menu frame (spec §2 "Mobile menu"): language buttons, one per locale. */
export function MobileMenu() {
  const t = useTranslations();
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  return (
    <Drawer name="mobile-menu" title={t('drawers.menuTitle')} placement="left">
      <div className="p-4">
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
                closeAllOverlays();
                router.replace(`${pathname}${window.location.search}`, { locale: code });
              }}
              className="rounded-md border border-neutral-300 px-3 py-2 text-sm font-medium aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white"
            >
              {t(`locales.${code}`)}
            </button>
          ))}
        </div>
      </div>
    </Drawer>
  );
}
