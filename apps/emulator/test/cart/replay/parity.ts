/** The recording's rules for fields that legitimately differ between stores (ids, timestamps, cursors, ...). */
export interface ExpectedDifference {
  path: string;
  matcher: string;
  reason: string;
}

type Json = unknown;
type Location = { parent: Record<string | number, Json>; key: string | number };

/** The locations a `$.a.b[*].c` path names in a JSON value (missing branches name nothing). */
export function locate(root: Json, path: string): Location[] {
  const tokens = path
    .replace(/^\$\.?/, '')
    .split('.')
    .flatMap((part) => {
      const match = /^([^[]*)(\[\*\])?$/.exec(part);
      if (!match) return [];
      return [...(match[1] ? [match[1]] : []), ...(match[2] ? ['*'] : [])];
    });
  let frontier: Location[] = [{ parent: { root } as Record<string, Json>, key: 'root' }];
  for (const token of tokens) {
    const next: Location[] = [];
    for (const { parent, key } of frontier) {
      const value = parent[key];
      if (token === '*') {
        if (Array.isArray(value)) value.forEach((_item, index) => next.push({ parent: value as unknown as Record<number, Json>, key: index }));
      } else if (value !== null && typeof value === 'object' && token in (value as object)) {
        next.push({ parent: value as Record<string, Json>, key: token });
      }
    }
    frontier = next;
  }
  return frontier;
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

export function satisfies(matcher: string, value: Json): boolean {
  if (matcher === 'non-empty-string') return typeof value === 'string' && value.length > 0;
  if (matcher === 'iso-timestamp') return typeof value === 'string' && ISO.test(value);
  if (matcher.startsWith('shopify-gid:')) return typeof value === 'string' && value.startsWith(`gid://shopify/${matcher.slice('shopify-gid:'.length)}/`);
  if (matcher.startsWith('regex:')) return typeof value === 'string' && new RegExp(matcher.slice('regex:'.length)).test(value);
  throw new Error(`Unknown matcher ${matcher}`);
}

/**
 * Replaces every value a difference names by its matcher, on each side where the value satisfies
 * it (one rule can cover several steps; a value that does not match still shows in the diff).
 */
export function normalise(actual: Json, expected: Json, differences: readonly ExpectedDifference[]): { actual: Json; expected: Json } {
  const copies = { actual: structuredClone(actual), expected: structuredClone(expected) };
  for (const difference of differences) {
    for (const side of [copies.actual, copies.expected]) {
      for (const { parent, key } of locate(side, difference.path)) if (satisfies(difference.matcher, parent[key])) parent[key] = `<${difference.matcher}>`;
    }
  }
  return copies;
}

/** Removes the named fields from a value (features this emulator leaves out, e.g. gift cards). */
export function without(value: Json, paths: readonly string[]): Json {
  const copy = structuredClone(value);
  for (const path of paths) for (const { parent, key } of locate(copy, path)) delete parent[key];
  return copy;
}
