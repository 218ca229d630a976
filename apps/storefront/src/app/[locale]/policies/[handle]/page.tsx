import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import type { Locale } from '@/i18n/routing';
import { getPolicy, isPolicyHandle } from '@/lib/shopify/content-pages';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = PageProps<'/[locale]/policies/[handle]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, handle } = await params;
  const policy = isPolicyHandle(handle) ? await getPolicy(handle, locale as Locale) : null;
  if (!policy) return {};
  return pageMetadata({ locale: locale as Locale, path: `/policies/${handle}`, title: policy.title, description: policy.summary });
}

/** A policy page (CONT-41): the shop's own text in the visitor's language. */
export default async function PolicyPage({ params }: Props) {
  const { locale, handle } = await params;
  setRequestLocale(locale);
  if (!isPolicyHandle(handle)) notFound();
  const policy = await getPolicy(handle, locale as Locale);
  if (!policy) notFound();
  return <ContentArticle title={policy.title} bodyHtml={policy.bodyHtml} />;
}
