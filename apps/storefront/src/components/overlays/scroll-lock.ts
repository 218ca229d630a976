let holders = 0;
// The root's own overflow style before the first holder locked it.
let previous = '';

/**
 * Locks page scroll until every holder has released it; returns the release function. The layout does
 * not jump when the scrollbar goes: globals.css keeps its gutter (`scrollbar-gutter: stable`).
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (holders === 0) {
    previous = root.style.overflow;
    root.style.overflow = 'hidden';
    root.dataset.scrollLocked = 'true';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      root.style.overflow = previous;
      delete root.dataset.scrollLocked;
    }
  };
}
