import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { getEnv } from '@/lib/config/env';
import { ErrorView, PRIMARY_BUTTON } from './error-view';
import { GoBackButton } from './go-back-button';
import { RequestedPath } from './requested-path';

/** The 404 page in the current language (spec §8 "Pages"). */
export async function NotFoundView({ title, message }: { title?: string; message?: string }) {
  const t = await getTranslations('errors');
  return (
    <>
      <title>{t('notFoundPageTitle', { store: getEnv().STORE_NAME })}</title>
      <meta name="robots" content="noindex" />
      <ErrorView
        code={404}
        codeLabel={t('statusCode', { code: 404 })}
        title={title ?? t('notFoundTitle')}
        message={message ?? t('notFoundMessage')}
        detail={<RequestedPath template={t('notFoundPath', { path: '{path}' })} />}
        actions={
          <>
            <Link href="/" className={PRIMARY_BUTTON}>
              {t('goHome')}
            </Link>
            <GoBackButton label={t('goBack')} />
          </>
        }
      />
    </>
  );
}
