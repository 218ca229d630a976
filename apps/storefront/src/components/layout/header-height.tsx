'use client';

import { useResizeMeasure } from '@/components/ui/use-resize-measure';

const findHeader = () => document.querySelector('header');

/**
 * Keeps --header-height equal to the sticky header's height, so sticky toolbars sit right under it.
 * globals.css gives the usual heights; a write is needed only when they are wrong (larger text, a
 * wrapped line), since a custom property written on <html> restyles the whole document.
 */
export function HeaderHeight() {
  useResizeMeasure(findHeader, (header) => {
    const height = `${header.offsetHeight}px`;
    const root = document.documentElement;
    if (getComputedStyle(root).getPropertyValue('--header-height').trim() !== height) root.style.setProperty('--header-height', height);
  });
  return null;
}
