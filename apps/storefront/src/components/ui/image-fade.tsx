'use client';

const FADING = 'img[data-fade]';

function markLoaded(target: EventTarget | null): void {
  // A broken image is marked too, so its alt text shows instead of an invisible box.
  if (target instanceof HTMLImageElement && target.matches(FADING)) target.setAttribute('data-loaded', '');
}

// Runs when this chunk is evaluated, before hydration: images loaded by then are marked at once,
// later ones by their load event (which does not bubble, hence the capturing listener).
if (typeof document !== 'undefined') {
  document.addEventListener('load', (event) => markLoaded(event.target), true);
  document.addEventListener('error', (event) => markLoaded(event.target), true);
  for (const image of document.querySelectorAll<HTMLImageElement>(FADING)) {
    if (image.complete) markLoaded(image);
  }
}

/**
 * Fades product images in once loaded (CAT-10) for every StaticImage with `fade`, with one
 * listener for the whole document instead of a client component and a state per image.
 */
export function ImageFade() {
  return null;
}
