'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { CheckIcon } from '@/components/ui/icons';

/** How long 'Copied!' stays (CONST-08). */
const COPIED_MS = 1500;

/** Copies a value; shown only for a present value other than 'N/A' (PDP-10). */
export function CopyButton({ value, label }: { value: string | null | undefined; label: string }) {
  const t = useTranslations('account');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  if (!value || value === 'N/A') return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch (error) {
      console.error('Clipboard write failed:', error);
    }
  };

  return (
    <span className="inline-flex items-center gap-1">
      <button
        type="button"
        onClick={copy}
        aria-label={t('copy', { label })}
        className="inline-flex h-8 w-8 items-center justify-center rounded-md border border-neutral-300 text-neutral-700 hover:border-neutral-900 hover:text-neutral-900"
      >
        {copied ? (
          <CheckIcon size={16} className="text-green-700" />
        ) : (
          <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <rect x="9" y="9" width="11" height="11" rx="2" />
            <path d="M5 15V5a2 2 0 0 1 2-2h10" />
          </svg>
        )}
      </button>
      <span role="status" className="text-xs font-semibold text-green-700">
        {copied ? t('copied') : ''}
      </span>
    </span>
  );
}
