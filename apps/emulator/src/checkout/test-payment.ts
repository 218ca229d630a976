import { fieldError, type FieldError, type FormValues } from './checkout-form.js';
import type { PageLanguage } from './checkout-text.js';

/** The test cards the checkout knows, like a payment gateway in test mode. */
export const TEST_CARDS = { approved: '4242424242424242', declined: '4000000000000002' } as const;

const digitsOf = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The first moment after the card's expiry month, or null when the text is no MM/YY (or MM/YYYY) date. */
function expiryEnd(text: string): Date | null {
  const match = /^(\d{1,2})\/?(\d{2}|\d{4})$/.exec(text.replace(/\s+/g, ''));
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? new Date(Date.UTC(year, month, 1)) : null;
}

/** What is wrong with the card fields before any charge: number, expiry, security code, name. */
export function cardErrors(values: FormValues, language: PageLanguage, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  const number = digitsOf(values.cardNumber);
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) errors.push(fieldError('cardNumber', 'cardNumberInvalid', language));
  const end = expiryEnd(values.cardExpiry);
  if (!end) errors.push(fieldError('cardExpiry', 'cardExpiryInvalid', language));
  else if (end.getTime() <= now.getTime()) errors.push(fieldError('cardExpiry', 'cardExpired', language));
  if (!/^\d{3,4}$/.test(values.cardCvc)) errors.push(fieldError('cardCvc', 'cardCvcInvalid', language));
  if (!values.cardName) errors.push(fieldError('cardName', 'cardNameMissing', language));
  return errors;
}

/** Charges a well-formed card: null when approved, else why it was refused (declined, or not a test card). */
export function chargeCard(values: FormValues, language: PageLanguage): FieldError | null {
  const number = digitsOf(values.cardNumber);
  if (number === TEST_CARDS.approved) return null;
  return fieldError('cardNumber', number === TEST_CARDS.declined ? 'declined' : 'unknownCard', language);
}
