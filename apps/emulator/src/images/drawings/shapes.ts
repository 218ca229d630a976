import type { Palette } from '../palette.js';

/** Small SVG builders; every drawing works in a 1000 × 1000 box. */
export const rect = (x: number, y: number, width: number, height: number, fill: string, radius = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}" ${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 4, extra = '') =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" ${extra}/>`;

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;

export const stroke = (d: string, colour: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;

/** Repeats a builder `count` times with an index. */
export const repeat = (count: number, build: (index: number) => string) => Array.from({ length: count }, (_, index) => build(index)).join('');

const knob = (cx: number, cy: number, r: number, p: Palette, angle = -40) => {
  const radians = ((angle - 90) * Math.PI) / 180;
  return (
    circle(cx, cy, r, p.dark) +
    circle(cx, cy, r * 0.8, '#3a3b40') +
    line(cx, cy, cx + Math.cos(radians) * r * 0.7, cy + Math.sin(radians) * r * 0.7, '#f2f2ee', Math.max(2, r / 6))
  );
};

export const knobRow = (x: number, y: number, count: number, spacing: number, r: number, p: Palette) =>
  repeat(count, (index) => knob(x + index * spacing, y, r, p, -120 + ((index * 53) % 240)));

export const fader = (x: number, y: number, height: number, position: number) =>
  rect(x - 3, y, 6, height, '#1c1c1f', 3) + rect(x - 14, y + height * position - 8, 28, 16, '#d9d9d4', 3);

export const faders = (x: number, y: number, count: number, spacing: number, height: number) =>
  repeat(count, (index) => fader(x + index * spacing, y, height, 0.3 + ((index * 37) % 50) / 100));

export const screen = (x: number, y: number, width: number, height: number) =>
  rect(x, y, width, height, '#0f172a', 6) +
  repeat(6, (index) => rect(x + 12 + index * ((width - 24) / 6), y + height - 12 - ((index * 29) % 60) * (height / 100), (width - 24) / 6 - 6, ((index * 29) % 60) * (height / 100), index % 2 ? '#22d3ee' : '#a3e635', 2));

export const led = (cx: number, cy: number, colour = '#4ade80') => circle(cx, cy, 6, colour);

/** A round speaker driver with surround, cone and dust cap. */
export const driver = (cx: number, cy: number, r: number, p: Palette) =>
  circle(cx, cy, r, '#1a1a1d') + circle(cx, cy, r * 0.9, '#2a2a2e') + circle(cx, cy, r * 0.78, 'url(#cone)') + circle(cx, cy, r * 0.25, '#202024') + circle(cx, cy, r * 0.92, 'none', `stroke="${p.metal}" stroke-width="${Math.max(2, r / 40)}"`);

/** A dotted grille over an area (uses the shared pattern). */
export const grille = (x: number, y: number, width: number, height: number, radius = 16) => rect(x, y, width, height, 'url(#grille)', radius);

/** XLR/jack style connector holes in a row. */
export const jacks = (x: number, y: number, count: number, spacing: number, r = 14) =>
  repeat(count, (index) => circle(x + index * spacing, y, r, '#111114') + circle(x + index * spacing, y, r * 0.45, '#55565c'));
