/**
 * Whether a barcode is a GTIN (GTIN-8, UPC-A, EAN-13 or GTIN-14 with a valid check digit). A shop's
 * barcode field also holds internal codes, and search engines reject markup with an invalid gtin.
 */
export function isGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  // From the right, the digits next to the check digit weigh 3, the others 1.
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}
