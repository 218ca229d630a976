'use client';

import { useEffect } from 'react';

/** Publishes the sticky header's height as --header-height, so sticky toolbars sit right under it. */
export function HeaderHeight() {
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const publish = () => document.documentElement.style.setProperty('--header-height', `${header.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return null;
}
