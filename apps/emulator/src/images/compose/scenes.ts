import type { Scene } from '../illustrations.js';
import type { ImageSpec } from '../image-path.js';
import { paletteOf, shade } from '../palette.js';
import { escapeXml, FONT } from './svg.js';

type SceneDrawing = (width: number, height: number, colour: string) => string;

const repeat = (count: number, build: (index: number) => string) => Array.from({ length: count }, (_, index) => build(index)).join('');

/** Light beams fanning down from the top edge. */
const beams = (width: number, height: number, count: number, colour: string) =>
  repeat(count, (index) => {
    const x = (width * (index + 0.5)) / count;
    const spread = width / count;
    return `<path d="M${x} 0 L${x - spread} ${height} L${x + spread * 0.4} ${height} Z" fill="${colour}" opacity="0.16"/>`;
  });

/** A crowd of heads and raised hands along the bottom. */
const crowd = (width: number, height: number) =>
  repeat(Math.ceil(width / 60), (index) => {
    const x = index * 60 + 30;
    const y = height - 40 - ((index * 37) % 30);
    const hand = index % 4 === 0 ? `<rect x="${x + 18}" y="${y - 110}" width="12" height="90" rx="6" fill="#050507"/>` : '';
    return `<circle cx="${x}" cy="${y}" r="34" fill="#050507"/><rect x="${x - 38}" y="${y + 20}" width="76" height="80" rx="30" fill="#050507"/>${hand}`;
  });

const SCENES: Record<Scene, SceneDrawing> = {
  stage: (width, height) => beams(width, height, 7, '#fde68a') + `<rect x="0" y="${height * 0.08}" width="${width}" height="${height * 0.04}" fill="#3f3f46"/>` + crowd(width, height),
  studio: (width, height) =>
    `<rect x="0" y="${height * 0.62}" width="${width}" height="${height * 0.38}" fill="#111114" opacity="0.6"/>` +
    repeat(2, (index) => `<rect x="${width * (0.18 + index * 0.52)}" y="${height * 0.3}" width="${width * 0.12}" height="${height * 0.3}" rx="12" fill="#18181b"/><circle cx="${width * (0.24 + index * 0.52)}" cy="${height * 0.5}" r="${Math.min(width, height) * 0.05}" fill="#3f3f46"/>`) +
    `<rect x="${width * 0.32}" y="${height * 0.55}" width="${width * 0.36}" height="${height * 0.08}" rx="10" fill="#27272a"/>`,
  dj: (width, height) => beams(width, height, 5, '#a78bfa') + `<rect x="${width * 0.2}" y="${height * 0.6}" width="${width * 0.6}" height="${height * 0.16}" rx="16" fill="#0b0b0d"/>` + repeat(2, (index) => `<circle cx="${width * (0.33 + index * 0.34)}" cy="${height * 0.68}" r="${height * 0.06}" fill="#27272a"/>`),
  guitars: (width, height) =>
    repeat(3, (index) => {
      const x = width * (0.25 + index * 0.25);
      return `<g transform="rotate(${-20 + index * 20} ${x} ${height * 0.6})"><ellipse cx="${x}" cy="${height * 0.72}" rx="${height * 0.12}" ry="${height * 0.16}" fill="#0b0b0d"/><rect x="${x - 8}" y="${height * 0.15}" width="16" height="${height * 0.5}" fill="#0b0b0d"/></g>`;
    }),
  lighting: (width, height) => beams(width, height, 9, '#67e8f9') + beams(width, height, 4, '#f472b6'),
  keys: (width, height) => repeat(Math.ceil(width / 48), (index) => `<rect x="${index * 48}" y="${height * 0.62}" width="46" height="${height * 0.38}" fill="#f8f8f5"/>${[0, 1, 3, 4, 5].includes(index % 7) ? `<rect x="${index * 48 + 32}" y="${height * 0.62}" width="28" height="${height * 0.22}" fill="#0b0b0d"/>` : ''}`),
  drums: (width, height) => `<ellipse cx="${width / 2}" cy="${height * 0.7}" rx="${height * 0.22}" ry="${height * 0.22}" fill="#0b0b0d"/>` + repeat(2, (index) => `<ellipse cx="${width * (0.3 + index * 0.4)}" cy="${height * 0.3}" rx="${height * 0.25}" ry="${height * 0.03}" fill="#a16207"/>`),
  hifi: (width, height) => repeat(2, (index) => `<rect x="${width * (0.12 + index * 0.64)}" y="${height * 0.25}" width="${width * 0.12}" height="${height * 0.6}" rx="10" fill="#1c1917"/>`) + `<rect x="${width * 0.38}" y="${height * 0.6}" width="${width * 0.24}" height="${height * 0.12}" rx="8" fill="#1c1917"/><circle cx="${width * 0.47}" cy="${height * 0.66}" r="${height * 0.045}" fill="#44403c"/>`,
  install: (width, height) => repeat(12, (index) => `<circle cx="${(width * ((index % 6) + 0.5)) / 6}" cy="${height * (0.2 + Math.floor(index / 6) * 0.25)}" r="${Math.min(width, height) * 0.05}" fill="#f8fafc" opacity="0.85"/>`),
  video: (width, height) => repeat(3, (index) => `<rect x="${width * (0.08 + index * 0.31)}" y="${height * 0.25}" width="${width * 0.26}" height="${height * 0.3}" rx="8" fill="#0f172a"/><rect x="${width * (0.1 + index * 0.31)}" y="${height * 0.28}" width="${width * 0.22}" height="${height * 0.24}" fill="#1d4ed8" opacity="${0.5 + index * 0.2}"/>`),
};

/**
 * Hero banners, promotion images and series images: a scene on the colour. Only promotion images carry
 * their text: the store prints a banner's heading and a series' title over or beside its artwork.
 */
export function sceneSvg(spec: ImageSpec): string | null {
  const draw = SCENES[spec.design as Scene];
  if (!draw) return null;
  const { width, height } = spec;
  const palette = paletteOf(spec.colour);
  const background = `<linearGradient id="scene" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(palette.body, 0.1)}"/><stop offset="1" stop-color="${shade(palette.body, -0.7)}"/></linearGradient><rect width="${width}" height="${height}" fill="url(#scene)"/>`;
  const text = spec.kind === 'promo' ? headline(spec.label.join(' '), width, height) : '';
  return background + draw(width, height, spec.colour) + text;
}

/** Large white text on a translucent band, wrapped to two lines when long. */
function headline(text: string, width: number, height: number): string {
  const words = text.split(' ');
  const half = Math.ceil(words.length / 2);
  const lines = text.length > 22 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [text];
  const size = Math.min(height * 0.12, (width * 0.85) / Math.max(...lines.map((line) => line.length * 0.58)));
  const top = height * 0.42 - (lines.length * size) / 2;
  return (
    `<rect x="0" y="${top - size * 0.4}" width="${width}" height="${lines.length * size * 1.2 + size * 0.5}" fill="#000000" opacity="0.35"/>` +
    lines.map((line, index) => `<text x="${width / 2}" y="${top + size * (index + 0.85) * 1.15}" font-family="${FONT}" font-size="${size.toFixed(1)}" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(line)}</text>`).join('')
  );
}
