import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { TagManager } from '@/components/analytics/tag-manager';
import { VercelInsights } from '@/components/analytics/vercel-insights';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { PreviewBar } from '@/components/layout/preview-bar';
import { toMenuBar } from '@/components/navigation/menu-bar';
import { TopBar } from '@/components/layout/top-bar';
import { AppOverlays } from '@/components/overlays/app-overlays';
import { PageFrame } from '@/components/overlays/page-frame';
import { ProductNavigationSkeleton } from '@/components/product/product-navigation-skeleton';
import { ImageFade } from '@/components/ui/image-fade';
import { RenderWhenIdle } from '@/components/ui/render-when-idle';
import { seoDescription, seoTitle } from '@/domain/seo/seo-text';
import { pickClientMessages } from '@/i18n/client-messages';
import { routing, toIntlLocale } from '@/i18n/routing';
import { getEnv } from '@/lib/config/env';
import { inPreview } from '@/lib/content/preview';
import { getTopBarMessage } from '@/lib/content/top-bar';
import { linkFillRender } from '@/lib/page-cache/link-fill-render';
import { NONCE_HEADER } from '@/lib/security/page-security';
import { sessionCookieName } from '@/lib/session/session-cookie-name';
import { getShellData } from '@/lib/shopify/shell-data';
import '../globals.css';

export const viewport: Viewport = { themeColor: '#CA0100', width: 'device-width', initialScale: 1 };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'metadata' });
  const { STORE_NAME, SITE_URL } = getEnv();
  return {
    metadataBase: new URL(SITE_URL),
    // The stand-ins for pages without their own follow the same length rules (SEO-01, SEO-02).
    title: { default: seoTitle(t('defaultTitle', { store: STORE_NAME }), STORE_NAME), template: t('titleTemplate', { store: STORE_NAME }) },
    description: seoDescription(t('description', { store: STORE_NAME })),
    applicationName: STORE_NAME,
    openGraph: { siteName: STORE_NAME, locale: locale === 'fr' ? 'fr_CA' : 'en_CA', type: 'website' },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('a11y');
  const [messages, shell, topBarMessage, requestHeaders, requestCookies, preview] = await Promise.all([
    getMessages().then(pickClientMessages),
    getShellData(locale),
    getTopBarMessage(locale),
    headers(),
    cookies(),
    inPreview(),
  ]);
  // A render for the page cache reports the tags of this page's reads (lib/cache/render-tags.ts).
  linkFillRender(requestHeaders);
  const env = getEnv();
  // Reading the request's nonce makes every page render per request (docs/decisions/0008).
  const nonce = requestHeaders.get(NONCE_HEADER) ?? undefined;

  return (
    <html lang={toIntlLocale(locale)} data-session={requestCookies.has(sessionCookieName()) ? 'present' : 'none'}>
      {/* data-store: the store's short name, which the favourites' storage key follows (CONT-25). */}
      <body className="font-sans" data-store={env.STORE_SHORT_NAME}>
        <NextIntlClientProvider messages={messages}>
          <PageFrame>
            <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:absolute focus:left-2 focus:top-2">
              {t('skipToContent')}
            </a>
            {preview && <PreviewBar />}
            <TopBar message={topBarMessage ?? undefined} />
            <Header menuBar={toMenuBar(shell.menu)} />
            <main id="main" className="relative">
              <ProductNavigationSkeleton />
              {children}
            </main>
            <Footer />
          </PageFrame>
          <AppOverlays />
          <ImageFade />
          <RenderWhenIdle />
        </NextIntlClientProvider>
        <TagManager containerId={env.GTM_ID} nonce={nonce} />
        <VercelInsights enabled={env.VERCEL_ANALYTICS === 'true'} />
      </body>
    </html>
  );
}
