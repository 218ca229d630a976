import { useEffect } from 'react';
import { overlayOpener, type OverlayName } from './overlay-store';

/** The main landmark, focusable from script, for when the opener has gone. */
function mainLandmark(): HTMLElement | null {
  const main = document.getElementById('main');
  if (main && !main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  return main;
}

/**
 * Gives focus back to what opened the overlay once it closes (CONT-20), or to the main landmark when that control
 * is gone or cannot take focus, never to the page's body (the next Tab would restart at "Skip to main content").
 * Call it after the overlay's own open effect, so focus returns after that effect's clean-up (scroll unlock).
 */
export function useReturnFocus(name: OverlayName, open: boolean): void {
  useEffect(() => {
    if (!open) return;
    const returnFocusTo = overlayOpener(name);
    return () => {
      if (returnFocusTo?.isConnected && returnFocusTo !== document.body) returnFocusTo.focus({ preventScroll: true });
      if (document.activeElement === document.body || document.activeElement === null) mainLandmark()?.focus({ preventScroll: true });
    };
  }, [name, open]);
}
