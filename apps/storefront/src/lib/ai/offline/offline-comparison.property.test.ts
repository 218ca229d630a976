import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductFacts } from '@/domain/ai/product-facts';
import { compareFromCatalogue } from './offline-comparison';

// AI-21: the offline comparison states only strengths the two products' data supports, the same way in both
// languages. Products are drawn from specifications as the seed writes them (quantities with units, connector
// descriptions, sizes), each known to the test as data, so every stated strength is checked against that data.

const LABELS = {
  power: { en: 'Power', fr: 'Puissance' },
  spl: { en: 'Max SPL', fr: 'SPL max' },
  inputs: { en: 'Inputs', fr: 'Entrées' },
  outputs: { en: 'Outputs', fr: 'Sorties' },
  weight: { en: 'Weight', fr: 'Poids' },
  noise: { en: 'Noise floor', fr: 'Bruit de fond' },
  battery: { en: 'Battery life', fr: 'Autonomie' },
  warranty: { en: 'Warranty', fr: 'Garantie' },
} as const;
type LabelKey = keyof typeof LABELS;

const UNITS = {
  watts: { en: 'W', fr: 'W', length: false },
  decibels: { en: 'dB', fr: 'dB', length: false },
  channels: { en: 'channels', fr: 'canaux', length: false },
  kilograms: { en: 'kg', fr: 'kg', length: false },
  grams: { en: 'g', fr: 'g', length: false },
  hours: { en: 'hours', fr: 'heures', length: false },
  years: { en: 'years', fr: 'ans', length: false },
  millimetres: { en: 'mm', fr: 'mm', length: true },
} as const;
type UnitKey = keyof typeof UNITS;

const CONNECTORS = [
  { en: 'XLR (L/R), 1/4 in TRS', fr: 'XLR (G/D), 6,35 mm TRS' },
  { en: '3.5 mm TRS and USB-C', fr: '3,5 mm TRS et USB-C' },
  { en: 'Dante, 2 x RJ45', fr: 'Dante, 2 x RJ45' },
] as const;

type Value = { kind: 'quantity'; amount: number; unit: UnitKey } | { kind: 'text'; connector: number };
type Row = { label: LabelKey; value: Value };

const amount = fc.integer({ min: 1, max: 4000 }).map((tenths) => tenths / 10);
const value: fc.Arbitrary<Value> = fc.oneof(
  fc.record({ kind: fc.constant('quantity' as const), amount, unit: fc.constantFrom(...(Object.keys(UNITS) as UnitKey[])) }),
  fc.record({ kind: fc.constant('text' as const), connector: fc.nat({ max: CONNECTORS.length - 1 }) }),
);
const rows = fc.uniqueArray(fc.record({ label: fc.constantFrom(...(Object.keys(LABELS) as LabelKey[])), value }), {
  selector: (row) => row.label,
  minLength: 1,
  maxLength: 6,
});

function written(row: Row['value'], locale: 'en' | 'fr'): string {
  if (row.kind === 'text') return CONNECTORS[row.connector]![locale];
  const number = locale === 'fr' ? String(row.amount).replace('.', ',') : String(row.amount);
  return `${number} ${UNITS[row.unit][locale]}`;
}

function facts(specs: readonly Row[], locale: 'en' | 'fr', handle: string): ProductFacts {
  return {
    id: handle,
    handle,
    title: handle,
    vendor: 'Vendor',
    productType: 'Type',
    summary: 'A product.',
    specs: specs.map((row) => ({ label: LABELS[row.label][locale], value: written(row.value, locale) })),
    inTheBox: ['Unit'],
    useCases: [],
    otherSections: [],
    releaseDate: null,
    price: { min: 100, max: 100, compareAt: null },
    available: true,
    condition: 'new',
    variants: [],
    soleVariant: { id: null, available: true, price: 100 },
  };
}

/** The lines under a product's Strengths heading. */
function strengthLines(block: string): string[] {
  const section = block.split('**Strengths**')[1]!.split('**Best For**')[0]!;
  return section
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2));
}

const CLAIMS = {
  en: [
    { pattern: /^Higher (.+) \((.+) vs (.+)\)$/, direction: 1 },
    { pattern: /^Lower (.+) \((.+) vs (.+)\)$/, direction: -1 },
    { pattern: /^Longer manufacturer warranty \((.+)\)$/, direction: 1, warranty: true },
  ],
  fr: [
    { pattern: /^(.+) : valeur plus élevée \((.+) contre (.+)\)$/, direction: 1 },
    { pattern: /^(.+) : valeur plus faible \((.+) contre (.+)\)$/, direction: -1 },
    { pattern: /^Garantie du fabricant plus longue \((.+)\)$/, direction: 1, warranty: true },
  ],
} as const;

/** Each stated strength as [label key, direction]; throws on a strength the data does not support. */
function checkedClaims(lines: readonly string[], self: readonly Row[], other: readonly Row[], locale: 'en' | 'fr'): string[] {
  const claims: string[] = [];
  for (const line of lines) {
    const claim = CLAIMS[locale].map((candidate) => ({ candidate, match: candidate.pattern.exec(line) })).find(({ match }) => match);
    if (!claim) continue;
    const label: LabelKey =
      'warranty' in claim.candidate
        ? 'warranty'
        : (Object.keys(LABELS) as LabelKey[]).find((key) => LABELS[key][locale].toLowerCase() === claim.match![1]!.toLowerCase())!;
    const mine = self.find((row) => row.label === label)?.value;
    const theirs = other.find((row) => row.label === label)?.value;
    const comparable = mine?.kind === 'quantity' && theirs?.kind === 'quantity' && mine.unit === theirs.unit && !UNITS[mine.unit].length;
    if (!comparable) throw new Error(`"${line}" compares values that are not quantities of one unit`);
    if (Math.sign(mine.amount - theirs.amount) !== claim.candidate.direction) throw new Error(`"${line}" is not true of the data`);
    claims.push(`${label}:${claim.candidate.direction}`);
  }
  return claims;
}

describe('the offline comparison states only what the data supports (AI-21)', () => {
  it('every strength, in English and in French, is true of the two products, and both languages state the same ones', () => {
    fc.assert(
      fc.property(rows, rows, (first, second) => {
        const stated = (locale: 'en' | 'fr') => {
          const text = compareFromCatalogue(facts(first, locale, 'first'), facts(second, locale, 'second'), locale);
          const [, one, two] = text.split(/---PRODUCT[12]---/);
          return [checkedClaims(strengthLines(one!), first, second, locale), checkedClaims(strengthLines(two!), second, first, locale)];
        };
        expect(stated('fr')).toEqual(stated('en'));
      }),
      { numRuns: 300 },
    );
  });

  it('a connector is not a quantity: 3.5 mm TRS is not more output than XLR, in either language', () => {
    for (const locale of ['en', 'fr'] as const) {
      const text = compareFromCatalogue(
        facts([{ label: 'outputs', value: { kind: 'text', connector: 1 } }], locale, 'ATW-1196'),
        facts([{ label: 'outputs', value: { kind: 'text', connector: 0 } }], locale, 'EW-D B19'),
        locale,
      );
      expect(text).not.toMatch(/Higher outputs|Sorties : valeur plus élevée/);
    }
  });
});
