import type { Metadata } from 'next';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { NewProductForm } from '@/components/account/new-product-form';
import type { NewProductMessages } from '@/components/account/new-product-messages';
import { clientTemplates } from '@/i18n/client-templates';
import { redirect } from '@/i18n/navigation';
import { requirePageSession } from '@/lib/customer/current-session';
import { isStaffEmail } from '@/lib/customer/staff';

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

/**
 * Staff only (spec §2, §6), enforced here on the server: signed-out visitors go to sign in, other
 * customers to their account with a notice. The form posts to /api/new-product, which checks again.
 */
export default async function NewProductFormPage({ params }: PageProps<'/[locale]/new-product-form'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const session = await requirePageSession(locale === 'fr' ? '/fr/new-product-form' : '/new-product-form');
  if (!isStaffEmail(session.email)) redirect({ href: { pathname: '/account', query: { notice: 'staff-only' } }, locale });

  const [t, root, messages] = await Promise.all([getTranslations('newProductForm'), getTranslations(), getMessages()]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 lg:px-6">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-2 mb-8 text-neutral-700">{t('intro')}</p>
      <NewProductForm messages={clientTemplates<NewProductMessages>(root, messages, 'newProductForm', NEW_PRODUCT_FORM_ARGUMENTS)} />
    </div>
  );
}
