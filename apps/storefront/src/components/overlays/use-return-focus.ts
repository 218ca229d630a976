import { useEffect } from 'react';
import { overlayOpener, type OverlayName } from './overlay-store';

/**
 * Gives focus back to what opened the overlay once it closes (CONT-20). Call it after the
 * overlay's own open effect, so focus returns after that effect's clean-up (scroll unlock).
 */
export function useReturnFocus(name: OverlayName, open: boolean): void {
  useEffect(() => {
    if (!open) return;
    const returnFocusTo = overlayOpener(name);
    return () => {
      if (returnFocusTo?.isConnected) returnFocusTo.focus({ preventScroll: true });
    };
  }, [name, open]);
}
