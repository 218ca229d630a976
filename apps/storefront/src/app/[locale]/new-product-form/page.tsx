import type { Metadata } from 'next';
// eslint-disable-next-line no-restricted-imports -- the sign-in endpoint is an API route, without a locale prefix
import { redirect as nextRedirect } from 'next/navigation';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { NewProductForm } from '@/components/account/new-product-form';
import type { NewProductMessages } from '@/components/account/new-product-messages';
import { clientTemplates } from '@/i18n/client-templates';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { confirmIdentity } from '@/lib/customer/confirmed-identity';
import { requirePageSession, signInPath } from '@/lib/customer/current-session';
import { CustomerAccountUnavailableError, SessionExpiredError } from '@/lib/customer/sign-in-errors';

const NEW_PRODUCT_FORM_ARGUMENTS = {
  imageUrl: ['number'],
  removeImage: ['number'],
  'errors.server': ['message'],
  success: ['title', 'handle'],
  summaryItem: ['field', 'error'],
};

export async function generateMetadata({ params }: PageProps<'/[locale]/new-product-form'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pages' });
  return { title: t('newProductForm'), robots: { index: false, follow: false } };
}

/** Whether the provider confirms the session as the staff account; sends everyone else on their way. */
async function requireStaff(locale: Locale): Promise<void> {
  const path = locale === 'fr' ? '/fr/new-product-form' : '/new-product-form';
  const session = await requirePageSession(path);
  let isStaff: boolean;
  try {
    isStaff = (await confirmIdentity(session)).isStaff;
  } catch (error) {
    if (error instanceof SessionExpiredError) nextRedirect(signInPath(path));
    // The account page says when the account service is down, and offers to try again.
    if (error instanceof CustomerAccountUnavailableError) redirect({ href: '/account', locale });
    throw error;
  }
  if (!isStaff) redirect({ href: { pathname: '/account', query: { notice: 'staff-only' } }, locale });
}

/**
 * Staff only (STAFF-01, STAFF-03), confirmed with the provider here on the server: signed-out visitors go to
 * sign in, other customers to their account with a notice. The form posts to /api/new-product, which checks again.
 */
export default async function NewProductFormPage({ params }: PageProps<'/[locale]/new-product-form'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireStaff(locale as Locale);

  const [t, root, messages] = await Promise.all([getTranslations('newProductForm'), getTranslations(), getMessages()]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 lg:px-6">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-2 mb-8 text-neutral-700">{t('intro')}</p>
      <NewProductForm messages={clientTemplates<NewProductMessages>(root, messages, 'newProductForm', NEW_PRODUCT_FORM_ARGUMENTS)} />
    </div>
  );
}
