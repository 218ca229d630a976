import { ICONS, ILLUSTRATIONS, PAYMENT_METHODS, SCENES } from './illustrations.js';

/**
 * Image URLs carry everything the renderer needs, so no lookup is necessary:
 *   /cdn/images/{kind}/{design}/{colour}/{width}x{height}/{label}.{jpg|webp}
 * design is a drawing name with an optional view number (microphone.2), colour six hex digits,
 * label the text drawn on the image: lines joined by "~", spaces written "_", the rest percent-encoded.
 */
export const IMAGE_PREFIX = '/cdn/images/';

const IMAGE_KINDS = ['product', 'category', 'logo', 'banner', 'promo', 'agent', 'payment', 'icon', 'series'] as const;
/** @internal exported for its tests */
export type ImageKind = (typeof IMAGE_KINDS)[number];
export type ImageFormat = 'jpeg' | 'webp';

export interface ImageSpec {
  kind: ImageKind;
  /** The drawing: an illustration, scene, payment method or icon name (the wordmark style for logos). */
  design: string;
  /** 1 for the main view; other numbers vary the composition (gallery angles). */
  view: number;
  /** Six hex digits, no '#'. */
  colour: string;
  width: number;
  height: number;
  label: string[];
  format: ImageFormat;
}

const MAX_IMAGE_SIDE = 4000;

const DESIGNS: Record<ImageKind, readonly string[] | null> = {
  product: ILLUSTRATIONS,
  category: ILLUSTRATIONS,
  series: SCENES,
  banner: SCENES,
  promo: SCENES,
  payment: PAYMENT_METHODS,
  icon: ICONS,
  logo: ['wordmark', 'badge'],
  agent: ['portrait'],
};

let lastLabel: { lines: readonly string[]; encoded: string } | null = null;

/** @internal exported for its tests */
export function encodeLabel(lines: readonly string[]): string {
  // A product's images share one label: encode it once.
  if (lastLabel && lastLabel.lines === lines) return lastLabel.encoded;
  const encoded = encodeLines(lines);
  lastLabel = { lines, encoded };
  return encoded;
}

function encodeLines(lines: readonly string[]): string {
  const encodeLine = (line: string) =>
    encodeURIComponent(line).replace(/_/g, '%5F').replace(/~/g, '%7E').replace(/%20/g, '_');
  return lines.map(encodeLine).join('~') || '_';
}

/** @internal exported for its tests */
export function decodeLabel(encoded: string): string[] | null {
  try {
    return encoded.split('~').map((line) => decodeURIComponent(line.replace(/_/g, ' ')));
  } catch {
    return null;
  }
}

/** The URL path of an image (the format defaults to JPEG). */
export function imagePath(spec: Omit<ImageSpec, 'format' | 'view'> & { format?: ImageFormat; view?: number }): string {
  const view = spec.view && spec.view > 1 ? `.${spec.view}` : '';
  const extension = spec.format === 'webp' ? 'webp' : 'jpg';
  return `${IMAGE_PREFIX}${spec.kind}/${spec.design}${view}/${spec.colour.replace('#', '').toLowerCase()}/${spec.width}x${spec.height}/${encodeLabel(spec.label)}.${extension}`;
}

const PATH_PATTERN = /^\/cdn\/images\/([a-z]+)\/([a-z0-9-]+)(?:\.(\d{1,2}))?\/([0-9a-f]{6})\/(\d{1,4})x(\d{1,4})\/([^/]+)\.(jpg|jpeg|webp)$/;

/** Reads an image path back into its spec; null when it is not a path this server draws. */
export function parseImagePath(path: string): ImageSpec | null {
  const match = PATH_PATTERN.exec(path);
  if (!match) return null;
  const [, kind, design, view, colour, width, height, label, extension] = match as unknown as string[];
  if (!(IMAGE_KINDS as readonly string[]).includes(kind!)) return null;
  const designs = DESIGNS[kind as ImageKind];
  if (designs && !designs.includes(design!)) return null;
  const size = { width: Number(width), height: Number(height) };
  if (size.width < 1 || size.height < 1 || size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE) return null;
  const lines = decodeLabel(label!);
  if (!lines) return null;
  return {
    kind: kind as ImageKind,
    design: design!,
    view: view ? Number(view) : 1,
    colour: colour!,
    ...size,
    label: lines,
    format: extension === 'webp' ? 'webp' : 'jpeg',
  };
}
