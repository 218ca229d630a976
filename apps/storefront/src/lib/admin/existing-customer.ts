import 'server-only';
import { ShopifyRequestError } from '@/lib/shopify/errors';
import { adminRequest } from './client';
import {
  CUSTOMER_BY_EMAIL_QUERY,
  CUSTOMER_EMAIL_CONSENT_MUTATION,
  CUSTOMER_NOTE_UPDATE_MUTATION,
  CUSTOMER_TAGS_ADD_MUTATION,
} from './queries/existing-customer';

export interface ExistingCustomer {
  id: string;
  note: string | null;
  marketingState: string | null;
}

type UserErrors = { userErrors: { message: string }[] } | null | undefined;

/** Shopify's limit on a customer note. */
const NOTE_MAX_CHARS = 5_000;

/** A refused update is a failed Admin call for the routes: the shopper is asked to try again, nothing is lost silently. */
function throwIfRefused(payload: UserErrors, what: string): void {
  const errors = payload?.userErrors ?? [{ message: 'no answer' }];
  if (errors.length)
    throw new ShopifyRequestError('graphql', 500, errors, `Admin API ${what} refused: ${errors.map((error) => error.message).join('; ')}`);
}

/** The customer who has this e-mail address, or null. Throws ShopifyRequestError when the Admin API fails. */
export async function findCustomerByEmail(email: string): Promise<ExistingCustomer | null> {
  const { customerByIdentifier: customer } = await adminRequest(CUSTOMER_BY_EMAIL_QUERY, { variables: { email } });
  return customer
    ? { id: customer.id, note: customer.note ?? null, marketingState: customer.emailMarketingConsent?.marketingState ?? null }
    : null;
}

export async function addCustomerTags(customer: ExistingCustomer, tags: string[]): Promise<void> {
  const data = await adminRequest(CUSTOMER_TAGS_ADD_MUTATION, { variables: { id: customer.id, tags } });
  throwIfRefused(data.tagsAdd, 'tagsAdd');
}

/** Puts a note above the customer's own (the newest first), within Shopify's note limit. */
export async function prependCustomerNote(customer: ExistingCustomer, note: string): Promise<void> {
  const combined = [note, customer.note].filter(Boolean).join('\n\n---\n\n').slice(0, NOTE_MAX_CHARS);
  const data = await adminRequest(CUSTOMER_NOTE_UPDATE_MUTATION, {
    variables: { input: { id: customer.id, note: combined } },
  });
  throwIfRefused(data.customerUpdate, 'customerUpdate');
}

/** Subscribes an existing customer to e-mail marketing (single opt-in, as the footer form does for a new one). */
export async function subscribeCustomer(customer: ExistingCustomer, now: Date): Promise<void> {
  const data = await adminRequest(CUSTOMER_EMAIL_CONSENT_MUTATION, {
    variables: {
      input: {
        customerId: customer.id,
        emailMarketingConsent: { marketingState: 'SUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN', consentUpdatedAt: now.toISOString() },
      },
    },
  });
  throwIfRefused(data.customerEmailMarketingConsentUpdate, 'customerEmailMarketingConsentUpdate');
}
