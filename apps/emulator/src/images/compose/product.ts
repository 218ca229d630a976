import type { Illustration } from '../illustrations.js';
import type { ImageSpec } from '../image-path.js';
import { paletteOf, shade } from '../palette.js';
import { drawingOf } from '../drawings/registry.js';
import { defs, fittedText } from './svg.js';

/** How each gallery view changes the main drawing (angle, mirror, zoom, backdrop). */
const VIEW_TRANSFORMS: Record<number, string> = {
  1: '',
  2: 'translate(500 470) rotate(-9) scale(0.9) translate(-500 -470)',
  3: 'translate(1000 0) scale(-1 1)',
  4: 'translate(500 470) scale(0.72 1) translate(-500 -470)',
  5: 'translate(500 470) scale(1 0.72) translate(-500 -470)',
  6: 'translate(500 470) scale(1.55) translate(-500 -470)',
  7: 'translate(500 470) scale(0.85) translate(-500 -470)',
  8: 'translate(380 430) scale(0.7) translate(-500 -470)',
  9: 'translate(300 300) scale(1.35) translate(-500 -470)',
  10: 'translate(500 470) scale(0.55) translate(-500 -470)',
};

/** A product photo stand-in: the drawing in the product's colour on a studio backdrop, with brand and model. */
export function productSvg(spec: ImageSpec): string | null {
  const drawing = drawingOf(spec.design as Illustration);
  if (!drawing) return null;
  const palette = paletteOf(spec.colour);
  const view = ((spec.view - 1) % 10) + 1;
  const backdrop = view === 7 ? `<rect width="1000" height="1000" fill="url(#tint)"/>` : `<rect width="1000" height="1000" fill="url(#backdrop)"/>`;
  const extras =
    view === 8 ? `<rect x="640" y="560" width="250" height="220" rx="14" fill="${shade(palette.body, 0.5)}" stroke="${palette.dark}" stroke-width="6"/>` : view === 10 ? `<rect x="220" y="200" width="560" height="560" rx="10" fill="#c8a978" stroke="#8b6f47" stroke-width="8"/>` : '';
  const [brand = '', model = ''] = spec.label;
  const textColour = view === 7 ? '#ffffff' : '#1f2937';
  return (
    defs(palette) +
    backdrop +
    `<ellipse cx="500" cy="800" rx="330" ry="34" fill="#000000" opacity="0.12"/>` +
    extras +
    `<g transform="${VIEW_TRANSFORMS[view]}">${drawing(palette)}</g>` +
    // Close-ups overflow onto the caption: give it a band of its own.
    (view === 6 || view === 9 ? `<rect y="858" width="1000" height="142" fill="#f4f4f2" opacity="0.92"/>` : '') +
    fittedText(brand.toUpperCase(), 500, 900, 46, 820, textColour, 'bold', 'letter-spacing="4"') +
    fittedText(model, 500, 956, 40, 820, textColour, 'normal')
  );
}

/** A category tile: the drawing in white on the category colour, no text (shared by both languages). */
export function categorySvg(spec: ImageSpec): string | null {
  const drawing = drawingOf(spec.design as Illustration);
  if (!drawing) return null;
  const tile = paletteOf(spec.colour);
  const product = paletteOf('e9e9e4');
  return (
    defs(product) +
    `<linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(tile.body, 0.15)}"/><stop offset="1" stop-color="${tile.dark}"/></linearGradient>` +
    `<rect width="1000" height="1000" fill="url(#tile)"/><circle cx="500" cy="480" r="390" fill="#ffffff" opacity="0.12"/>` +
    `<g transform="translate(500 480) scale(0.9) translate(-500 -470)">${drawing(product)}</g>`
  );
}
