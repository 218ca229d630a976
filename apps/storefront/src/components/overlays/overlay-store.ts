import { createExternalStore, useExternalStore } from '@/lib/state/external-store';

/** Every overlay of the app shell (CONT-20). */
export type OverlayName = 'cart' | 'favorites' | 'mobile-menu' | 'filters' | 'maestro' | 'comparison' | 'buy-x-get-y' | 'search';

const NONE: ReadonlySet<OverlayName> = new Set();
const openOverlays = createExternalStore<ReadonlySet<OverlayName>>(NONE);
const openers = new Map<OverlayName, HTMLElement>();

export function openOverlay(name: OverlayName): void {
  // Read now: an overlay whose code is still loading mounts after the page has turned inert and lost focus.
  if (!openOverlays.get().has(name) && document.activeElement instanceof HTMLElement) openers.set(name, document.activeElement);
  openOverlays.set((current) => (current.has(name) ? current : new Set([...current, name])));
}

export function closeOverlay(name: OverlayName): void {
  openOverlays.set((current) => {
    if (!current.has(name)) return current;
    const next = new Set(current);
    next.delete(name);
    return next;
  });
}

/** The global "close all drawers" event (CONT-20), also raised by Escape. */
export function closeAllOverlays(): void {
  openOverlays.set(NONE);
}

/**
 * The element that had focus when the overlay opened, to give focus back to when it closes. An
 * opener inside an overlay that has closed since (buy-X-get-Y handing over to the cart) stands
 * for that overlay's own opener.
 */
export function overlayOpener(name: OverlayName): HTMLElement | null {
  let opener = openers.get(name) ?? null;
  for (let hops = 0; opener && hops < openers.size; hops++) {
    const host = opener.closest<HTMLElement>('[data-overlay]')?.dataset.overlay as OverlayName | undefined;
    if (!host || host === name || openOverlays.get().has(host)) break;
    opener = openers.get(host) ?? null;
  }
  return opener;
}

export function getOpenOverlays(): ReadonlySet<OverlayName> {
  return openOverlays.get();
}

export function useOverlayOpen(name: OverlayName): boolean {
  return useExternalStore(openOverlays, (open) => open.has(name), NONE);
}

export function useAnyOverlayOpen(names?: readonly OverlayName[]): boolean {
  return useExternalStore(openOverlays, (open) => (names ? names.some((name) => open.has(name)) : open.size > 0), NONE);
}
