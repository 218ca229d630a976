import sharp from 'sharp';
import { agentSvg, iconSvg, logoSvg, paymentSvg } from './compose/marks.js';
import { categorySvg, productSvg } from './compose/product.js';
import { sceneSvg } from './compose/scenes.js';
import { document } from './compose/svg.js';
import type { ImageSpec } from './image-path.js';
import { planRender, type ImageTransform } from './transform.js';

/** Product and category drawings are made in a 1000 box; other kinds in their own size. */
function drawingBox(spec: ImageSpec): { width: number; height: number } {
  return spec.kind === 'product' || spec.kind === 'category' ? { width: 1000, height: 1000 } : { width: spec.width, height: spec.height };
}

/** The SVG content of an image in its drawing box, or null when the design is unknown. */
export function imageContent(spec: ImageSpec): string | null {
  switch (spec.kind) {
    case 'product':
      return productSvg(spec);
    case 'category':
      return categorySvg(spec);
    case 'banner':
    case 'promo':
    case 'series':
      return sceneSvg(spec);
    case 'logo':
      return logoSvg(spec);
    case 'agent':
      return agentSvg(spec);
    case 'payment':
      return paymentSvg(spec);
    case 'icon':
      return iconSvg(spec);
  }
}

export interface RenderedImage {
  body: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
}

/** Rasterises an image with sharp at the size the request asks for (never larger than the original). */
export async function renderImage(spec: ImageSpec, transform: ImageTransform): Promise<RenderedImage | null> {
  const content = imageContent(spec);
  if (content === null) return null;
  const plan = planRender({ width: spec.width, height: spec.height }, transform);
  const box = drawingBox(spec);
  const aspect = box.width === spec.width && box.height === spec.height ? 'none' : 'xMidYMid meet';
  const svg = document(box, plan, content, aspect);
  let image = sharp(Buffer.from(svg));
  if (plan.extract) image = image.extract(plan.extract);
  const format = transform.format ?? spec.format;
  const encoded = format === 'webp' ? image.webp({ quality: 80 }) : format === 'png' ? image.png({ compressionLevel: 6 }) : image.flatten({ background: '#ffffff' }).jpeg({ quality: 82 });
  const size = plan.extract ?? plan;
  return { body: await encoded.toBuffer(), contentType: `image/${format}`, width: size.width, height: size.height };
}
