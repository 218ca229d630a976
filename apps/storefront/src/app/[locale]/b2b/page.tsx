import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RoutePlaceholder } from '@/components/layout/route-placeholder';

export async function generateMetadata({ params }: PageProps<'/[locale]/b2b'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pages' });
  return { title: t('b2b') };
}

export default async function Page({ params }: PageProps<'/[locale]/b2b'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('pages');
  return <RoutePlaceholder title={t('b2b')} />;
}
