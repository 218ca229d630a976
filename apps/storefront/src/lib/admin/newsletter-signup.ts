import 'server-only';
import type { Locale } from '@/i18n/routing';
import { adminRequest } from '@/lib/admin/client';
import { NEWSLETTER_CUSTOMER_CREATE_MUTATION } from '@/lib/admin/queries/customer-create';

export type NewsletterSignupResult = { ok: true } | { ok: false; reason: 'duplicate' | 'rejected'; providerMessage: string };

interface CustomerCreateData {
  customerCreate: { customer: { id: string } | null; userErrors: { field: string[] | null; message: string }[] } | null;
}

// Shopify's wording for an e-mail that already belongs to a customer (recorded Admin API answer).
const TAKEN = /already been taken/i;

/**
 * Subscribes an address: a customer with single opt-in e-mail marketing consent, tagged
 * 'newsletter'. Throws ShopifyRequestError when the Admin API cannot be reached.
 */
export async function subscribeToNewsletter(email: string, locale: Locale, now = new Date()): Promise<NewsletterSignupResult> {
  const data = await adminRequest<CustomerCreateData>(NEWSLETTER_CUSTOMER_CREATE_MUTATION, {
    variables: {
      input: {
        email,
        locale,
        tags: ['newsletter'],
        emailMarketingConsent: { marketingState: 'SUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN', consentUpdatedAt: now.toISOString() },
      },
    },
  });
  const errors = data.customerCreate?.userErrors ?? [];
  if (errors.length === 0 && data.customerCreate?.customer) return { ok: true };
  const first = errors[0]?.message ?? 'Customer not created';
  return { ok: false, reason: errors.some((error) => TAKEN.test(error.message)) ? 'duplicate' : 'rejected', providerMessage: first };
}
