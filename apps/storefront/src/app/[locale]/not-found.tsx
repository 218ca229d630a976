import type { Metadata } from 'next';
import { NotFoundView } from '@/components/errors/not-found-view';
import type { Locale } from '@/i18n/routing';
import { notFoundMetadata } from '@/lib/seo/page-metadata';

// The 404's own title in the HTML the server sends; without it the layout's default (the home
// page's title) comes first and the view's <title> would only win once the page has hydrated.
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return notFoundMetadata((await params).locale as Locale);
}

export default function NotFound() {
  return <NotFoundView />;
}
