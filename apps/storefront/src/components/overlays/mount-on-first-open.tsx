'use client';

import { useState, type ReactNode } from 'react';
import { useOverlayOpen, type OverlayName } from './overlay-store';

/**
 * Renders an overlay only once it has been opened, and keeps it from then on (its state and the
 * focus it gives back survive closing). Paired with next/dynamic, its code loads on that first open.
 */
export function MountOnFirstOpen({ name, children }: { name: OverlayName; children: ReactNode }) {
  const open = useOverlayOpen(name);
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's pattern for state derived from a changing value).
  if (open && !opened) setOpened(true);
  return opened ? children : null;
}
