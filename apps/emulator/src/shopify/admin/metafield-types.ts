import type { Catalog } from '../../catalog/catalog.js';
import { parseGid } from '../gid.js';

// Shopify's metafield types (Admin API 2026-04, "List of data types"); each but json, money, rich text,
// link and rating also exists as a list.
const SINGLE_TYPES = [
  'boolean', 'collection_reference', 'color', 'company_reference', 'customer_reference', 'date', 'date_time', 'dimension', 'file_reference', 'id', 'json',
  'link', 'metaobject_reference', 'mixed_reference', 'money', 'multi_line_text_field', 'number_decimal', 'number_integer', 'page_reference', 'product_reference',
  'product_taxonomy_value_reference', 'rating', 'rich_text_field', 'single_line_text_field', 'url', 'variant_reference', 'volume', 'weight',
];
const NOT_IN_LISTS = new Set(['boolean', 'json', 'money', 'multi_line_text_field', 'rich_text_field']);

/** Shopify's category of a type, as MetafieldDefinitionType.category names it. */
export function typeCategory(type: string): string {
  const base = type.replace(/^list\./, '');
  if (base.endsWith('_reference')) return 'REFERENCE';
  if (['single_line_text_field', 'multi_line_text_field', 'rich_text_field'].includes(base)) return 'TEXT';
  if (['number_integer', 'number_decimal'].includes(base)) return 'NUMBER';
  if (['date', 'date_time'].includes(base)) return 'DATE_TIME';
  if (['dimension', 'volume', 'weight'].includes(base)) return 'MEASUREMENT';
  if (base === 'boolean') return 'TRUE_FALSE';
  if (base === 'json') return 'JSON';
  return 'ADVANCED';
}

export function isMetafieldType(type: string): boolean {
  if (type.startsWith('list.')) {
    const base = type.slice('list.'.length);
    return SINGLE_TYPES.includes(base) && !NOT_IN_LISTS.has(base);
  }
  return SINGLE_TYPES.includes(type);
}

const REFERENCED_TYPES: Record<string, string> = { collection_reference: 'Collection', variant_reference: 'ProductVariant', product_reference: 'Product' };

/** Why a value is not valid for a type (the checks the store's settings need), or null. */
export function valueProblem(type: string, value: string, catalog: Catalog): string | null {
  const referenced = REFERENCED_TYPES[type];
  if (referenced) {
    const gid = parseGid(value);
    const id = Number(gid?.id);
    if (gid?.type !== referenced || !Number.isSafeInteger(id)) return `Value must be a ${referenced} global id (gid://shopify/${referenced}/…).`;
    const exists = referenced === 'Collection' ? catalog.collectionById(id) : referenced === 'Product' ? catalog.productById(id, { includeDrafts: true }) : catalog.variantById(id, { includeDrafts: true });
    return exists ? null : `Value references a ${referenced} that does not exist.`;
  }
  if (type === 'json' || type.startsWith('list.')) {
    try {
      const parsed: unknown = JSON.parse(value);
      return type.startsWith('list.') && !Array.isArray(parsed) ? 'Value must be a JSON array.' : null;
    } catch {
      return 'Value is invalid JSON.';
    }
  }
  if (type === 'number_integer') return /^-?\d+$/.test(value) ? null : 'Value must be an integer.';
  if (type === 'number_decimal') return /^-?\d+(\.\d+)?$/.test(value) ? null : 'Value must be a decimal.';
  if (type === 'boolean') return value === 'true' || value === 'false' ? null : 'Value must be true or false.';
  return null;
}
