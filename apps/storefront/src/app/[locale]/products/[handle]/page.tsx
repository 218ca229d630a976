import { setRequestLocale } from 'next-intl/server';
import { RoutePlaceholder } from '@/components/layout/route-placeholder';

export default async function Page({ params }: PageProps<'/[locale]/products/[handle]'>) {
  const { locale, handle } = await params;
  setRequestLocale(locale);
  return <RoutePlaceholder title={decodeURIComponent(handle)} />;
}
