import type { Metadata } from 'next';
// eslint-disable-next-line no-restricted-imports -- the sign-in endpoint is an API route, without a locale prefix
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountSummary } from '@/components/account/account-summary';
import { OrderHistory } from '@/components/account/order-history';
import { SignOutButton } from '@/components/account/sign-out-button';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { requirePageSession, signInPath } from '@/lib/customer/current-session';
import { getCustomerDetails } from '@/lib/customer/customer-details';
import { getCustomerOrders } from '@/lib/customer/customer-orders';
import { CustomerAccountUnavailableError, SessionExpiredError } from '@/lib/customer/sign-in-errors';
import { ORDERS_PAGE_SIZE } from '@/lib/customer/types';
import { logger } from '@/lib/observability/logger';

export async function generateMetadata({ params }: PageProps<'/[locale]/account'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pages' });
  return { title: t('account'), robots: { index: false, follow: false } };
}

async function loadAccount(locale: Locale) {
  const returnTo = locale === 'fr' ? '/fr/account' : '/account';
  const session = await requirePageSession(returnTo);
  try {
    const [details, orders] = await Promise.all([
      getCustomerDetails(session, locale),
      getCustomerOrders(session, { first: ORDERS_PAGE_SIZE }, locale),
    ]);
    return { status: 'ok' as const, profile: details.profile, orders };
  } catch (error) {
    if (error instanceof SessionExpiredError) return { status: 'expired' as const, returnTo };
    if (error instanceof CustomerAccountUnavailableError) {
      logger().error({ err: error }, 'Account page unavailable');
      return { status: 'unavailable' as const };
    }
    throw error;
  }
}

/** The customer account (ACC-08): profile, loyalty points, discount codes and order history. */
export default async function AccountPage({ params, searchParams }: PageProps<'/[locale]/account'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('accountPage');
  const tOrders = await getTranslations('account');
  const { notice } = await searchParams;
  const account = await loadAccount(locale as Locale);
  if (account.status === 'expired') redirect(signInPath(account.returnTo));

  return (
    <div className="mx-auto max-w-screen-lg px-4 py-8 lg:px-6">
      {notice === 'staff-only' ? (
        <p role="status" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium">
          {t('staffOnlyNotice')}
        </p>
      ) : null}
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          {account.status === 'ok' ? (
            <>
              <p className="mt-1 text-lg">{t('greeting', { name: account.profile.firstName || account.profile.displayName })}</p>
              <p className="text-sm text-neutral-600">{t('signedInAs', { email: account.profile.email })}</p>
            </>
          ) : null}
        </div>
        <SignOutButton />
      </header>
      {account.status === 'ok' ? (
        <>
          <div className="mt-8">
            <AccountSummary profile={account.profile} />
          </div>
          <section aria-labelledby="orders-title" className="mt-10">
            <h2 id="orders-title" className="mb-4 text-2xl font-bold">
              {tOrders('ordersTitle')}
            </h2>
            <OrderHistory initial={account.orders} />
          </section>
        </>
      ) : (
        <section role="alert" className="mt-8 rounded-xl border border-neutral-200 p-6">
          <h2 className="text-xl font-bold">{t('unavailableTitle')}</h2>
          <p className="mt-2 text-neutral-700">{t('unavailableText')}</p>
          <Link href="/account" className="mt-4 inline-block font-semibold text-brand underline">
            {t('retry')}
          </Link>
        </section>
      )}
    </div>
  );
}
