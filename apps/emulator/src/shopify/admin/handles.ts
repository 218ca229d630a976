/** Shopify's handle normalisation: lower case, accents dropped, runs of anything but letters and digits become one dash. */
export function normalizeHandle(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The first free handle from a generated one, as Shopify picks it: a trailing number is counted
 * up ("…-2024" -> "…-2025"), otherwise "-1", "-2", ... is appended.
 */
export function firstFreeHandle(base: string, taken: (handle: string) => boolean): string {
  if (!taken(base)) return base;
  const numbered = /^(.*-)(\d+)$/.exec(base);
  if (numbered && numbered[2]!.length <= 15) {
    for (let next = Number(numbered[2]) + 1; ; next++) {
      const candidate = `${numbered[1]}${next}`;
      if (!taken(candidate)) return candidate;
    }
  }
  for (let suffix = 1; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}
