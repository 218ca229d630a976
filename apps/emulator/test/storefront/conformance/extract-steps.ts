/**
 * Copies the recorded Storefront steps the conformance test replays out of the shared peer data into
 * a fixture committed with the tests (so they run on machines without the peer data).
 * Run: npx tsx test/storefront/conformance/extract-steps.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PEER_DATA = process.env.PEER_DATA_DIR ?? '/work/shared/peer-data/shopify-storefront-2026-04';

interface CapturedStep {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
  response: { status: number; body: unknown };
}

function capturedStep(scenario: string, stepPath: string): CapturedStep {
  const capture = JSON.parse(readFileSync(path.join(PEER_DATA, 'captures', `${scenario}.json`), 'utf8')) as unknown;
  const step = stepPath.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], capture);
  if (!step || typeof step !== 'object') throw new Error(`No step ${stepPath} in ${scenario}`);
  return step as CapturedStep;
}

// Long texts (policy bodies) only matter for their type here.
const shorten = (value: unknown): unknown => {
  if (typeof value === 'string') return value.length > 160 ? `${value.slice(0, 160)}…` : value;
  if (Array.isArray(value)) return value.map(shorten);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shorten(item)]));
  return value;
};

/** [scenario, step path] of every replayed step. */
export const REPLAYED_STEPS: [string, string][] = [
  ['storefront-discovery', 'storefrontInvalidId'],
  ['storefront-discovery', 'storefrontInvalidLimit'],
  ['storefront-discovery', 'storefrontDiscovery'],
  ['storefront-discovery', 'storefrontDiscoveryPagination'],
  ['storefront-discovery', 'storefrontNodeMenuHydrate'],
  ['storefront-cart-lifecycle', 'cartLinesTooMany'],
  ['storefront-cart-lifecycle', 'cartAttributesTooMany'],
  ['storefront-catalog-read-after-admin-setup', 'storefrontRead'],
  ['storefront-catalog-read-after-admin-setup', 'storefrontUnpublishedRead'],
  ['storefront-catalog-read-after-admin-setup', 'storefrontDeletedRead'],
  ['storefront-collections-read-after-admin-setup', 'storefrontInitial'],
  ['storefront-content-read-after-admin-setup', 'storefrontRead'],
  ['storefront-content-read-after-admin-setup', 'menuHydrate'],
  ['storefront-content-read-after-admin-setup', 'urlRedirectsEmpty'],
  ['storefront-custom-data-read-after-admin-setup', 'storefrontRead'],
  ['storefront-first-slice-default', 'primary'],
  ['storefront-first-slice-default', 'hydrate'],
  ['storefront-first-slice-context', 'primary'],
  ['storefront-first-slice-context', 'hydrate'],
  ['storefront-catalog-enrichment', 'setup.taxonomyBaseline'],
  ['storefront-catalog-enrichment', 'setup.merchandisingRead'],
  ['storefront-catalog-enrichment', 'setup.defaultContextRead'],
  ['storefront-catalog-enrichment', 'setup.countryContextRead'],
];

if (process.argv[1]?.endsWith('extract-steps.ts')) {
  const steps = Object.fromEntries(
    REPLAYED_STEPS.map(([scenario, stepPath]) => {
      const { query, variables, operationName, response } = capturedStep(scenario, stepPath);
      return [`${scenario}/${stepPath}`, { query, variables, operationName, response: { status: response.status, body: shorten(response.body) } }];
    }),
  );
  const fixture = {
    source: 'airhorns/shopify-draft-proxy fixtures/conformance (Apache-2.0), commit 1fba7c1853d600286cbcbc275a26cbb8500bcb28, via /work/shared/peer-data',
    apiVersion: '2026-04',
    steps,
  };
  writeFileSync(new URL('./recorded-steps.json', import.meta.url), `${JSON.stringify(fixture, null, 1)}\n`);
  console.log(`Wrote ${Object.keys(steps).length} steps`);
}
