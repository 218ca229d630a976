import type { Metadata } from 'next';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { PartnerEnquiryMessages } from '@/components/account/partner-enquiry-messages';
import { ApplyCta } from '@/components/account/apply-cta';
import { PartnerEnquiryForm } from '@/components/account/partner-enquiry-form';
import { PartnerStatusNote } from '@/components/account/partner-status-note';
import { CheckIcon, CrownIcon } from '@/components/ui/icons';
import { PARTNER_PROGRAMMES } from '@/domain/b2b/partner-enquiry';
import { clientTemplates, messageTemplate } from '@/i18n/client-templates';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';

const BENEFITS = ['pricing', 'manager', 'terms', 'demo'] as const;
const PARTNER_FORM_ARGUMENTS = {
  success: ['name'],
  'errors.rejected': ['message'],
  summaryItem: ['field', 'error'],
};

export async function generateMetadata({ params }: PageProps<'/[locale]/b2b'>): Promise<Metadata> {
  const { locale } = await params;
  const [pages, t] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'b2bPage' }),
  ]);
  return pageMetadata({ locale: locale as Locale, path: '/b2b', title: pages('b2b'), description: t('description') });
}

/** 'Become a partner' (ACC-30): benefits, the two partner programmes and the enquiry form. */
export default async function BecomePartnerPage({ params, searchParams }: PageProps<'/[locale]/b2b'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, root, messages, { notice }] = await Promise.all([getTranslations('b2bPage'), getTranslations(), getMessages(), searchParams]);
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-8 lg:px-6">
      <header className="max-w-3xl">
        <h1 className="flex items-center gap-3 text-3xl font-bold md:text-4xl">
          <CrownIcon className="shrink-0 text-amber-600" />
          {t('title')}
        </h1>
        <p className="mt-3 text-lg text-neutral-700">{t('intro')}</p>
        <ApplyCta label={t('applyCta')} />
      </header>
      <div className="mt-6">
        <PartnerStatusNote
          fromPartnersOnly={notice === 'partners-only'}
          messages={{
            partnersOnlyGuest: t('partnersOnlyNotice'),
            partnersOnlySignedIn: t('partnersOnlySignedIn'),
            partnersOnlyOtherProgramme: t('partnersOnlyOtherProgramme'),
            alreadyPartner: messageTemplate(t, 'alreadyPartner', ['catalog']),
            alreadyPartnerLink: t('alreadyPartnerLink'),
          }}
        />
      </div>

      <section aria-labelledby="benefits-title" className="mt-10">
        <h2 id="benefits-title" className="text-2xl font-bold">
          {t('benefitsTitle')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex gap-3 rounded-xl border border-neutral-200 p-5">
              <CheckIcon className="mt-1 shrink-0 text-green-700" />
              <div>
                <h3 className="font-bold">{t(`benefits.${benefit}.title`)}</h3>
                <p className="mt-1 text-neutral-700">{t(`benefits.${benefit}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="programmes-title" className="mt-10">
        <h2 id="programmes-title" className="text-2xl font-bold">
          {t('programmesTitle')}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {PARTNER_PROGRAMMES.map((programme) => (
            <article
              key={programme}
              aria-labelledby={`programme-${programme}`}
              className="rounded-xl border border-amber-300 bg-amber-50 p-6"
            >
              <h3 id={`programme-${programme}`} className="text-xl font-bold">
                {t(`programmes.${programme}.name`)}
              </h3>
              <p className="mt-1 font-semibold text-neutral-700">{t(`programmes.${programme}.audience`)}</p>
              <p className="mt-3 text-neutral-800">{t(`programmes.${programme}.text`)}</p>
            </article>
          ))}
        </div>
      </section>

      <section id="apply" aria-labelledby="partner-form-title" className="mt-12 max-w-3xl scroll-mt-24">
        <h2 id="partner-form-title" className="text-2xl font-bold">
          {t('form.title')}
        </h2>
        <p className="mt-2 mb-6 text-neutral-700">{t('form.intro')}</p>
        <PartnerEnquiryForm messages={clientTemplates<PartnerEnquiryMessages>(root, messages, 'b2bPage.form', PARTNER_FORM_ARGUMENTS)} />
      </section>
    </div>
  );
}
