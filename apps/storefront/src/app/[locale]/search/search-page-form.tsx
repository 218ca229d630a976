import { getLocale, getTranslations } from 'next-intl/server';
import { SearchIcon } from '@/components/ui/icons';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** The results page's own search box: a plain GET form. */
export async function SearchPageForm({ defaultValue }: { defaultValue: string }) {
  const t = await getTranslations('search');
  const locale = (await getLocale()) as Locale;
  return (
    <form role="search" aria-label={t('pageLandmark')} action={getPathname({ href: '/search', locale })} className="relative">
      <label htmlFor="search-page-q" className="sr-only">
        {t('label')}
      </label>
      <input
        id="search-page-q"
        name="q"
        type="search"
        required
        defaultValue={defaultValue}
        placeholder={t('placeholder')}
        className="h-12 w-full rounded-full border border-neutral-300 pl-5 pr-14 text-base focus:border-brand"
      />
      <button
        type="submit"
        aria-label={t('submit')}
        className="absolute right-1.5 top-1.5 flex h-9 w-9 items-center justify-center rounded-full bg-brand text-white"
      >
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
