// Counts failed provider calls (network errors, 429 and 5xx answers) for the whole process. The page
// cache compares the count before and after rendering a page, so a page rendered while a provider
// was failing (and so showing a degraded state) is never stored (docs/decisions/0016-page-cache.md).

// On globalThis: proxy.ts and the page renderers are separate bundles in one process.
const COUNTER = Symbol.for('maple.provider-failures');
type CounterHolder = { [COUNTER]?: number };

export function recordProviderFailure(): void {
  const holder = globalThis as CounterHolder;
  holder[COUNTER] = (holder[COUNTER] ?? 0) + 1;
}

export function providerFailureCount(): number {
  return (globalThis as CounterHolder)[COUNTER] ?? 0;
}

/** True for answers that mean the provider failed (throttled or erroring), not that the request was wrong. */
export function isFailedProviderStatus(status: number): boolean {
  return status === 429 || status >= 500;
}
