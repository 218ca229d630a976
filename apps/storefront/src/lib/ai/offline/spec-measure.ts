/** A specification value read as a quantity: its leading number and the unit written right after it. */
interface Measure {
  amount: number;
  unit: string;
}

// Sizes of connectors and bodies: a larger one is not "more output" nor "more power".
const LENGTH_UNITS = new Set(['mm', 'cm', 'm', 'in', '"', '″', 'po', 'ft', 'pi']);

/**
 * "1,400 W peak" -> 1400 W, "0,86 kg" -> 0.86 kg, "16 channels" -> 16 channels, "2 years" -> 2 years. Not a
 * quantity: a value that does not start with its number ("XLR (L/R), 1/4 in TRS"), a fraction ("1/4"), or a number
 * with no unit after it that could be a model name.
 */
function measureOf(value: string): Measure | null {
  const normalised = value.replace(/[\u202f\u00a0]/g, ' ').trim();
  const match = /^(\d[\d\s,.]*)\s*([^\s\d(),;/]+)?/.exec(normalised);
  if (!match?.[1] || normalised.charAt(match[1].trimEnd().length) === '/') return null;
  let digits = match[1].trim().replace(/\s/g, '');
  // A lone comma followed by 1-2 digits is a French decimal; otherwise commas group thousands.
  digits = /^\d+,\d{1,2}$/.test(digits) ? digits.replace(',', '.') : digits.replace(/,/g, '');
  const amount = Number.parseFloat(digits);
  if (!Number.isFinite(amount) || !match[2]) return null;
  return { amount, unit: match[2].toLowerCase() };
}

/**
 * Which of two values is the larger quantity of the same kind: a positive number when the first is, negative when
 * the second is, null when they cannot be compared (different units, a size, or not quantities).
 */
export function compareMeasures(first: string, second: string): number | null {
  const a = measureOf(first);
  const b = measureOf(second);
  if (!a || !b || a.unit !== b.unit || LENGTH_UNITS.has(a.unit)) return null;
  return a.amount - b.amount;
}
