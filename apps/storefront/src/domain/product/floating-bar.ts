/** The mobile "ask a question" bar (PDP-07, CONST-09). */
const ASK_BAR_HIDE_AFTER_PX = 100;
const ASK_BAR_TOP_ZONE_PX = 10;
export const ASK_BAR_MIN_DELTA_PX = 5;

/**
 * Whether the bar shows after a scroll from previousY to y: hidden when scrolling down past 100px,
 * shown when scrolling up or within 10px of the top; changes under 5px are ignored.
 */
export function askBarVisible(previousY: number, y: number, wasVisible: boolean): boolean {
  if (y <= ASK_BAR_TOP_ZONE_PX) return true;
  if (Math.abs(y - previousY) < ASK_BAR_MIN_DELTA_PX) return wasVisible;
  if (y > previousY) return y > ASK_BAR_HIDE_AFTER_PX ? false : wasVisible;
  return true;
}
