import type { Locale } from '@/i18n/routing';
import { parsePriceInput } from './price-input';

/** The staff new-product form's input, checked the same way in the browser and on the server. */
export interface NewProductInput {
  title: string;
  vendor: string;
  productType: string;
  /** CAD, typed in the form's language (1,299.99 / 1 299,99), normalised to the provider's decimal string (1299.99). */
  price: string;
  sku: string;
  /** UPC-A (12 digits) or EAN-13; optional. */
  upc: string;
  descriptionEn: string;
  descriptionFr: string;
  imageUrls: string[];
}

export type NewProductField = keyof NewProductInput;
export type NewProductError = 'required' | 'tooLong' | 'price' | 'sku' | 'upc' | 'imageUrl' | 'tooManyImages';
export type NewProductFieldErrors = Partial<Record<NewProductField, NewProductError>>;

export const NEW_PRODUCT_LIMITS = { text: 255, sku: 64, description: 5000, images: 10, url: 2048, maxPrice: 9_999_999.99 } as const;

const TEXT_FIELDS = ['title', 'vendor', 'productType', 'price', 'sku', 'upc', 'descriptionEn', 'descriptionFr'] as const;
const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/**
 * GS1 check digit of a UPC-A or EAN-13 code.
 * @internal exported for its tests
 */
export function isValidBarcode(code: string): boolean {
  if (!/^(\d{12}|\d{13})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

function isImageUrl(value: string): boolean {
  if (value.length > NEW_PRODUCT_LIMITS.url) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function textError(field: (typeof TEXT_FIELDS)[number], value: string): NewProductError | null {
  const optional = field === 'upc';
  if (value === '') return optional ? null : 'required';
  const limit = field.startsWith('description')
    ? NEW_PRODUCT_LIMITS.description
    : field === 'sku'
      ? NEW_PRODUCT_LIMITS.sku
      : NEW_PRODUCT_LIMITS.text;
  if (value.length > limit) return 'tooLong';
  if (field === 'sku' && !SKU.test(value)) return 'sku';
  if (field === 'upc' && !isValidBarcode(value)) return 'upc';
  return null;
}

/**
 * Trims every field and checks it; blank image rows are dropped. The price is read in `locale`, the
 * language of the form it was typed in (see parsePriceInput), and comes out as a plain decimal string.
 */
export function validateNewProduct(
  raw: unknown,
  locale: Locale,
): { ok: true; value: NewProductInput } | { ok: false; fieldErrors: NewProductFieldErrors } {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const text = (key: string) => (typeof source[key] === 'string' ? (source[key] as string).trim() : '');
  const value: NewProductInput = {
    title: text('title'),
    vendor: text('vendor'),
    productType: text('productType'),
    price: text('price'),
    sku: text('sku'),
    upc: text('upc').replace(/[\s-]/g, ''),
    descriptionEn: text('descriptionEn'),
    descriptionFr: text('descriptionFr'),
    imageUrls: Array.isArray(source.imageUrls)
      ? source.imageUrls.map((url) => (typeof url === 'string' ? url.trim() : '')).filter((url) => url !== '')
      : [],
  };
  const fieldErrors: NewProductFieldErrors = {};
  for (const field of TEXT_FIELDS) {
    const error = textError(field, value[field]);
    if (error) fieldErrors[field] = error;
  }
  if (!fieldErrors.price) {
    const price = parsePriceInput(value.price, locale);
    if (price === null) fieldErrors.price = 'price';
    else value.price = price;
  }
  if (value.imageUrls.length > NEW_PRODUCT_LIMITS.images) fieldErrors.imageUrls = 'tooManyImages';
  else if (value.imageUrls.some((url) => !isImageUrl(url))) fieldErrors.imageUrls = 'imageUrl';
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, value };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Plain text as the provider's description HTML: a paragraph per blank-line block, line breaks kept. */
export function toDescriptionHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}
