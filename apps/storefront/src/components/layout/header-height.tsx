'use client';

import { useEffect } from 'react';

/** Publishes the sticky header's height as --header-height, so sticky toolbars sit right under it. */
export function HeaderHeight() {
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    // Read in the observer's callback only (it fires once at the start, after layout): reading during
    // hydration would force a synchronous layout of the whole page.
    let published = '';
    const observer = new ResizeObserver(() => {
      const height = `${header.offsetHeight}px`;
      if (height === published) return;
      published = height;
      document.documentElement.style.setProperty('--header-height', height);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return null;
}
