import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { getEnv } from '@/lib/config/env';

const INFORMATION_LINKS = [
  { key: 'shipping', href: '/policies/shipping-policy' },
  { key: 'returnPolicy', href: '/policies/refund-policy' },
  { key: 'terms', href: '/policies/terms-of-service' },
  { key: 'privacy', href: '/policies/privacy-policy' },
  { key: 'firstNations', href: '/pages/first-nations' },
] as const;

/** The site footer frame (spec §2 "Footer"). */
export async function Footer() {
  const t = await getTranslations('footer');
  const { STORE_NAME } = getEnv();
  return (
    <footer className="mt-16 bg-neutral-950 text-neutral-200">
      <div className="mx-auto grid max-w-screen-2xl gap-8 px-6 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <nav aria-labelledby="footer-information">
          <h2 id="footer-information" className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">
            {t('information')}
          </h2>
          <ul className="space-y-2 text-sm">
            {INFORMATION_LINKS.map((link) => (
              <li key={link.key}>
                <Link href={link.href} className="hover:text-white hover:underline">
                  {t(link.key)}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/help-center" className="hover:text-white hover:underline">
                {t('helpCenter')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-neutral-800 px-6 py-4 text-center text-xs text-neutral-300">
        {t('copyright', { year: new Date().getFullYear(), store: STORE_NAME })}
      </p>
    </footer>
  );
}
