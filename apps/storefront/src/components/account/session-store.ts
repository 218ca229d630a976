'use client';

import { useEffect } from 'react';
import { createExternalStore, useExternalStore } from '@/lib/state/external-store';

/** The signed-in shopper as the browser knows it (from GET /api/customer-details). */
interface SessionCustomer {
  email: string;
  firstName: string | null;
  b2bCatalog: string | null;
  b2bDiscountPercentage: number;
  isStaff: boolean;
}

export type SessionState =
  { status: 'loading'; customer: null } | { status: 'signed-out'; customer: null } | { status: 'signed-in'; customer: SessionCustomer };

const LOADING: SessionState = { status: 'loading', customer: null };
const session = createExternalStore<SessionState>(LOADING);
let started = false;

/** checkAuth (ACC-05): errors count as signed out. */
async function refreshSession(): Promise<void> {
  try {
    const response = await fetch('/api/customer-details', { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) throw new Error(String(response.status));
    const body = (await response.json()) as { isAuthenticated?: boolean; customer?: SessionCustomer };
    session.set(
      body.isAuthenticated && body.customer ? { status: 'signed-in', customer: body.customer } : { status: 'signed-out', customer: null },
    );
  } catch {
    session.set({ status: 'signed-out', customer: null });
  }
}

export function signedOut(): void {
  session.set({ status: 'signed-out', customer: null });
}

/** The session, loaded once per page load on first use. */
export function useSession(): SessionState {
  useEffect(() => {
    if (started) return;
    started = true;
    // The server marks pages requested without a session cookie: no need to ask (and no 401 logged).
    if (document.documentElement.dataset.session === 'none') signedOut();
    else void refreshSession();
  }, []);
  return useExternalStore(session, (value) => value, LOADING);
}
