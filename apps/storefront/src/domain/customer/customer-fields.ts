/** Customer custom fields as the provider returns them: keyed object or list (ACC-07). */
export type RawMetafields =
  | Record<string, { value: string | null } | null | undefined>
  | readonly ({ namespace?: string | null; key: string; value: string | null } | null)[]
  | null
  | undefined;

function readField(metafields: RawMetafields, key: string): string | null {
  if (!metafields) return null;
  if (Array.isArray(metafields)) {
    const entry = metafields.find((field) => field && field.key === key && (!field.namespace || field.namespace === 'customer'));
    return entry?.value ?? null;
  }
  const keyed = metafields as Record<string, { value: string | null } | null | undefined>;
  return keyed[key]?.value ?? keyed[`customer.${key}`]?.value ?? null;
}

export interface CustomerFields {
  points: number;
  discountCodes: string[];
  b2bDiscountPercentage: number;
  b2bCatalog: string | null;
}

/**
 * The catalogue: a string, or a JSON array string whose first element is used (ACC-07, ACC-21).
 * @internal exported for its tests
 */
export function parseB2BCatalog(raw: string | null, warn: (message: string) => void = console.warn): string | null {
  if (raw === null || raw.trim() === '') return null;
  const trimmed = raw.trim();
  if (!trimmed.startsWith('[')) return trimmed;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (Array.isArray(parsed)) return typeof parsed[0] === 'string' ? parsed[0] : null;
    return trimmed;
  } catch {
    warn('Failed to parse catalog JSON');
    return trimmed;
  }
}

function parseDiscountCodes(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

/** Reads the four custom fields with ACC-07's defaults: 0, [], 0 and none. */
export function readCustomerFields(metafields: RawMetafields, warn?: (message: string) => void): CustomerFields {
  const points = Number.parseInt(readField(metafields, 'points') ?? '', 10);
  const percentage = Number.parseFloat(readField(metafields, 'b2b_discount_percentage') ?? '');
  return {
    points: Number.isFinite(points) ? points : 0,
    discountCodes: parseDiscountCodes(readField(metafields, 'discount_codes')),
    b2bDiscountPercentage: Number.isFinite(percentage) ? percentage : 0,
    b2bCatalog: parseB2BCatalog(readField(metafields, 'b2b_catalog'), warn),
  };
}
