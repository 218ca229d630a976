'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `measure` with the element each time its size changes, first in the observer's initial
 * callback. Sizes are read only there, after layout: a read during hydration would force a
 * synchronous layout of the whole page.
 */
export function useResizeMeasure<E extends Element>(element: RefObject<E | null> | (() => E | null), measure: (element: E) => void) {
  const latestMeasure = useRef(measure);
  useEffect(() => {
    latestMeasure.current = measure;
  });
  useEffect(() => {
    const target = typeof element === 'function' ? element() : element.current;
    if (!target) return;
    const observer = new ResizeObserver(() => latestMeasure.current(target));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
}
