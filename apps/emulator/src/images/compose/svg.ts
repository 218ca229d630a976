import type { Palette } from '../palette.js';
import { shade } from '../palette.js';

export const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Centred text, shrunk to fit `maxWidth` (an estimate: glyphs average 0.6 em, capitals 0.72 em). */
export function fittedText(text: string, x: number, y: number, size: number, maxWidth: number, fill: string, weight = 'bold', extra = ''): string {
  const perGlyph = text === text.toUpperCase() ? 0.72 : 0.6;
  const fitted = Math.min(size, maxWidth / Math.max(1, text.length * perGlyph));
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${fitted.toFixed(1)}" font-weight="${weight}" fill="${fill}" text-anchor="middle" ${extra}>${escapeXml(text)}</text>`;
}

/** Gradients and patterns the drawings refer to by id. */
export function defs(p: Palette): string {
  return `<defs>
<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="0.45" stop-color="${p.body}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>
<radialGradient id="cone" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#4b4b52"/><stop offset="1" stop-color="#141416"/></radialGradient>
<pattern id="grille" width="16" height="16" patternUnits="userSpaceOnUse"><rect width="16" height="16" fill="#232327"/><circle cx="8" cy="8" r="4" fill="#0c0c0e"/></pattern>
<pattern id="mesh" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="#9ca3af"/><path d="M0 0 L14 14 M14 0 L0 14" stroke="#4b5563" stroke-width="2"/></pattern>
<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient>
<linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f7f5"/><stop offset="1" stop-color="#e4e4e0"/></linearGradient>
<linearGradient id="tint" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(p.body, 0.2)}"/><stop offset="1" stop-color="${shade(p.body, -0.55)}"/></linearGradient>
</defs>`;
}

/** An SVG document drawn in a natural box and rasterised at the requested size. */
export function document(box: { width: number; height: number }, output: { width: number; height: number }, content: string, aspect = 'none'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${output.width}" height="${output.height}" viewBox="0 0 ${box.width} ${box.height}" preserveAspectRatio="${aspect}">${content}</svg>`;
}
