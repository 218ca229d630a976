import { getTranslations } from 'next-intl/server';

/** The frame of a route whose screen a later issue builds; the route itself is real. */
export async function RoutePlaceholder({ title, subtitle }: { title: string; subtitle?: string }) {
  const t = await getTranslations('pages');
  return (
    <section className="mx-auto max-w-screen-2xl px-6 py-12">
      <h1 className="text-3xl font-bold">{title}</h1>
      {subtitle ? <p className="mt-2 text-neutral-700">{subtitle}</p> : null}
      <p className="mt-6 text-neutral-600">{t('comingSoon')}</p>
    </section>
  );
}
