import type { Illustration, Scene } from '../images/illustrations.js';
import { imagePath } from '../images/image-path.js';
import type { Brand } from './brands.js';

/** Brand logos are wordmarks on a 2:1 canvas. */
export const LOGO_SIZE = { width: 800, height: 400 };

const logoPaths = new Map<Brand, string>();

/** The brand's logo (the brand collection image and product.brand_image_url). */
export function logoPath(brand: Brand): string {
  let path = logoPaths.get(brand);
  if (!path) {
    path = imagePath({ kind: 'logo', design: 'wordmark', colour: brand.colour, ...LOGO_SIZE, label: [brand.name] });
    logoPaths.set(brand, path);
  }
  return path;
}

/** A square category tile drawn from the category's typical product. */
export function categoryTilePath(illustration: Illustration, colour: string, handle: string): string {
  return imagePath({ kind: 'category', design: illustration, colour, width: 1000, height: 1000, label: [handle] });
}

/** A series hero image (3:2) and its logo. */
export function seriesImagePath(scene: Scene, colour: string, title: string): string {
  return imagePath({ kind: 'series', design: scene, colour, width: 1200, height: 800, label: [title] });
}

export function seriesLogoPath(colour: string, title: string): string {
  return imagePath({ kind: 'logo', design: 'badge', colour, ...LOGO_SIZE, label: [title] });
}
