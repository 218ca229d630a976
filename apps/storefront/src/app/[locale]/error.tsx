'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { ErrorView, PRIMARY_BUTTON } from '@/components/errors/error-view';
import { GoBackButton } from '@/components/errors/go-back-button';

type RouteError = Error & { digest?: string; statusCode?: number };

/** Any other error (ERR-02): 'Something went wrong', the code (default 500), two ways out. */
export default function RouteErrorPage({ error, reset }: { error: RouteError; reset: () => void }) {
  const t = useTranslations('errors');
  const router = useRouter();
  const code = error.statusCode ?? 500;

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <>
      <title>{t('errorPageTitle')}</title>
      <meta name="robots" content="noindex" />
      <ErrorView
        code={code}
        codeLabel={t('statusCode', { code })}
        title={t('genericTitle')}
        // Server errors reach the browser without their message; never show internals.
        message={t('genericMessage')}
        actions={
          <>
            <button
              type="button"
              className={PRIMARY_BUTTON}
              onClick={() => {
                router.push('/');
                reset();
              }}
            >
              {t('goHome')}
            </button>
            <GoBackButton label={t('goBack')} />
          </>
        }
      />
    </>
  );
}
