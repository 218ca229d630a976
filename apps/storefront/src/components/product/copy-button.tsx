'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { CheckIcon } from '@/components/ui/icons';
import { CopyIcon } from './product-icons';

/** How long 'Copied!' shows (PDP-10, CONST-08). */
const COPIED_MS = 1500;

/** Copies a value; shows 'Copied!' with a check for 1.5 s. A clipboard failure is logged (PDP-10). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useTranslations('productPage.copy');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <button
      type="button"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          setCopied(true);
        } catch (error) {
          console.error('Clipboard write failed:', error);
        }
      }}
      aria-label={t('copy', { label })}
      // At least 24 x 24 px: WCAG 2.2's minimum target size (2.5.8).
      className="inline-flex min-h-6 min-w-6 items-center justify-center gap-1 rounded px-1.5 py-1 text-xs text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900"
    >
      {copied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
      <span aria-live="polite">{copied ? t('copied') : null}</span>
    </button>
  );
}

/** Copy buttons show only for a value that is present and not 'N/A' (PDP-10). */
export function isCopyable(value: string | null | undefined): value is string {
  const trimmed = value?.trim();
  return Boolean(trimmed) && trimmed!.toUpperCase() !== 'N/A';
}
