let holders = 0;
let previous: { overflow: string; paddingRight: string } | undefined;

/** Locks page scroll until every holder has released it; returns the release function. */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (holders === 0) {
    previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    // Keep the layout from jumping when the scrollbar disappears.
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    root.dataset.scrollLocked = 'true';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && previous) {
      root.style.overflow = previous.overflow;
      root.style.paddingRight = previous.paddingRight;
      delete root.dataset.scrollLocked;
    }
  };
}
