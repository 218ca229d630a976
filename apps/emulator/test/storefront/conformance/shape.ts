/**
 * Compares a response's shape with a captured one: the same keys at every level and the same JSON
 * types, ignoring the values themselves (ids, texts, counts depend on the store). A null on either
 * side is data, not shape, so it only stops the walk there.
 */
export function shapeDifferences(expected: unknown, actual: unknown, path = '$'): string[] {
  if (expected === null || actual === null || expected === undefined || actual === undefined) return [];
  if (Array.isArray(expected) || Array.isArray(actual)) {
    if (!Array.isArray(expected) || !Array.isArray(actual)) return [`${path}: expected ${kind(expected)}, got ${kind(actual)}`];
    return actual.flatMap((item, index) => {
      const twin = counterpart(expected, item, index);
      return twin === undefined ? [] : shapeDifferences(twin, item, `${path}[${index}]`);
    });
  }
  if (typeof expected === 'object' || typeof actual === 'object') {
    if (typeof expected !== 'object' || typeof actual !== 'object') return [`${path}: expected ${kind(expected)}, got ${kind(actual)}`];
    const expectedKeys = Object.keys(expected as object).sort();
    const actualKeys = Object.keys(actual as object).sort();
    if (expectedKeys.join() !== actualKeys.join()) return [`${path}: keys ${actualKeys.join(',')} instead of ${expectedKeys.join(',')}`];
    return expectedKeys.flatMap((key) =>
      shapeDifferences((expected as Record<string, unknown>)[key], (actual as Record<string, unknown>)[key], `${path}.${key}`),
    );
  }
  return typeof expected === typeof actual ? [] : [`${path}: expected ${kind(expected)}, got ${kind(actual)}`];
}

const kind = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

// The captured item to compare with: same position and __typename, else the first of that __typename.
function counterpart(expected: unknown[], item: unknown, index: number): unknown {
  const typename = (value: unknown) => (value && typeof value === 'object' ? (value as { __typename?: unknown }).__typename : undefined);
  const wanted = typename(item);
  if (index < expected.length && typename(expected[index]) === wanted) return expected[index];
  return expected.find((candidate) => typename(candidate) === wanted);
}
