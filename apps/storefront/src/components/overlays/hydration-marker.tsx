'use client';

import { useEffect } from 'react';

/** Marks <html data-hydrated> once the client app is live; tests wait for it before interacting. */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
