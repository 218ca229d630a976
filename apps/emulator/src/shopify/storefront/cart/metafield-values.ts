/** Why a metafield value does not fit its type, as Shopify words it; null when it fits. */
export type ValueProblem = { code: 'INVALID_VALUE' | 'INVALID_TYPE'; message: string } | null;

const invalid = (message: string): ValueProblem => ({ code: 'INVALID_VALUE', message });

const CHECKS: Record<string, (value: string) => ValueProblem> = {
  single_line_text_field: (value) => (/[\r\n]/.test(value) ? invalid('Value must be a single line text string.') : null),
  multi_line_text_field: () => null,
  number_integer: (value) => (/^[-+]?\d+$/.test(value.trim()) ? null : invalid('Value must be an integer.')),
  number_decimal: (value) => (/^[-+]?\d+(\.\d+)?$/.test(value.trim()) ? null : invalid('Value must be a decimal.')),
  boolean: (value) => (value === 'true' || value === 'false' ? null : invalid('Value must be true or false.')),
  json: (value) => {
    try {
      JSON.parse(value);
      return null;
    } catch {
      return invalid('Value must be valid JSON.');
    }
  },
  url: (value) => (/^(https?|mailto|sms|tel):/i.test(value) && URL.canParse(value) ? null : invalid('Value must be a valid URL.')),
  date: (value) => (/^\d{4}-\d\d-\d\d$/.test(value) && !Number.isNaN(Date.parse(value)) ? null : invalid('Value must be in YYYY-MM-DD format.')),
  date_time: (value) => (/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?/.test(value) && !Number.isNaN(Date.parse(value)) ? null : invalid('Value must be in ISO 8601 date and time format.')),
};

/** Checks a cart metafield's value against its type (text, numbers, boolean, JSON, URL, dates). */
export function metafieldValueProblem(type: string, value: string): ValueProblem {
  const check = CHECKS[type];
  if (!check) return { code: 'INVALID_TYPE', message: `Type '${type}' is not supported on a cart.` };
  return check(value);
}

/** "custom.note" -> { namespace: 'custom', key: 'note' }; null without a namespace. */
export function splitMetafieldKey(fullKey: string): { namespace: string; key: string } | null {
  const dot = fullKey.indexOf('.');
  if (dot <= 0 || dot === fullKey.length - 1) return null;
  return { namespace: fullKey.slice(0, dot), key: fullKey.slice(dot + 1) };
}
