import 'server-only';
import { partnerEnquiryNote, type PartnerEnquiryField, type PartnerEnquiryInput } from '@/domain/b2b/partner-enquiry';
import type { Locale } from '@/i18n/routing';
import { adminRequest } from '@/lib/admin/client';
import { addCustomerTags, findCustomerByEmail, prependCustomerNote } from '@/lib/admin/existing-customer';
import { PARTNER_ENQUIRY_MUTATION } from '@/lib/admin/queries/partner-enquiry';

export type PartnerEnquiryResult =
  { ok: true } | { ok: false; reason: 'rejected'; userErrors: { field: PartnerEnquiryField | null; message: string }[] };

const FIELDS: Record<string, PartnerEnquiryField> = { email: 'email', phone: 'phone', firstName: 'firstName', lastName: 'lastName' };

/**
 * Records the enquiry on the customer who already has the address: tagged like a new one, the details
 * at the top of their note. The answer is the same as for a new address, so the form never tells
 * anyone whether an address has an account.
 */
async function recordOnExistingCustomer(input: PartnerEnquiryInput, tags: string[], note: string): Promise<PartnerEnquiryResult> {
  const customer = await findCustomerByEmail(input.email);
  if (!customer) return { ok: false, reason: 'rejected', userErrors: [{ field: null, message: 'The enquiry was not recorded' }] };
  await addCustomerTags(customer, tags);
  await prependCustomerNote(customer, note);
  return { ok: true };
}

/**
 * Records the enquiry with the provider as a customer tagged b2b-enquiry (and the programme), the
 * details in its note: the sales team finds it there and, once approved, sets its b2b_catalog.
 * Throws ShopifyRequestError when the Admin API fails.
 */
export async function submitPartnerEnquiry(input: PartnerEnquiryInput, locale: Locale): Promise<PartnerEnquiryResult> {
  const tags = ['b2b-enquiry', `b2b-enquiry-${input.programme}`];
  const note = partnerEnquiryNote(input, new Date());
  const { customerCreate } = await adminRequest(PARTNER_ENQUIRY_MUTATION, {
    variables: { input: { email: input.email, firstName: input.firstName, lastName: input.lastName, locale, tags, note } },
  });
  if (customerCreate?.customer) return { ok: true };
  const userErrors = customerCreate?.userErrors ?? [];
  if (userErrors.some((error) => error.field?.at(-1) === 'email' && /taken/i.test(error.message))) {
    return recordOnExistingCustomer(input, tags, note);
  }
  return {
    ok: false,
    reason: 'rejected',
    userErrors: (userErrors.length ? userErrors : [{ field: null, message: 'The enquiry was not recorded' }]).map((error) => ({
      field: FIELDS[error.field?.at(-1) ?? ''] ?? null,
      message: error.message,
    })),
  };
}
