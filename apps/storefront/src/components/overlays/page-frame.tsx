'use client';

import type { ReactNode } from 'react';
import { MAESTRO_SIDE_PANEL } from '@/components/maestro/maestro-layout';
import { useAnyOverlayOpen, useOverlayOpen, type OverlayName } from './overlay-store';
import { useMediaQuery } from './use-media-query';

const MODAL: readonly OverlayName[] = ['cart', 'favorites', 'mobile-menu', 'filters', 'comparison', 'buy-x-get-y', 'search'];

/** Wraps the page so it becomes inert (unreachable by keyboard and screen readers) behind a modal overlay. */
export function PageFrame({ children }: { children: ReactNode }) {
  const modalOpen = useAnyOverlayOpen(MODAL);
  // The assistant is a side panel beside a usable page on wide screens, a modal sheet on phones.
  const maestroOpen = useOverlayOpen('maestro');
  const sidePanel = useMediaQuery(MAESTRO_SIDE_PANEL);
  return (
    <div id="page" inert={modalOpen || (maestroOpen && !sidePanel)} className="flex min-h-dvh flex-col">
      {children}
    </div>
  );
}
