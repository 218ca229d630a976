import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { permanentRedirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getContentPage } from '@/lib/shopify/content-pages';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = PageProps<'/[locale]/pages/[handle]'>;

// Provider pages that have a screen of their own: one URL per page, never two.
const OWN_ROUTES: Record<string, string> = { rental: '/rental', 'trade-ins': '/trade-ins', b2b: '/b2b' };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, handle } = await params;
  const page = OWN_ROUTES[handle] ? null : await getContentPage(handle, locale as Locale);
  if (!page) return {};
  return pageMetadata({
    locale: locale as Locale,
    path: `/pages/${handle}`,
    title: page.seo.title ?? page.title,
    description: page.seo.description ?? page.summary,
  });
}

/** A content page from the provider (CONT-41); unknown handles are 404. */
export default async function ContentPageRoute({ params }: Props) {
  const { locale, handle } = await params;
  setRequestLocale(locale);
  const ownRoute = OWN_ROUTES[handle];
  if (ownRoute) permanentRedirect({ href: ownRoute, locale: locale as Locale });
  const page = await getContentPage(handle, locale as Locale);
  if (!page) notFound();
  return <ContentArticle title={page.title} bodyHtml={page.bodyHtml} />;
}
