import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RoutePlaceholder } from '@/components/layout/route-placeholder';

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('pages');
  return <RoutePlaceholder title={t('home')} />;
}
