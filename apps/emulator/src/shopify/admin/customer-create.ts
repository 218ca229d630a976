import type { AdminContext } from './admin-context.js';
import { consentErrors, consentFields, type ConsentInput } from './email-marketing-consent.js';

export interface CustomerInput {
  id?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  locale?: string | null;
  tags?: string[] | null;
  note?: string | null;
  emailMarketingConsent?: ConsentInput | null;
}

interface UserError {
  field: string[] | null;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9\s().-]{6,}$/;

function locale(value: string | null | undefined): 'en' | 'fr' | undefined | null {
  if (value === null || value === undefined || value === '') return undefined;
  const match = /^(en|fr)(-[A-Za-z]{2})?$/.exec(value);
  return match ? (match[1] as 'en' | 'fr') : null;
}

/** The userErrors Shopify answers customerCreate with (wording from recorded Admin API responses). */
function validate(input: CustomerInput, context: AdminContext): UserError[] {
  const errors: UserError[] = [];
  const email = (input.email ?? '').trim();
  if (email === '') errors.push({ field: ['email'], message: "Email can't be blank" });
  else if (!EMAIL.test(email)) errors.push({ field: ['email'], message: 'Email is invalid' });
  else if (context.customers.byEmail(email)) errors.push({ field: ['email'], message: 'Email has already been taken' });
  const phone = (input.phone ?? '').trim();
  if (phone !== '' && !PHONE.test(phone)) errors.push({ field: ['phone'], message: 'Phone is invalid' });
  if (locale(input.locale) === null) errors.push({ field: ['locale'], message: 'Locale is invalid' });
  if (input.emailMarketingConsent) errors.push(...consentErrors(input.emailMarketingConsent, ['emailMarketingConsent'], context.now()));
  return errors;
}

/** customerCreate(input): a customer with e-mail marketing consent (the newsletter form). */
export function customerCreate(_root: unknown, args: { input: CustomerInput }, context: AdminContext) {
  const { input } = args;
  const userErrors = validate(input, context);
  if (userErrors.length) return { customer: null, userErrors };
  const customer = context.customers.create({
    email: (input.email ?? '').trim().toLowerCase(),
    firstName: (input.firstName ?? '').trim(),
    lastName: (input.lastName ?? '').trim(),
    phone: input.phone?.trim() || null,
    locale: locale(input.locale) ?? 'en',
    ...(input.emailMarketingConsent ? consentFields(input.emailMarketingConsent, context.now()) : { emailMarketingState: 'NOT_SUBSCRIBED' as const }),
    tags: [...new Set((input.tags ?? []).map((tag) => tag.trim()).filter(Boolean))].sort(),
    note: input.note ?? null,
    addresses: [],
    defaultAddressId: null,
    metafields: [],
  });
  return { customer, userErrors: [] };
}
