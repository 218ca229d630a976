/** Shopify CDN's resizing parameters: ?width=&height=&crop= (crop: center, top, bottom, left, right) and format=. */
type Crop = 'center' | 'top' | 'bottom' | 'left' | 'right';
const CROPS: readonly Crop[] = ['center', 'top', 'bottom', 'left', 'right'];

/** Shopify caps requested dimensions at 5760 px. */
const MAX_REQUESTED_SIDE = 5760;

/** Output encodings; `format=` overrides the one the path's extension names (ImageContentType). */
type OutputFormat = 'jpeg' | 'png' | 'webp';
const FORMATS: Record<string, OutputFormat> = { jpg: 'jpeg', jpeg: 'jpeg', pjpg: 'jpeg', png: 'png', webp: 'webp' };

export interface ImageTransform {
  width?: number;
  height?: number;
  crop?: Crop;
  format?: OutputFormat;
}

export type TransformResult = { ok: true; transform: ImageTransform } | { ok: false; message: string };

function dimension(name: string, raw: unknown): number | string | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) return `${name} must be a positive integer`;
  return Math.min(value, MAX_REQUESTED_SIDE);
}

/** Reads the resizing query; unknown parameters are ignored, as the CDN ignores them (v=, _=...). */
export function parseTransform(query: Record<string, unknown>): TransformResult {
  const width = dimension('width', query.width);
  const height = dimension('height', query.height);
  if (typeof width === 'string') return { ok: false, message: width };
  if (typeof height === 'string') return { ok: false, message: height };
  const crop = query.crop;
  if (crop !== undefined && !(CROPS as readonly unknown[]).includes(crop)) return { ok: false, message: `crop must be one of ${CROPS.join(', ')}` };
  const format = typeof query.format === 'string' ? FORMATS[query.format.toLowerCase()] : undefined;
  if (query.format !== undefined && !format) return { ok: false, message: `format must be one of ${Object.keys(FORMATS).join(', ')}` };
  return { ok: true, transform: { width, height, crop: crop as Crop | undefined, ...(format ? { format } : {}) } };
}

export interface RenderPlan {
  /** Size the vector drawing is rasterised at. */
  width: number;
  height: number;
  /** Region cut out of the raster, for crops. */
  extract: { left: number; top: number; width: number; height: number } | null;
}

/**
 * The raster size for a request. Like Shopify's CDN, an image is never enlarged past its original
 * size; width or height alone keeps the aspect ratio; both without crop fit inside the box; both
 * with crop fill the box and cut the overflow on the side the crop names.
 */
export function planRender(natural: { width: number; height: number }, transform: ImageTransform): RenderPlan {
  const { width, height, crop } = transform;
  const scaled = (scale: number) => ({ width: Math.max(1, Math.round(natural.width * scale)), height: Math.max(1, Math.round(natural.height * scale)) });
  if (width === undefined && height === undefined) return { ...natural, extract: null };
  if (width === undefined || height === undefined) {
    const scale = Math.min(1, width !== undefined ? width / natural.width : height! / natural.height);
    return { ...scaled(scale), extract: null };
  }
  if (!crop) return { ...scaled(Math.min(1, width / natural.width, height / natural.height)), extract: null };
  const cover = Math.max(width / natural.width, height / natural.height);
  const scale = Math.min(1, cover);
  const box = { width: Math.round(width * (scale / cover)), height: Math.round(height * (scale / cover)) };
  const raster = scaled(scale);
  const boxWidth = Math.min(box.width, raster.width);
  const boxHeight = Math.min(box.height, raster.height);
  const spareX = raster.width - boxWidth;
  const spareY = raster.height - boxHeight;
  const left = crop === 'left' ? 0 : crop === 'right' ? spareX : Math.floor(spareX / 2);
  const top = crop === 'top' ? 0 : crop === 'bottom' ? spareY : Math.floor(spareY / 2);
  return { ...raster, extract: { left, top, width: boxWidth, height: boxHeight } };
}
