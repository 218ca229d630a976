/** The gallery zooms the main image 2x (PDP-09, CONST-10). */
export const GALLERY_ZOOM_SCALE = 2;
/** The main image's intrinsic size (PDP-09, CONST-10). */
export const MAIN_IMAGE_SIZE = 1000;

/**
 * Where the zoomed image is anchored so the point under the pointer stays under it: the pointer's
 * position in the image, in percent, kept inside the image.
 */
export function zoomOrigin(
  pointer: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
): { x: number; y: number } {
  const percent = (offset: number, size: number) => (size > 0 ? Math.min(100, Math.max(0, (offset / size) * 100)) : 50);
  return { x: percent(pointer.x - box.left, box.width), y: percent(pointer.y - box.top, box.height) };
}

/** Previous/next in the lightbox wrap around at both ends. */
export function stepIndex(index: number, step: 1 | -1, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
