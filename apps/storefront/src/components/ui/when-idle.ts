'use client';

import { useEffect, useState } from 'react';

/** Runs `callback` when the browser is idle; returns a canceller. */
export function whenIdle(callback: () => void): () => void {
  // Safari has no requestIdleCallback: a short timer is idle enough there.
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(callback, 300);
    return () => clearTimeout(timer);
  }
  const request = window.requestIdleCallback(callback, { timeout: 4000 });
  return () => window.cancelIdleCallback(request);
}

/** False until the browser is first idle after this component mounts. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
