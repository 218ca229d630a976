/**
 * Copies the recorded Shopify cart lifecycle steps the replay test sends, and the recording's list
 * of fields that legitimately differ, out of the shared peer data into a fixture committed with the tests.
 * Run: npx tsx test/cart/replay/extract-cart-steps.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PEER_DATA = process.env.PEER_DATA_DIR ?? '/work/shared/peer-data/shopify-storefront-2026-04';
const SCENARIO = 'storefront-cart-lifecycle';

/** The steps in recorded order; delivery-address steps are left out (not emulated). */
export const REPLAYED_STEPS = [
  'cartCreate',
  'cartReadAfterCreate',
  'cartBuyerIdentityUpdate',
  'cartBuyerIdentityUpdateInvalidToken',
  'cartDiscountCodesUpdateValid',
  'cartDiscountCodesUpdateMixed',
  'cartGiftCardCodesAdd',
  'cartGiftCardCodesRemove',
  'cartGiftCardCodesUpdate',
  'cartMetafieldsSet',
  'cartMetafieldsSetInvalidValue',
  'cartReadAfterAdjustments',
  'cartMetafieldDelete',
  'cartMetafieldDeleteMissing',
  'cartReadAfterMetafieldDelete',
  'cartLinesAddMerge',
  'cartLinesAddDistinct',
  'cartLinesUpdate',
  'cartAttributesUpdate',
  'cartNoteUpdate',
  'cartLinesRemove',
  'cartLinesUpdateStale',
  'cartLinesAddInvalidMerchandise',
  'cartLinesAddInvalidSellingPlan',
  'cartLinesAddInventoryWarning',
  'cartLinesAddOutOfStock',
  'cartLinesAddZeroQuantity',
  'cartNoteTooLong',
  'cartAttributesTooMany',
  'cartLinesTooMany',
  'cartReadMissing',
  'cartNoteUpdateMissing',
  'cartReadBeforeCleanup',
  'cartLinesRemoveAll',
  'cartReadEmpty',
] as const;

interface CapturedStep {
  query: string;
  variables: Record<string, unknown>;
  response: { status: number; body: unknown };
}

if (process.argv[1]?.endsWith('extract-cart-steps.ts')) {
  const capture = JSON.parse(readFileSync(path.join(PEER_DATA, 'captures', `${SCENARIO}.json`), 'utf8')) as Record<string, CapturedStep> & { redactions: unknown };
  const parity = JSON.parse(readFileSync(path.join(PEER_DATA, 'parity-specs', `${SCENARIO}.json`), 'utf8')) as { comparison: { expectedDifferences: unknown[] } };
  const steps = REPLAYED_STEPS.map((name) => {
    const step = capture[name];
    if (!step) throw new Error(`No step ${name} in ${SCENARIO}`);
    return { name, query: step.query, variables: step.variables, status: step.response.status, body: step.response.body };
  });
  const fixture = { scenario: SCENARIO, redactions: capture.redactions, expectedDifferences: parity.comparison.expectedDifferences, steps };
  writeFileSync(new URL('./cart-lifecycle-steps.json', import.meta.url), `${JSON.stringify(fixture, null, 1)}\n`);
  console.log(`Wrote ${steps.length} steps`);
}
