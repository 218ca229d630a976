import 'server-only';
import type { Locale } from '@/i18n/routing';
import { adminRequest } from '@/lib/admin/client';
import { findCustomerByEmail, subscribeCustomer, addCustomerTags } from '@/lib/admin/existing-customer';
import { NEWSLETTER_CUSTOMER_CREATE_MUTATION } from '@/lib/admin/queries/customer-create';

export type NewsletterSignupResult = { ok: true } | { ok: false; reason: 'rejected'; providerMessage: string };

// Shopify's wording for an e-mail that already belongs to a customer (recorded Admin API answer).
const TAKEN = /already been taken/i;

/**
 * An address that already has a customer: subscribed like a new one, unless its owner unsubscribed
 * (their own choice stands: a form anyone can fill in does not undo it). Either way the form answers
 * as for a new address, so it never tells whether an address has an account.
 */
async function subscribeExisting(email: string, now: Date): Promise<NewsletterSignupResult> {
  const customer = await findCustomerByEmail(email);
  if (!customer) return { ok: false, reason: 'rejected', providerMessage: 'Customer not found after a duplicate e-mail' };
  if (customer.marketingState === 'UNSUBSCRIBED') {
    console.warn('Newsletter sign-up for a customer who unsubscribed: left unsubscribed');
    return { ok: true };
  }
  if (customer.marketingState !== 'SUBSCRIBED') await subscribeCustomer(customer, now);
  await addCustomerTags(customer, ['newsletter']);
  return { ok: true };
}

/**
 * Subscribes an address: a customer with single opt-in e-mail marketing consent, tagged
 * 'newsletter'. Throws ShopifyRequestError when the Admin API cannot be reached.
 */
export async function subscribeToNewsletter(email: string, locale: Locale, now = new Date()): Promise<NewsletterSignupResult> {
  const data = await adminRequest(NEWSLETTER_CUSTOMER_CREATE_MUTATION, {
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
  if (errors.some((error) => TAKEN.test(error.message))) return subscribeExisting(email, now);
  return { ok: false, reason: 'rejected', providerMessage: errors[0]?.message ?? 'Customer not created' };
}
