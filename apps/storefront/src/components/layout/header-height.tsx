'use client';

import { useResizeMeasure } from '@/components/ui/use-resize-measure';

const findHeader = () => document.querySelector('header');

/** Publishes the sticky header's height as --header-height, so sticky toolbars sit right under it. */
export function HeaderHeight() {
  useResizeMeasure(findHeader, (header) => {
    const height = `${header.offsetHeight}px`;
    const root = document.documentElement.style;
    // Unchanged heights are not written again: each write restyles the whole document.
    if (root.getPropertyValue('--header-height') !== height) root.setProperty('--header-height', height);
  });
  return null;
}
