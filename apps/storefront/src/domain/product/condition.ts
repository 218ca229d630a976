/**
 * Demo/used detection (CAT-02): one reading compares case-insensitively, another exactly; we
 * compare case-insensitively everywhere, so 'Demo' and 'demo' mean the same unit.
 */
export function productCondition(tags: readonly string[]): 'demo' | 'used' | null {
  const lower = tags.map((tag) => tag.toLowerCase());
  if (lower.includes('demo')) return 'demo';
  if (lower.includes('used')) return 'used';
  return null;
}

export function isDemoOrUsed(tags: readonly string[]): boolean {
  return productCondition(tags) !== null;
}

/** The first tag of 50 characters or more is the sale message banner (PDP-16). */
const SALE_MESSAGE_MIN_LENGTH = 50;

export function saleMessage(tags: readonly string[]): string | null {
  return tags.find((tag) => tag.length >= SALE_MESSAGE_MIN_LENGTH) ?? null;
}
