'use client';

import { useEffect } from 'react';

/**
 * Lets every `render-when-near` block render once the page is idle after hydration (decision 0014).
 * The first paint stays light; the finished page then has its real heights and is painted for
 * accessibility checkers, which cannot read content the browser skipped (axe-core issue #2768).
 */
export function RenderWhenIdle() {
  useEffect(() => {
    const renderAll = () => document.documentElement.setAttribute('data-idle-rendered', '');
    // Safari has no requestIdleCallback: a second after hydration is idle enough there.
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(renderAll, 1000);
      return () => clearTimeout(timer);
    }
    const request = window.requestIdleCallback(renderAll, { timeout: 4000 });
    return () => window.cancelIdleCallback(request);
  }, []);
  return null;
}
