'use client';

import { useTranslations } from 'next-intl';
import { CopyButton, isCopyable } from './copy-button';
import { useSelectedVariant } from './variant-context';

/** The selected variant's UPC (barcode) and SKU, each with a copy button (PDP-10). */
export function ProductCodes() {
  const t = useTranslations('productPage.codes');
  const { selected } = useSelectedVariant();
  const codes = [
    { label: t('upc'), value: selected.barcode },
    { label: t('sku'), value: selected.sku },
  ].filter((code): code is { label: string; value: string } => isCopyable(code.value));
  if (codes.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-700">
      {codes.map((code) => (
        <div key={code.label} className="flex items-center gap-1">
          <dt className="font-medium">{t('term', { label: code.label })}</dt>
          <dd className="flex items-center gap-1">
            <span className="font-mono">{code.value}</span>
            <CopyButton value={code.value} label={code.label} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
