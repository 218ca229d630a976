'use client';

import { startTransition, useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorView, PRIMARY_BUTTON } from '@/components/errors/error-view';
import { GoBackButton } from '@/components/errors/go-back-button';
import { useRouter } from '@/i18n/navigation';

/**
 * A product page whose provider read failed (an outage, or throttling past the retries) and that the
 * page cache had no copy of. The product may well exist, so this says "try again", not "not found",
 * and the status stays 500, which crawlers treat as temporary (Next gives a render no 503).
 */
export default function ProductUnavailable({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  const product = useTranslations('productPage');
  const router = useRouter();

  useEffect(() => {
    console.error(error);
  }, [error]);

  // Render the page again on the server, then drop this boundary's error (Next's recovery pattern).
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });

  return (
    <>
      <title>{product('unavailablePageTitle')}</title>
      <meta name="robots" content="noindex" />
      <ErrorView
        code={500}
        codeLabel={t('statusCode', { code: 500 })}
        title={product('unavailableTitle')}
        message={product('unavailableMessage')}
        actions={
          <>
            <button type="button" className={PRIMARY_BUTTON} onClick={retry}>
              {product('retry')}
            </button>
            <GoBackButton label={t('goBack')} />
          </>
        }
      />
    </>
  );
}
