/** The 'Become a partner' enquiry (/b2b), checked the same way in the browser and on the server. */
export const PARTNER_PROGRAMMES = ['integrator', 'production'] as const;
export type PartnerProgramme = (typeof PARTNER_PROGRAMMES)[number];

export interface PartnerEnquiryInput {
  programme: PartnerProgramme;
  company: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Optional. */
  phone: string;
  /** Canada Revenue Agency business number (9 digits); optional. */
  businessNumber: string;
  /** Optional. */
  website: string;
  message: string;
}

export type PartnerEnquiryField = keyof PartnerEnquiryInput;
export type PartnerEnquiryError = 'required' | 'tooLong' | 'email' | 'phone' | 'businessNumber' | 'website' | 'programme';
export type PartnerEnquiryFieldErrors = Partial<Record<PartnerEnquiryField, PartnerEnquiryError>>;

export const PARTNER_ENQUIRY_LIMITS = { text: 120, email: 254, website: 2048, message: 2000 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9\s().-]{6,24}$/;
const OPTIONAL: readonly PartnerEnquiryField[] = ['phone', 'businessNumber', 'website'];

function isWebsite(value: string): boolean {
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function fieldError(field: Exclude<PartnerEnquiryField, 'programme'>, value: string): PartnerEnquiryError | null {
  if (value === '') return OPTIONAL.includes(field) ? null : 'required';
  const limit =
    field === 'message'
      ? PARTNER_ENQUIRY_LIMITS.message
      : field === 'email'
        ? PARTNER_ENQUIRY_LIMITS.email
        : field === 'website'
          ? PARTNER_ENQUIRY_LIMITS.website
          : PARTNER_ENQUIRY_LIMITS.text;
  if (value.length > limit) return 'tooLong';
  if (field === 'email' && !EMAIL.test(value)) return 'email';
  if (field === 'phone' && !PHONE.test(value)) return 'phone';
  if (field === 'businessNumber' && !/^\d{9}$/.test(value)) return 'businessNumber';
  if (field === 'website' && !isWebsite(value)) return 'website';
  return null;
}

/** Trims every field and checks it; the business number keeps its 9 digits only (123 456 789 RT0001 -> 123456789). */
export function validatePartnerEnquiry(
  raw: unknown,
): { ok: true; value: PartnerEnquiryInput } | { ok: false; fieldErrors: PartnerEnquiryFieldErrors } {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const text = (key: string) => (typeof source[key] === 'string' ? (source[key] as string).trim() : '');
  const programme = text('programme');
  const value = {
    programme: programme as PartnerProgramme,
    company: text('company'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email').toLowerCase(),
    phone: text('phone'),
    businessNumber: text('businessNumber')
      .replace(/\s|-/g, '')
      .replace(/^(\d{9})[A-Z]{2}\d{4}$/i, '$1'),
    website: text('website'),
    message: text('message'),
  } satisfies PartnerEnquiryInput;
  const fieldErrors: PartnerEnquiryFieldErrors = {};
  if (!(PARTNER_PROGRAMMES as readonly string[]).includes(programme)) fieldErrors.programme = programme ? 'programme' : 'required';
  for (const field of ['company', 'firstName', 'lastName', 'email', 'phone', 'businessNumber', 'website', 'message'] as const) {
    const error = fieldError(field, value[field]);
    if (error) fieldErrors[field] = error;
  }
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, value };
}
