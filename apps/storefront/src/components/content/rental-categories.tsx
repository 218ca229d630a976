import { getTranslations } from 'next-intl/server';

/** What the rental department rents, in the order a production plans it. */
export const RENTAL_CATEGORY_KEYS = ['sound', 'lighting', 'video', 'dj', 'microphones', 'staging'] as const;
type RentalCategoryKey = (typeof RENTAL_CATEGORY_KEYS)[number];

const ICONS: Record<RentalCategoryKey, string> = {
  sound: 'M4 9v6h4l5 4V5L8 9H4Zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4Z',
  lighting: 'M9 21h6v-1H9v1Zm3-19a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2Z',
  video: 'M3 5h13v14H3V5Zm15 4 3-2v10l-3-2V9Z',
  dj: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 6a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z',
  microphones: 'M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3Zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-3.1a7 7 0 0 0 6-6.9h-2Z',
  staging: 'M3 17h18v2H3v-2Zm2-4h14v3H5v-3Zm2-4h10v3H7V9Z',
};

/** Rental categories, each a way into the rental site (opened in a new tab). */
export async function RentalCategories({ siteUrl, keys }: { siteUrl: string; keys: readonly RentalCategoryKey[] }) {
  const [t, ta] = await Promise.all([getTranslations('rentalPage'), getTranslations('a11y')]);
  return (
    <section aria-labelledby="rental-categories" className="mt-10">
      <h2 id="rental-categories" className="text-xl font-bold">
        {t('categoriesTitle')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {keys.map((key) => (
          <li key={key}>
            <a
              href={siteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="flex h-full gap-4 rounded-xl border border-neutral-200 p-5 hover:border-brand"
            >
              <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" className="shrink-0 text-brand">
                <path d={ICONS[key]} fill="currentColor" />
              </svg>
              <span>
                <span className="block font-bold text-neutral-900">{t(`categories.${key}.title`)}</span>
                <span className="mt-1 block text-sm text-neutral-700">{t(`categories.${key}.text`)}</span>
                <span className="sr-only"> {ta('opensInNewTab')}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
