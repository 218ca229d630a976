'use client';

import { useEffect } from 'react';
import { closeAllOverlays, getOpenOverlays } from './overlay-store';

/** Escape closes every open overlay at once (CONT-20). */
export function EscapeClosesOverlays() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && getOpenOverlays().size > 0) closeAllOverlays();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return null;
}
