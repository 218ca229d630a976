import 'server-only';
import { partnerEnquiryNote, type PartnerEnquiryField, type PartnerEnquiryInput } from '@/domain/b2b/partner-enquiry';
import type { Locale } from '@/i18n/routing';
import { adminRequest } from '@/lib/admin/client';
import { PARTNER_ENQUIRY_MUTATION } from '@/lib/admin/queries/partner-enquiry';

interface PartnerEnquiryData {
  customerCreate: { customer: { id: string } | null; userErrors: { field: string[] | null; message: string }[] } | null;
}

export type PartnerEnquiryResult =
  | { ok: true }
  | { ok: false; reason: 'existing-customer' }
  | { ok: false; reason: 'rejected'; userErrors: { field: PartnerEnquiryField | null; message: string }[] };

const FIELDS: Record<string, PartnerEnquiryField> = { email: 'email', phone: 'phone', firstName: 'firstName', lastName: 'lastName' };

/**
 * Records the enquiry with the provider as a customer tagged b2b-enquiry (and the programme), the
 * details in its note: the sales team finds it there and, once approved, sets its b2b_catalog.
 * Throws ShopifyRequestError when the Admin API fails.
 */
export async function submitPartnerEnquiry(input: PartnerEnquiryInput, locale: Locale): Promise<PartnerEnquiryResult> {
  const { customerCreate } = await adminRequest<PartnerEnquiryData>(PARTNER_ENQUIRY_MUTATION, {
    variables: {
      input: {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        locale,
        tags: ['b2b-enquiry', `b2b-enquiry-${input.programme}`],
        note: partnerEnquiryNote(input, new Date()),
      },
    },
  });
  if (customerCreate?.customer) return { ok: true };
  const userErrors = customerCreate?.userErrors ?? [];
  if (userErrors.some((error) => error.field?.at(-1) === 'email' && /taken/i.test(error.message))) {
    return { ok: false, reason: 'existing-customer' };
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
