import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/errors/error-view';
import { Link } from '@/i18n/navigation';
import { signInPath } from '@/lib/customer/current-session';
import { isSignInFailure } from '@/lib/customer/sign-in-errors';

export async function generateMetadata({ params }: PageProps<'/[locale]/auth/callback/failed'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'signIn' });
  return { title: t('failedTitle'), robots: { index: false, follow: false } };
}

/** Where a refused sign-in lands: why, in words the shopper understands, and a way to start over. */
export default async function SignInFailedPage({ params, searchParams }: PageProps<'/[locale]/auth/callback/failed'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('signIn');
  const { reason } = await searchParams;
  const failure = isSignInFailure(reason) ? reason : 'provider';
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <h1 className="text-3xl font-bold">{t('failedTitle')}</h1>
      <p role="alert" className="mt-4 text-neutral-700">
        {t(`reason.${failure}`)}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={signInPath(locale === 'fr' ? '/fr/account' : '/account')} className={PRIMARY_BUTTON}>
          {t('tryAgain')}
        </a>
        <Link href="/" className={SECONDARY_BUTTON}>
          {t('home')}
        </Link>
      </div>
    </section>
  );
}
