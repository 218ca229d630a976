import type { ImageRecord, Localized } from '../../catalog/model.js';
import type { Illustration } from '../../images/illustrations.js';
import { imagePath } from '../../images/image-path.js';
import type { IdAllocator } from '../ids.js';
import type { Random } from '../random.js';
import { l } from '../text.js';

/** Product images are square, as the gallery shows them (PDP-09: main image 1000×1000). */
const PRODUCT_IMAGE_SIZE = 1000;
const MAX_PRODUCT_IMAGES = 10;

const VIEWS: Localized[] = [
  l('front view', 'vue de face'),
  l('three-quarter view', 'vue de trois quarts'),
  l('rear panel', 'panneau arrière'),
  l('side view', 'vue de côté'),
  l('top view', 'vue de dessus'),
  l('detail', 'détail'),
  l('in use', 'en utilisation'),
  l('with accessories', 'avec accessoires'),
  l('controls close-up', 'gros plan des commandes'),
  l('packaging', 'emballage'),
];

export interface ProductImages {
  images: ImageRecord[];
  /** The image of each colour (first view in that colour). */
  byColour: Map<string, ImageRecord>;
}

/**
 * One image per colour, then extra views of the first colour, 1 to 10 in all. The path encodes
 * the drawing, colour and the brand/model text, so the image server needs no lookup.
 */
export function productImages(options: {
  ids: IdAllocator;
  random: Random;
  illustration: Illustration;
  colours: readonly string[];
  brand: string;
  model: string;
  title: Localized;
}): ProductImages {
  const { ids, random, illustration, colours, brand, model, title } = options;
  const distinct = [...new Set(colours)].slice(0, MAX_PRODUCT_IMAGES);
  const extraViews = random.int(0, Math.min(6, MAX_PRODUCT_IMAGES - distinct.length));
  const label = [brand, model];
  const make = (colour: string, view: number): ImageRecord => ({
    id: ids.next('image'),
    path: imagePath({ kind: 'product', design: illustration, view, colour, width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE, label }),
    altText: l(`${title.en} – ${VIEWS[(view - 1) % VIEWS.length]!.en}`, `${title.fr} – ${VIEWS[(view - 1) % VIEWS.length]!.fr}`),
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
  });
  const byColour = new Map<string, ImageRecord>();
  const images: ImageRecord[] = [];
  for (const colour of distinct) {
    const image = make(colour, 1);
    byColour.set(colour, image);
    images.push(image);
  }
  for (let view = 2; view <= extraViews + 1; view += 1) images.push(make(distinct[0]!, view));
  return { images, byColour };
}

/** Copies of a product's images with new ids (a demo or used unit shows the same pictures). */
export function copyImages(ids: IdAllocator, images: readonly ImageRecord[], suffix: Localized): ImageRecord[] {
  return images.map((image) => ({
    ...image,
    id: ids.next('image'),
    altText: l(`${image.altText.en} (${suffix.en})`, `${image.altText.fr} (${suffix.fr})`),
  }));
}
