import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { TradeInForm, type TradeInFormTexts } from '@/components/content/trade-in-form';
import { TRADE_IN_CATEGORIES, TRADE_IN_CONDITIONS } from '@/domain/trade-in/trade-in-options';
import type { Locale } from '@/i18n/routing';
import { getContentPage } from '@/lib/shopify/content-pages';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { logger } from '@/lib/observability/logger';

type Props = PageProps<'/[locale]/trade-ins'>;

async function loadTradeInPage(locale: Locale) {
  return getContentPage('trade-ins', locale).catch((error: unknown) => {
    logger().error({ err: error }, 'Trade-ins page text unavailable');
    return null;
  });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: 'tradeIns' }), loadTradeInPage(locale as Locale)]);
  return pageMetadata({
    locale: locale as Locale,
    path: '/trade-ins',
    title: page?.title ?? t('title'),
    description: page?.summary ?? t('intro'),
  });
}

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;
const FORM_KEYS = [
  'name',
  'email',
  'phone',
  'optional',
  'category',
  'choose',
  'item',
  'itemPlaceholder',
  'condition',
  'details',
  'submit',
  'sending',
  'sent',
  'failed',
] as const;

async function formTexts(): Promise<TradeInFormTexts> {
  const t = await getTranslations('tradeIns');
  return {
    form: Object.fromEntries(FORM_KEYS.map((key) => [key, t(`form.${key}`)])) as TradeInFormTexts['form'],
    categories: Object.fromEntries(TRADE_IN_CATEGORIES.map((key) => [key, t(`categories.${key}`)])) as TradeInFormTexts['categories'],
    conditions: Object.fromEntries(TRADE_IN_CONDITIONS.map((key) => [key, t(`conditions.${key}`)])) as TradeInFormTexts['conditions'],
  };
}

/** Trade-ins (CONT-44): the provider's text, how it works, and the enquiry form. */
export default async function TradeInsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, page, texts] = await Promise.all([getTranslations('tradeIns'), loadTradeInPage(locale as Locale), formTexts()]);
  return (
    <ContentArticle title={page?.title ?? t('title')} bodyHtml={page?.bodyHtml ?? `<p>${t('intro')}</p>`}>
      <section aria-labelledby="trade-in-how" className="mt-10">
        <h2 id="trade-in-how" className="text-xl font-bold">
          {t('howTitle')}
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-xl border border-neutral-200 p-5">
              <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-3 font-bold">{t(`steps.${step}.title`)}</h3>
              <p className="mt-1 text-sm text-neutral-700">{t(`steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="trade-in-form" className="mt-10">
        <h2 id="trade-in-form" className="text-xl font-bold">
          {t('formTitle')}
        </h2>
        <p className="mb-4 mt-1 text-neutral-700">{t('formIntro')}</p>
        <TradeInForm texts={texts} />
      </section>
    </ContentArticle>
  );
}
