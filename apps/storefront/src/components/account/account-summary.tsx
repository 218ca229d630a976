import { getTranslations } from 'next-intl/server';
import { CrownIcon } from '@/components/ui/icons';
import { b2bCatalogPath, hasB2BAccess } from '@/domain/b2b/b2b-rules';
import { Link } from '@/i18n/navigation';
import type { CustomerProfile } from '@/lib/customer/types';
import { CopyButton } from './copy-button';

const CARD = 'rounded-xl border border-neutral-200 p-5';

/** Loyalty points, discount codes, and the partner and staff cards when they apply. */
export async function AccountSummary({ profile }: { profile: CustomerProfile }) {
  const t = await getTranslations('accountPage');
  const catalogPath = hasB2BAccess(profile) ? b2bCatalogPath(profile.b2bCatalog) : null;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <section aria-labelledby="loyalty-title" className={CARD}>
        <h2 id="loyalty-title" className="text-lg font-bold">
          {t('loyaltyTitle')}
        </h2>
        <p className="mt-2 text-3xl font-black text-brand">{t('points', { points: profile.points })}</p>
        <p className="mt-1 text-sm text-neutral-600">{t('pointsHelp')}</p>
      </section>
      <section aria-labelledby="codes-title" className={CARD}>
        <h2 id="codes-title" className="text-lg font-bold">
          {t('codesTitle')}
        </h2>
        {profile.discountCodes.length === 0 ? (
          <p className="mt-2 text-neutral-700">{t('noCodes')}</p>
        ) : (
          <>
            <ul className="mt-2 grid gap-2">
              {profile.discountCodes.map((code) => (
                <li key={code} className="flex items-center justify-between gap-3 rounded-lg bg-neutral-50 px-3 py-2">
                  <code className="font-mono text-sm font-semibold">{code}</code>
                  <CopyButton value={code} label={code} />
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-neutral-600">{t('codesHelp')}</p>
          </>
        )}
      </section>
      {hasB2BAccess(profile) ? (
        <section aria-labelledby="partner-title" className={`${CARD} border-amber-300 bg-amber-50`}>
          <h2 id="partner-title" className="flex items-center gap-2 text-lg font-bold">
            <CrownIcon className="text-amber-600" />
            {t('partnerTitle')}
          </h2>
          <p className="mt-2">{t('partnerCatalog', { catalog: profile.b2bCatalog ?? '' })}</p>
          {profile.b2bDiscountPercentage ? <p>{t('partnerDiscount', { percent: profile.b2bDiscountPercentage })}</p> : null}
          {catalogPath ? (
            <Link href={catalogPath} className="mt-3 inline-block font-semibold text-brand underline-offset-2 hover:underline">
              {t('partnerLink')}
            </Link>
          ) : null}
        </section>
      ) : null}
      {profile.isStaff ? (
        <section aria-labelledby="staff-title" className={CARD}>
          <h2 id="staff-title" className="text-lg font-bold">
            {t('staffTitle')}
          </h2>
          <p className="mt-2 text-neutral-700">{t('staffText')}</p>
          <Link
            href="/new-product-form"
            className="mt-3 inline-block rounded-full bg-neutral-900 px-4 py-2 text-sm font-semibold text-white hover:bg-brand"
          >
            {t('staffLink')}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
