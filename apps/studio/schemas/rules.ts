import type { CustomValidator } from 'sanity';

/** A store path (/collections/dj, with an optional ?query) or an https:// address; the store links either. */
export const storePathOrUrl: CustomValidator<string | undefined> = (value) => {
  if (value === undefined || value === '') return true;
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return true;
  if (/^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/.test(value)) return true;
  return 'Use a store path starting with / (for example /collections/dj) or an https:// address · Chemin du magasin commençant par / ou adresse https://';
};

/** Six-digit hex colours, as the store writes them into styles (#ffffff). */
export const hexColour: CustomValidator<string | undefined> = (value) =>
  value === undefined || /^#[0-9a-fA-F]{6}$/.test(value)
    ? true
    : 'A colour as # and six hex digits, for example #ca0100 · Couleur en # suivi de six chiffres hexadécimaux';

/** A Shopify global id of the given type, which the store looks up on the Storefront API. */
export const shopifyGid =
  (type: 'Collection' | 'Product'): CustomValidator<string | undefined> =>
  (value) =>
    value === undefined || new RegExp(`^gid://shopify/${type}/\\d+$`).test(value)
      ? true
      : `A Shopify ${type} id: gid://shopify/${type}/1234567890`;

interface ImageValue {
  asset?: { _ref?: string };
}

/** Sanity's asset ids carry the image's size (image-<sha1>-<width>x<height>-<ext>): no request needed to check it. */
function imageSize(image: ImageValue | undefined): { width: number; height: number } | null {
  const match = /^image-[0-9a-f]+-(\d+)x(\d+)-[a-z0-9]+$/.exec(image?.asset?._ref ?? '');
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/** Refuses images smaller than the store shows them (blurry on large screens). */
export const minimumImageSize =
  (width: number, height: number): CustomValidator<ImageValue | undefined> =>
  (value) => {
    const size = imageSize(value);
    if (!size || (size.width >= width && size.height >= height)) return true;
    return `At least ${width}×${height} pixels (this one is ${size.width}×${size.height}) · Au moins ${width}×${height} pixels`;
  };

/** The same minimum for each language's image of a localised image. */
export const minimumLocalizedImageSize =
  (width: number, height: number): CustomValidator<Record<string, ImageValue | undefined> | undefined> =>
  (value, context) => {
    for (const language of ['en', 'fr']) {
      const verdict = minimumImageSize(width, height)(value?.[language], context);
      if (verdict !== true) return `${language === 'en' ? 'English' : 'Français'}: ${String(verdict)}`;
    }
    return true;
  };
