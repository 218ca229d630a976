import type { CartAttribute } from './cart-record.js';

/** Attributes as Shopify keeps them: one per key, the last value given winning at the key's first position. */
export function uniqueAttributes(attributes: readonly CartAttribute[]): CartAttribute[] {
  const byKey = new Map<string, string>();
  for (const { key, value } of attributes) byKey.set(key, value);
  return [...byKey].map(([key, value]) => ({ key, value }));
}

/** Whether two lines' attributes are the same set (such lines of one variant merge). */
export function sameAttributes(a: readonly CartAttribute[], b: readonly CartAttribute[]): boolean {
  if (a.length !== b.length) return false;
  const text = (list: readonly CartAttribute[]) => list.map(({ key, value }) => `${key}\u0000${value}`).sort().join('\u0001');
  return text(a) === text(b);
}

export const attributeByKey = (attributes: readonly CartAttribute[], key: string): CartAttribute | null =>
  attributes.find((attribute) => attribute.key === key) ?? null;
