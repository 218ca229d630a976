'use client';

import type { ReactNode } from 'react';
import { useAnyOverlayOpen, type OverlayName } from './overlay-store';

const MODAL: readonly OverlayName[] = ['cart', 'favorites', 'mobile-menu', 'filters', 'maestro', 'comparison', 'buy-x-get-y', 'search'];

/** Wraps the page so it becomes inert (unreachable by keyboard and screen readers) behind a modal overlay. */
export function PageFrame({ children }: { children: ReactNode }) {
  const modalOpen = useAnyOverlayOpen(MODAL);
  return (
    <div id="page" inert={modalOpen} className="flex min-h-dvh flex-col">
      {children}
    </div>
  );
}
