'use client';

import { useTranslations } from 'next-intl';
import { ErrorView, PRIMARY_BUTTON } from '@/components/errors/error-view';
import { GoBackButton } from '@/components/errors/go-back-button';
import { RequestedPath } from '@/components/errors/requested-path';
import { Link } from '@/i18n/navigation';

/**
 * No product for the handle: 404 'Product Not Found' (spec §2, §8), raised by [handle]/layout.tsx.
 * A client component: its texts come from the client messages, as a boundary outside the page
 * cannot rely on the page's request locale; the document title comes from the layout's metadata.
 */
export default function ProductNotFound() {
  const t = useTranslations('errors');
  const product = useTranslations('productPage');
  return (
    <>
      <meta name="robots" content="noindex" />
      <ErrorView
        code={404}
        codeLabel={t('statusCode', { code: 404 })}
        title={product('notFoundTitle')}
        message={product('notFoundMessage')}
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
