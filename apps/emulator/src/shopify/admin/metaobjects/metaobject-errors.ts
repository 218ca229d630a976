/** MetaobjectUserError: Shopify's codes, with the wording its Admin API answers. */
export interface MetaobjectUserError {
  field: string[] | null;
  message: string;
  code: string;
  elementKey?: string | null;
  elementIndex?: number | null;
}

/** The field types the emulator stores and checks (Shopify has more; others answer INVALID_TYPE here). */
export const FIELD_TYPES = new Set(['single_line_text_field', 'multi_line_text_field', 'url', 'date_time', 'number_integer', 'boolean']);

/** Shopify's limit on any metafield or metaobject field value. */
const VALUE_MAX = 65_535;

/** Why a value does not fit its field type, or null when it does. */
export function invalidValue(type: string, value: string): string | null {
  if (value.length > VALUE_MAX) return `Value has a maximum length of ${VALUE_MAX}.`;
  switch (type) {
    case 'single_line_text_field':
      return /[\r\n]/.test(value) ? 'Value must be a single line of text.' : null;
    case 'url':
      return /^(https?|mailto|sms|tel):\S+$/i.test(value) ? null : 'Value must be a valid URL.';
    case 'date_time':
      return Number.isNaN(Date.parse(value)) || !/^\d{4}-\d{2}-\d{2}T/.test(value) ? 'Value must be in YYYY-MM-DDTHH:MM:SS format.' : null;
    case 'number_integer':
      return /^-?\d{1,16}$/.test(value) ? null : 'Value must be an integer.';
    case 'boolean':
      return value === 'true' || value === 'false' ? null : 'Value must be true or false.';
    default:
      return null;
  }
}
