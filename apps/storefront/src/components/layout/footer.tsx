import { getLocale, getTranslations } from 'next-intl/server';
import { NewsletterForm } from '@/components/footer/newsletter-form';
import { PaymentMarquee } from '@/components/footer/payment-marquee';
import { SocialLinks } from '@/components/footer/social-links';
import { storeDirectionsUrl } from '@/domain/product/store-directions';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/config/env';
import { getHelpCenterContent } from '@/lib/content/help-center';
import { getPaymentMethods } from '@/lib/content/payment-methods';

const INFORMATION_LINKS = [
  { key: 'shipping', href: '/policies/shipping-policy' },
  { key: 'returnPolicy', href: '/policies/refund-policy' },
  { key: 'terms', href: '/policies/terms-of-service' },
  { key: 'privacy', href: '/policies/privacy-policy' },
  { key: 'firstNations', href: '/pages/first-nations' },
] as const;

const HEADING = 'mb-3 text-sm font-semibold uppercase tracking-wide text-white';
const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-neutral-500 px-4 text-sm font-semibold text-white hover:border-white';

function Hours({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-white">{title}</h3>
      <ul className="mt-1 space-y-0.5 text-sm">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** The site footer (CONT-30): information links, newsletter, hours, visits, social, payment methods. */
export async function Footer() {
  const locale = (await getLocale()) as Locale;
  const [t, tf, ta, help, paymentMethods] = await Promise.all([
    getTranslations('footer'),
    getTranslations('siteFooter'),
    getTranslations('a11y'),
    getHelpCenterContent(locale),
    getPaymentMethods(),
  ]);
  const { STORE_NAME, STORE_ADDRESS, SOCIAL_PROFILE_URLS } = getEnv();
  return (
    // The footer, not the main column, fills a short page: a page painted while its HTML is still parsed
    // then grows below the footer's top instead of moving it (decision 0024).
    <footer className="render-when-near mt-16 flex-1 bg-neutral-950 text-neutral-300">
      <div className="mx-auto grid max-w-screen-2xl gap-10 px-6 py-12 md:grid-cols-2 lg:grid-cols-4">
        <nav aria-labelledby="footer-information">
          <h2 id="footer-information" className={HEADING}>
            {t('information')}
          </h2>
          <ul className="space-y-1 text-sm">
            {INFORMATION_LINKS.map((link) => (
              <li key={link.key}>
                {/* A 24 px tall target at least (WCAG 2.2, 2.5.8): a line of small text is 16-20 px. */}
                <Link href={link.href} className="inline-flex min-h-6 items-center hover:text-white hover:underline">
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter" className="lg:col-span-2">
          <h2 id="footer-newsletter" className={HEADING}>
            {tf('newsletterTitle')}
          </h2>
          <p className="mb-3 text-sm">{tf('newsletterText')}</p>
          <NewsletterForm />
        </section>
        <section aria-labelledby="footer-hours" className="flex flex-col gap-4">
          <h2 id="footer-hours" className={HEADING}>
            {tf('hoursTitle')}
          </h2>
          <Hours title={tf('storeHours')} lines={help.storeSchedule} />
          <Hours title={tf('helpCenterHours')} lines={help.helpCenterSchedule} />
          <div className="flex flex-wrap gap-2">
            <Link href="/help-center" className={BUTTON}>
              {tf('visitHelpCenter')}
            </Link>
            <a href={storeDirectionsUrl(STORE_ADDRESS)} target="_blank" rel="noopener noreferrer" className={BUTTON}>
              {tf('visitUs')}
              <span className="sr-only"> {ta('opensInNewTab')}</span>
            </a>
          </div>
          <SocialLinks urls={SOCIAL_PROFILE_URLS} label={(network) => tf('socialLabel', { store: STORE_NAME, network })} />
        </section>
      </div>
      <PaymentMarquee
        methods={paymentMethods}
        label={tf('paymentMethods')}
        pauseLabel={tf('pausePayments')}
        playLabel={tf('playPayments')}
      />
      <p className="border-t border-neutral-800 px-6 py-4 text-center text-xs text-neutral-300">
        {t('copyright', { year: new Date().getFullYear(), store: STORE_NAME })}
      </p>
    </footer>
  );
}
