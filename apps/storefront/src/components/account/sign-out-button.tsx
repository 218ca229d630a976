'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { showToast } from '@/components/toast/toast-store';
import { signedOut } from './session-store';

/** Logout (ACC-04): POST the logout endpoint, forget the user, then go to the provider's end-session URL or '/'. */
export function SignOutButton() {
  const t = useTranslations('account');
  const [busy, setBusy] = useState(false);

  const signOut = async () => {
    setBusy(true);
    try {
      const response = await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' });
      if (!response.ok) throw new Error(`Logout answered ${response.status}`);
      const { redirectUrl } = (await response.json()) as { redirectUrl?: string | null };
      signedOut();
      window.location.assign(redirectUrl || '/');
    } catch (error) {
      console.error('Sign-out failed:', error);
      showToast(t('signOutFailed'), 'error');
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={signOut}
      disabled={busy}
      aria-busy={busy || undefined}
      className="rounded-full border border-neutral-300 px-5 py-2 text-sm font-semibold hover:border-neutral-900 disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? t('signingOut') : t('signOut')}
    </button>
  );
}
