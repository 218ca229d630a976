import { getTranslations } from 'next-intl/server';
import { getEnv } from '@/lib/config/env';
import { NotFoundBody } from './not-found-body';

/** The 404 page in the current language (ERR-01). */
export async function NotFoundView({ title, message }: { title?: string; message?: string }) {
  const t = await getTranslations('errors');
  return (
    <>
      <title>{t('notFoundPageTitle', { store: getEnv().STORE_NAME })}</title>
      <NotFoundBody
        texts={{
          codeLabel: t('statusCode', { code: 404 }),
          title: title ?? t('notFoundTitle'),
          message: message ?? t('notFoundMessage'),
          pathTemplate: t('notFoundPath', { path: '{path}' }),
          goHome: t('goHome'),
          goBack: t('goBack'),
        }}
      />
    </>
  );
}
