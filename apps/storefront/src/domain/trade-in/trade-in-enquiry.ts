import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from '@/domain/newsletter/newsletter-email';

import { TRADE_IN_CATEGORIES, TRADE_IN_CONDITIONS } from './trade-in-options';

// A missing or non-text field says 'required', never zod's own English sentence.
const text = (max: number) => z.string('required').trim().max(max, 'tooLong');

/**
 * A trade-in enquiry: who asks, what they bring, in what state. Messages are keys of the
 * 'tradeIns.errors' namespace, so the form and the endpoint say the same thing in both languages.
 */
export const tradeInEnquirySchema = z.object({
  name: text(120).min(1, 'required'),
  email: z.string('required').trim().toLowerCase().min(1, 'required').max(MAX_EMAIL_LENGTH, 'tooLong').pipe(z.email('invalidEmail')),
  phone: text(40)
    .regex(/^(\+?[0-9][0-9\s().-]{6,})?$/, 'invalidPhone')
    .optional()
    .default(''),
  category: z.enum(TRADE_IN_CATEGORIES, 'required'),
  item: text(160).min(1, 'required'),
  condition: z.enum(TRADE_IN_CONDITIONS, 'required'),
  details: text(2000).optional().default(''),
});

export type TradeInEnquiry = z.infer<typeof tradeInEnquirySchema>;
export type TradeInField = keyof TradeInEnquiry;

/** Field -> message key for the first problem of each field. */
export function tradeInFieldErrors(error: z.ZodError): Partial<Record<TradeInField, string>> {
  const errors: Partial<Record<TradeInField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as TradeInField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
