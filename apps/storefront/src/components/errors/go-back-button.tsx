'use client';

import { useRouter } from '@/i18n/navigation';
import { SECONDARY_BUTTON } from './error-view';

/** 'Go to Previous Page': back in history, or home when the error page was the first page. */
export function GoBackButton({ label }: { label: string }) {
  const router = useRouter();
  return (
    <button type="button" className={SECONDARY_BUTTON} onClick={() => (window.history.length > 1 ? router.back() : router.push('/'))}>
      {label}
    </button>
  );
}
