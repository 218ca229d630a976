import type { Metadata } from 'next';
import { StaticImage } from '@/components/ui/static-image';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { FaqList } from '@/components/content/faq-list';
import { JsonLd } from '@/components/content/json-ld';
import { storeDirectionsUrl } from '@/domain/product/store-directions';
import { faqPageJsonLd } from '@/domain/seo/structured-data';
import { Link } from '@/i18n/navigation';
import { toIntlLocale, type Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/config/env';
import { getHelpCenterContent } from '@/lib/content/help-center';
import { absoluteUrl, localizedPath, pageMetadata } from '@/lib/seo/page-metadata';

type Props = PageProps<'/[locale]/help-center'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'helpCenterPage' });
  return pageMetadata({ locale: locale as Locale, path: '/help-center', title: t('title'), description: t('metaDescription') });
}

const CARD = 'rounded-xl border border-neutral-200 p-5';

/** The help centre (CONT-42): contact, chat status, schedules, visit us, FAQ. */
export default async function HelpCenterPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, ta, help] = await Promise.all([
    getTranslations('helpCenterPage'),
    getTranslations('a11y'),
    getHelpCenterContent(locale as Locale),
  ]);
  const { STORE_PHONE, STORE_ADDRESS, STORE_LOCATION_NAME } = getEnv();
  const online = help.chatWidgetStatus === 'online';
  return (
    <ContentArticle title={t('title')} intro={<p className="mt-2 max-w-2xl text-lg text-neutral-700">{t('intro')}</p>}>
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        <section aria-labelledby="help-contact" className={CARD}>
          <h2 id="help-contact" className="text-lg font-bold">
            {t('contactTitle')}
          </h2>
          <p className="mt-2 text-neutral-700">{t('phoneText')}</p>
          <a
            href={`tel:+1${STORE_PHONE.replace(/\D/g, '').replace(/^1/, '')}`}
            className="mt-2 inline-block text-lg font-semibold text-brand hover:underline"
          >
            {STORE_PHONE}
          </a>
          <p className="text-sm text-neutral-600">{t('phoneOption')}</p>
          <p className="mt-3 flex items-center gap-2" role="status">
            <span aria-hidden="true" className={`size-2.5 rounded-full ${online ? 'bg-green-600' : 'bg-neutral-400'}`} />
            {help.chatWidgetStatus === null ? t('chatUnknown') : online ? t('chatOnline') : t('chatOffline')}
          </p>
          <Link href="/pages/contact" className="mt-3 inline-block text-sm font-semibold text-brand hover:underline">
            {t('contactPage')}
          </Link>
        </section>
        <section aria-labelledby="help-schedule" className={CARD}>
          <h2 id="help-schedule" className="text-lg font-bold">
            {t('scheduleTitle')}
          </h2>
          <ul className="mt-2 space-y-1 text-neutral-700">
            {(help.helpCenterSchedule.length ? help.helpCenterSchedule : [t('scheduleUnavailable')]).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="help-visit" className={CARD}>
          <h2 id="help-visit" className="text-lg font-bold">
            {t('visitTitle')}
          </h2>
          <p className="mt-2 font-semibold">{STORE_LOCATION_NAME}</p>
          <address className="not-italic text-neutral-700">{STORE_ADDRESS}</address>
          {help.storeSchedule.length ? (
            <ul className="mt-2 space-y-1 text-sm text-neutral-700">
              {help.storeSchedule.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          <a
            href={storeDirectionsUrl(STORE_ADDRESS)}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex min-h-11 items-center rounded-md bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-dark"
          >
            {t('visitUs')}
            <span className="sr-only"> {ta('opensInNewTab')}</span>
          </a>
        </section>
      </div>
      {help.agents.length ? (
        <section aria-labelledby="help-agents" className="mt-10">
          <h2 id="help-agents" className="text-xl font-bold">
            {t('agentsTitle')}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-6">
            {help.agents.map((agent) => (
              <li key={agent.id} className="flex w-24 flex-col items-center gap-2 text-center text-sm">
                {agent.imageUrl ? (
                  <StaticImage src={agent.imageUrl} alt="" width={80} height={80} className="size-20 rounded-full object-cover" />
                ) : null}
                {agent.name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="help-faq" className="mt-10 max-w-3xl">
        <h2 id="help-faq" className="mb-4 text-xl font-bold">
          {t('faqTitle')}
        </h2>
        {help.faq.length ? <FaqList entries={help.faq} /> : <p className="text-neutral-700">{t('faqUnavailable')}</p>}
      </section>
      {help.faq.length ? (
        <JsonLd
          data={faqPageJsonLd({
            url: absoluteUrl(localizedPath('/help-center', locale as Locale)),
            language: toIntlLocale(locale as Locale),
            entries: help.faq,
          })}
        />
      ) : null}
    </ContentArticle>
  );
}
