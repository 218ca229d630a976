/**
 * Canada's sales taxes by province or territory of the delivery address: the one table the hosted
 * checkout and the seeded orders both charge from.
 *
 * Rates as published by the Canada Revenue Agency ("GST/HST rates") and the provinces, current in
 * 2026: Nova Scotia's HST went from 15 % to 14 % on 2025-04-01 (CRA GST/HST Notice 342); no other
 * rate has changed since 2016. The table applies today's rates to every date (seeded orders from
 * before 2025-04-01 in Nova Scotia included); revisit it when a province announces a change.
 */

export type TaxLanguage = 'en' | 'fr';

/**
 * HST: harmonized sales tax (federal and provincial parts in one). GST: the federal goods and services
 * tax. QST: Québec sales tax. PST: provincial sales tax (British Columbia, Saskatchewan). RST: Manitoba's
 * retail sales tax, its official name for what other provinces call PST.
 */
type TaxKind = 'HST' | 'GST' | 'QST' | 'PST' | 'RST';

export interface TaxComponent {
  kind: TaxKind;
  /** In thousandths of a percent (9975 = 9.975 %), so amounts are computed in whole numbers. */
  rate: number;
}

export type ProvinceCode = 'AB' | 'BC' | 'MB' | 'NB' | 'NL' | 'NS' | 'NT' | 'NU' | 'ON' | 'PE' | 'QC' | 'SK' | 'YT';

const GST: TaxComponent = { kind: 'GST', rate: 5_000 };
const hst = (rate: number): readonly TaxComponent[] => [{ kind: 'HST', rate }];

/** @internal exported for its tests */
export const SALES_TAXES: Readonly<Record<ProvinceCode, readonly TaxComponent[]>> = {
  ON: hst(13_000),
  NB: hst(15_000),
  NL: hst(15_000),
  NS: hst(14_000),
  PE: hst(15_000),
  QC: [GST, { kind: 'QST', rate: 9_975 }],
  BC: [GST, { kind: 'PST', rate: 7_000 }],
  MB: [GST, { kind: 'RST', rate: 7_000 }],
  SK: [GST, { kind: 'PST', rate: 6_000 }],
  AB: [GST],
  NT: [GST],
  NU: [GST],
  YT: [GST],
};

/** The abbreviations shoppers see on receipts, in each language (TPS, TVQ… in French). */
const NAMES: Record<TaxKind, Record<TaxLanguage, string>> = {
  HST: { en: 'HST', fr: 'TVH' },
  GST: { en: 'GST', fr: 'TPS' },
  QST: { en: 'QST', fr: 'TVQ' },
  PST: { en: 'PST', fr: 'TVP' },
  RST: { en: 'RST', fr: 'TVD' },
};

export interface TaxLine {
  kind: TaxKind;
  /** In thousandths of a percent, as in the table. */
  rate: number;
  cents: number;
}

export const isProvinceCode = (code: string): code is ProvinceCode => Object.hasOwn(SALES_TAXES, code);

function componentsOf(provinceCode: string): readonly TaxComponent[] {
  if (!isProvinceCode(provinceCode)) throw new Error(`No Canadian sales tax for province "${provinceCode}"`);
  return SALES_TAXES[provinceCode];
}

/**
 * The taxes on an amount (goods and shipping, after discounts) delivered to a province: one line per
 * tax, each rounded to the cent on its own (half a cent up), as receipts show them.
 */
export function salesTaxLines(provinceCode: string, baseCents: number): TaxLine[] {
  if (!Number.isSafeInteger(baseCents) || baseCents < 0) throw new Error(`Taxable amount must be a whole number of cents, not ${baseCents}`);
  return componentsOf(provinceCode).map(({ kind, rate }) => ({ kind, rate, cents: Math.round((baseCents * rate) / 100_000) }));
}

/** The sum of salesTaxLines. */
export const salesTaxCents = (provinceCode: string, baseCents: number): number => salesTaxLines(provinceCode, baseCents).reduce((sum, line) => sum + line.cents, 0);

/** "GST (5%)", "QST (9.975%)" in English; "TPS (5 %)", "TVQ (9,975 %)" in French. */
export function taxLabel(line: Pick<TaxLine, 'kind' | 'rate'>, language: TaxLanguage): string {
  const percent = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 3 }).format(line.rate / 1000);
  return `${NAMES[line.kind][language]} (${percent}${language === 'fr' ? ' %' : '%'})`;
}

const centsOf = (amount: string) => Math.round(Number(amount) * 100);

/**
 * An order's tax lines, recomputed from its delivery province and its goods and shipping; null when
 * they do not add up to the tax the order recorded (no address, or an order charged at other rates),
 * so a page shows the recorded total alone rather than lines that disagree with it.
 */
export function orderTaxLines(order: { shippingAddress: { provinceCode: string } | null; subtotal: string; shipping: string; tax: string }): TaxLine[] | null {
  const provinceCode = order.shippingAddress?.provinceCode ?? '';
  if (!isProvinceCode(provinceCode)) return null;
  const lines = salesTaxLines(provinceCode, centsOf(order.subtotal) + centsOf(order.shipping));
  return lines.reduce((sum, line) => sum + line.cents, 0) === centsOf(order.tax) ? lines : null;
}
