'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { showToast } from './toast-store';

/** Tells the shopper when the connection drops and returns, so failed actions make sense. */
export function NetworkStatusToasts() {
  const t = useTranslations('network');
  useEffect(() => {
    const offline = () => showToast(t('offline'), 'warning');
    const online = () => showToast(t('online'), 'success');
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);
  return null;
}
