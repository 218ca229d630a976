import 'server-only';
import { PARTNER_ENQUIRY_LIMITS, type PartnerEnquiryField, type PartnerEnquiryInput } from '@/domain/b2b/partner-enquiry';
import type { Locale } from '@/i18n/routing';
import { createEnquiryEntry, type EnquiryDefinition } from '@/lib/admin/enquiry-entries';

export type PartnerEnquiryResult =
  { ok: true } | { ok: false; reason: 'rejected'; userErrors: { field: PartnerEnquiryField | null; message: string }[] };

const text = (key: string, name: string, max: number, required = true) => ({
  key,
  name,
  type: 'single_line_text_field',
  required,
  validations: [{ name: 'max', value: String(max) }],
});

/** A scheme is added to a bare domain (the form accepts `studio.ca`), so a URL field can hold it. */
const WEBSITE_MAX = PARTNER_ENQUIRY_LIMITS.website + 'https://'.length;

/**
 * ACC-31: the 'partner_enquiry' type in the Shopify admin (Content > Metaobjects), one entry per
 * enquiry, named by its company. Bounded as the form is (ACC-30), so the provider refuses what the form would.
 */
const PARTNER_ENQUIRY_DEFINITION: EnquiryDefinition = {
  type: 'partner_enquiry',
  name: 'Partner enquiry',
  displayNameKey: 'company',
  fieldDefinitions: [
    text('company', 'Company', PARTNER_ENQUIRY_LIMITS.text),
    text('programme', 'Programme', 40),
    text('first_name', 'First name', PARTNER_ENQUIRY_LIMITS.text),
    text('last_name', 'Last name', PARTNER_ENQUIRY_LIMITS.text),
    text('email', 'E-mail', PARTNER_ENQUIRY_LIMITS.email),
    text('phone', 'Phone', PARTNER_ENQUIRY_LIMITS.text, false),
    text('business_number', 'Business number', 20, false),
    { key: 'website', name: 'Website', type: 'url', validations: [{ name: 'max', value: String(WEBSITE_MAX) }] },
    {
      key: 'message',
      name: 'Message',
      type: 'multi_line_text_field',
      required: true,
      validations: [{ name: 'max', value: String(PARTNER_ENQUIRY_LIMITS.message) }],
    },
    text('locale', 'Language', 10),
    { key: 'received_at', name: 'Received', type: 'date_time', required: true },
  ],
};

const FIELDS: Record<string, PartnerEnquiryField> = {
  company: 'company',
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  business_number: 'businessNumber',
  website: 'website',
  message: 'message',
};

const withScheme = (website: string) => (website === '' || /^https?:\/\//i.test(website) ? website : `https://${website}`);

/**
 * Records the enquiry as its own entry for the sales team, who approve a partner from there (ACC-32).
 * No customer is created or changed: an address that has an account gets the same record and the
 * same answer as any other, so the form neither edits nor reveals anyone's account.
 * Throws ShopifyRequestError when the Admin API fails.
 */
export async function submitPartnerEnquiry(input: PartnerEnquiryInput, locale: Locale, now = new Date()): Promise<PartnerEnquiryResult> {
  const result = await createEnquiryEntry(PARTNER_ENQUIRY_DEFINITION, {
    company: input.company,
    programme: input.programme === 'integrator' ? 'B2B Integrator' : 'B2B Production',
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    phone: input.phone,
    business_number: input.businessNumber,
    website: withScheme(input.website),
    message: input.message,
    locale,
    received_at: now.toISOString(),
  });
  if (result.ok) return { ok: true };
  return {
    ok: false,
    reason: 'rejected',
    userErrors: result.userErrors.map((error) => ({ field: FIELDS[error.key ?? ''] ?? null, message: error.message })),
  };
}
