'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSession } from '@/components/account/session-store';
import { hasB2BAccess } from '@/domain/b2b/b2b-rules';
import { useRouter } from '@/i18n/navigation';
import { AccountIcon, CrownIcon, SignedOutIcon, Spinner } from '@/components/ui/icons';

type AccountState = 'signed-out' | 'signed-in' | 'b2b';

/** Where login starts, coming back to `returnTo` (a path with its locale prefix) once signed in. */
export function loginHref(returnTo: string): string {
  return `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Login is a full-page navigation so the provider's sign-in page can take over (ACC-01). */
function startLogin(): void {
  window.location.assign(loginHref(`${window.location.pathname}${window.location.search}`));
}

const ICONS = { 'signed-out': SignedOutIcon, 'signed-in': AccountIcon, b2b: CrownIcon } as const;

/** Account button (CONT-11, ACC-05): icon by state, spinner and disabled while busy. */
export function AccountButton() {
  const t = useTranslations('header');
  const router = useRouter();
  const session = useSession();
  const [navigating, setNavigating] = useState(false);
  const state: AccountState = session.status !== 'signed-in' ? 'signed-out' : hasB2BAccess(session.customer) ? 'b2b' : 'signed-in';
  const busy = session.status === 'loading' || navigating;
  const signedIn = state !== 'signed-out';
  const Icon = ICONS[state];

  const onClick = () => {
    setNavigating(true);
    if (signedIn) {
      router.push('/account');
      // The account page takes over; the button is usable again if the navigation is cancelled.
      setTimeout(() => setNavigating(false), 3000);
    } else {
      startLogin();
    }
  };

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      data-account-state={state}
      className="relative flex flex-col items-center gap-0.5 rounded-md px-1.5 py-1 text-xs font-medium text-neutral-800 hover:text-brand disabled:cursor-wait disabled:opacity-70 min-[400px]:px-2"
    >
      {busy ? <Spinner size={24} /> : <Icon className={state === 'b2b' ? 'text-amber-600' : undefined} />}
      {/* Visible label 'Account' first, so the accessible name contains what sighted users see. */}
      <span className="hidden lg:block">
        {t('account')}
        <span className="sr-only">: </span>
      </span>
      <span className="sr-only">{signedIn ? t('goToAccount') : t('signIn')}</span>
    </button>
  );
}
