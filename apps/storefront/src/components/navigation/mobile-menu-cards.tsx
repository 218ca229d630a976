'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSession } from '@/components/account/session-store';
import { AccountIcon, CrownIcon, SignedOutIcon } from '@/components/ui/icons';
import { hasB2BAccess } from '@/domain/b2b/b2b-rules';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { loginHref } from '@/components/layout/account-button';
import { usePartnerLink } from './use-partner-link';

const CARD = 'flex items-center gap-3 rounded-xl border border-neutral-200 p-3 text-sm hover:border-brand';

/** Account, B2B and staff cards at the top of the mobile menu (CONT-18). */
export function MobileMenuCards({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('navigation');
  const locale = useLocale() as Locale;
  const { status, customer } = useSession();
  const partner = usePartnerLink();
  const b2b = customer ? hasB2BAccess(customer) : false;
  const AccountCardIcon = status !== 'signed-in' ? SignedOutIcon : b2b ? CrownIcon : AccountIcon;
  return (
    <div className="grid gap-2">
      {status === 'signed-in' ? (
        <Link href="/account" onClick={onNavigate} className={CARD}>
          <AccountCardIcon className={b2b ? 'text-amber-600' : undefined} />
          <span className="font-semibold">{t('viewAccount')}</span>
        </Link>
      ) : (
        // Login is a full-page navigation to the provider's sign-in (ACC-01), then back to the account page.
        <a href={loginHref(getPathname({ href: '/account', locale }))} onClick={onNavigate} className={CARD}>
          <AccountCardIcon />
          <span className="font-semibold">{t('loginProfile')}</span>
        </a>
      )}
      <Link href={partner.href} onClick={onNavigate} className={CARD}>
        {partner.isPartner ? <CrownIcon className="text-amber-600" /> : null}
        <span className="flex flex-col">
          <span className="font-semibold">{partner.isPartner ? t('b2bCard') : t('becomePartnerCard')}</span>
          <span className="text-neutral-600">{partner.isPartner ? t('b2bBenefits') : t('becomePartnerText')}</span>
        </span>
      </Link>
      {customer?.isStaff ? (
        <Link href="/new-product-form" onClick={onNavigate} className={CARD}>
          <span className="font-semibold">{t('newProduct')}</span>
        </Link>
      ) : null}
    </div>
  );
}
