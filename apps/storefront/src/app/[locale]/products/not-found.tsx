'use client';

import { useTranslations } from 'next-intl';
import { NotFoundBody } from '@/components/errors/not-found-body';

/**
 * No product for the handle: 404 'Product Not Found' (PDP-01), raised by [handle]/layout.tsx.
 * A client component: its texts come from the client messages, as a boundary outside the page
 * cannot rely on the page's request locale; the document title comes from the layout's metadata.
 */
export default function ProductNotFound() {
  const t = useTranslations('errors');
  const product = useTranslations('productPage');
  return (
    <NotFoundBody
      texts={{
        codeLabel: t('statusCode', { code: 404 }),
        title: product('notFoundTitle'),
        message: product('notFoundMessage'),
        pathTemplate: t('notFoundPath', { path: '{path}' }),
        goHome: t('goHome'),
        goBack: t('goBack'),
      }}
    />
  );
}
