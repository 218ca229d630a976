import 'server-only';
import type { Locale } from '@/i18n/routing';
import { adminRequest } from '@/lib/admin/client';
import { NEWSLETTER_CUSTOMER_CREATE_MUTATION } from '@/lib/admin/queries/customer-create';

export type NewsletterSignupResult = { ok: true } | { ok: false; reason: 'rejected'; providerMessage: string };

// Shopify's wording for an e-mail that already belongs to a customer (recorded Admin API answer).
const TAKEN = /already been taken/i;

/**
 * CONT-32: a new address becomes a customer whose consent is pending confirmation (confirmed opt-in:
 * Shopify e-mails the address, and only its owner's click subscribes it, as Canada's anti-spam law
 * expects express consent). An address that already has a customer is left exactly as it is: a form
 * anyone can fill in never changes someone's consent or record. Either way the answer is the same,
 * so the form never tells whether an address has an account. Throws ShopifyRequestError when the
 * Admin API cannot be reached.
 */
export async function subscribeToNewsletter(email: string, locale: Locale, now = new Date()): Promise<NewsletterSignupResult> {
  const data = await adminRequest(NEWSLETTER_CUSTOMER_CREATE_MUTATION, {
    variables: {
      input: {
        email,
        locale,
        tags: ['newsletter'],
        emailMarketingConsent: { marketingState: 'PENDING', marketingOptInLevel: 'CONFIRMED_OPT_IN', consentUpdatedAt: now.toISOString() },
      },
    },
  });
  const errors = data.customerCreate?.userErrors ?? [];
  if (errors.length === 0 && data.customerCreate?.customer) return { ok: true };
  if (errors.some((error) => TAKEN.test(error.message))) return { ok: true };
  return { ok: false, reason: 'rejected', providerMessage: errors[0]?.message ?? 'Customer not created' };
}
