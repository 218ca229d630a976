import { getTranslations } from 'next-intl/server';

/** Shown only in an editor's preview (CONT-53): says the page has unpublished changes, and leaves the preview. */
export async function PreviewBar() {
  const t = await getTranslations('previewBar');
  return (
    <aside
      aria-label={t('label')}
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-gray-900 px-4 py-2 text-sm text-white"
    >
      <p>{t('message')}</p>
      <form method="post" action="/api/draft-mode/disable">
        <button
          type="submit"
          className="rounded border border-white px-3 py-1 font-semibold hover:bg-white hover:text-gray-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('exit')}
        </button>
      </form>
    </aside>
  );
}
