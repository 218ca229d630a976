/** The call-for-price threshold (CONST-04): prices at or above it are never shown. */
export const CALL_FOR_PRICE = 50_000;

/** Rounds a raw price to a retail price as a Canadian store prints it ($49.99, $1,249.99, $64,999.00). */
export function retailPrice(value: number): number {
  if (value < 20) return Math.floor(value) + 0.99;
  if (value < 100) return Math.max(1, Math.round(value)) - 0.01;
  if (value < 1000) return Math.round(value / 10) * 10 - 0.01;
  if (value < 10_000) return Math.round(value / 50) * 50 - 0.01;
  return Math.round(value / 1000) * 1000 - 1;
}

/** A money amount as Shopify sends it: a decimal string with two places. */
export function money(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/** The sale price for a discount off a regular price, always strictly lower. */
export function discountedPrice(regular: number, percent: number): number {
  const sale = retailPrice(regular * (1 - percent / 100));
  return sale < regular ? sale : Math.max(0.99, Math.round((regular * 0.9 - 0.01) * 100) / 100);
}

/** UPC-A check digit for the first 11 digits. */
export function upcCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < 11; index += 1) sum += Number(digits[index]) * (index % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}
