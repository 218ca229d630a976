'use client';

import { useEffect, useState } from 'react';

/**
 * The grid toolbar (CAT-29, CONST-09): hides when scrolling down past 100 px below 768 px wide,
 * always shows within 450 px of the top, and gains its shadow and background past 450 px.
 */
const TOOLBAR_HIDE_AFTER_PX = 100;
const TOOLBAR_ALWAYS_SHOWN_PX = 450;
const TOOLBAR_MOBILE_MAX_WIDTH = 768;

/** @internal exported for its tests */
export function toolbarState(
  previousY: number,
  y: number,
  viewportWidth: number,
  wasHidden: boolean,
): { hidden: boolean; raised: boolean } {
  const raised = y > TOOLBAR_ALWAYS_SHOWN_PX;
  if (viewportWidth >= TOOLBAR_MOBILE_MAX_WIDTH || y <= TOOLBAR_ALWAYS_SHOWN_PX) return { hidden: false, raised };
  if (y > previousY && y > TOOLBAR_HIDE_AFTER_PX) return { hidden: true, raised };
  if (y < previousY) return { hidden: false, raised };
  return { hidden: wasHidden, raised };
}

export function useToolbarVisibility(): { hidden: boolean; raised: boolean } {
  const [state, setState] = useState({ hidden: false, raised: false });
  useEffect(() => {
    let previousY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        // Read now: React may run the updater later, after previousY has moved on to this very position.
        const from = previousY;
        previousY = y;
        setState((current) => {
          const next = toolbarState(from, y, window.innerWidth, current.hidden);
          return next.hidden === current.hidden && next.raised === current.raised ? current : next;
        });
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return state;
}
