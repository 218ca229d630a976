'use client';

import { useEffect } from 'react';
import { whenIdle } from './when-idle';

/** Read by the `render-when-near` utility in globals.css and by the e2e axe helper (decision 0014). */
const BLOCK_RENDERED = 'data-rendered';
const ALL_RENDERED = 'data-idle-rendered';

/**
 * Lets every `render-when-near` block render once the page is idle after hydration (decision 0014),
 * one block per idle period, so no single task lays out the whole rest of the page. The first paint
 * stays light; the finished page then has its real heights and is painted for accessibility
 * checkers, which cannot read content the browser skipped (axe-core issue #2768). The document is
 * marked last, so blocks of pages reached later by client navigation render at once.
 */
export function RenderWhenIdle() {
  useEffect(() => {
    const pending = [...document.querySelectorAll<HTMLElement>('.render-when-near')];
    let cancel = () => {};
    const next = () => {
      const block = pending.shift();
      if (!block) {
        document.documentElement.setAttribute(ALL_RENDERED, '');
        return;
      }
      block.setAttribute(BLOCK_RENDERED, '');
      cancel = whenIdle(next);
    };
    cancel = whenIdle(next);
    return () => cancel();
  }, []);
  return null;
}
