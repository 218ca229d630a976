import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { SearchIcon } from '@/components/ui/icons';

/** The search box as a plain form: it works before (and without) JavaScript. */
export async function SearchForm({ idSuffix }: { idSuffix: string }) {
  const t = await getTranslations('header');
  const locale = (await getLocale()) as Locale;
  const inputId = `search-${idSuffix}`;
  return (
    <form role="search" action={getPathname({ href: '/search', locale })} className="relative w-full">
      <label htmlFor={inputId} className="sr-only">
        {t('searchLabel')}
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        required
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('searchPlaceholder')}
        className="h-11 w-full rounded-full border border-neutral-300 bg-neutral-50 pl-4 pr-12 text-sm placeholder:text-neutral-600 focus:border-brand focus:bg-white"
      />
      <button
        type="submit"
        aria-label={t('searchSubmit')}
        className="absolute right-1 top-1 flex h-9 w-9 items-center justify-center rounded-full bg-brand text-white hover:bg-brand-dark"
      >
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
