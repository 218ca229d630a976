import { useTranslations } from 'next-intl';

/** The product page's loading skeleton (PDP-03): gallery, title, price and buy box. */
export function ProductSkeleton() {
  const t = useTranslations('productPage');
  return (
    <div
      role="status"
      aria-label={t('loading')}
      className="mx-auto max-w-screen-2xl animate-pulse px-4 pb-12 pt-4 motion-reduce:animate-none lg:px-6"
    >
      <div className="h-4 w-64 rounded bg-neutral-200" />
      <div className="mt-4 grid gap-8 md:grid-cols-2 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="flex gap-3">
          <div className="hidden w-20 flex-col gap-2 md:flex">
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="aspect-square rounded-md bg-neutral-200" />
            ))}
          </div>
          <div className="aspect-square flex-1 rounded-xl bg-neutral-200" />
        </div>
        <div className="space-y-4">
          <div className="h-10 w-32 rounded bg-neutral-200" />
          <div className="h-8 w-full rounded bg-neutral-200" />
          <div className="h-8 w-2/3 rounded bg-neutral-200" />
          <div className="h-10 w-40 rounded bg-neutral-200" />
          <div className="h-12 w-full rounded-full bg-neutral-200" />
          <div className="h-32 w-full rounded-xl bg-neutral-200" />
        </div>
      </div>
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
