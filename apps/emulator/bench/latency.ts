export interface LatencySummary {
  label: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;

/** Times requests one after another (as one storefront worker issues them) and summarises them. */
export async function measure(label: string, count: number, request: (index: number) => Promise<void>): Promise<LatencySummary> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await request(index);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { label, requests: count, p50: percentile(times, 0.5), p95: percentile(times, 0.95), p99: percentile(times, 0.99), max: times.at(-1)! };
}

/** A GraphQL POST to the Storefront endpoint that fails loudly on errors (a benchmark of errors measures nothing). */
export function storefrontPoster(origin: string) {
  return async (query: string, variables: Record<string, unknown>): Promise<{ data: Record<string, unknown> }> => {
    const response = await fetch(`${origin}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'benchmark' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: Record<string, unknown>; errors?: unknown };
    if (!response.ok || body.errors) throw new Error(`request failed: ${response.status} ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
    return body;
  };
}

/** A deterministic pseudo-random sequence (mulberry32), so every run asks for the same things. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
