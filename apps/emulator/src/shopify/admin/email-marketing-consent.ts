import type { CustomerRecord } from '../../catalog/model.js';

export interface ConsentInput {
  marketingState: string;
  marketingOptInLevel?: string | null;
  consentUpdatedAt?: string | null;
}

interface UserError {
  field: string[] | null;
  message: string;
}

type ConsentFields = Pick<CustomerRecord, 'emailMarketingState' | 'emailMarketingOptInLevel' | 'emailMarketingUpdatedAt'>;

/** The states a client may set: Shopify rejects NOT_SUBSCRIBED, REDACTED and INVALID as input (Admin API reference). */
const SETTABLE = new Set(['SUBSCRIBED', 'UNSUBSCRIBED', 'PENDING']);

/** What Shopify refuses in an emailMarketingConsent input, with the path of the field at fault. */
export function consentErrors(consent: ConsentInput, path: string[], now: Date): UserError[] {
  const errors: UserError[] = [];
  if (!SETTABLE.has(consent.marketingState))
    errors.push({ field: [...path, 'marketingState'], message: `Marketing state ${consent.marketingState} can't be set; use SUBSCRIBED, UNSUBSCRIBED or PENDING` });
  if (consent.consentUpdatedAt && Date.parse(consent.consentUpdatedAt) > now.getTime() + 60_000)
    errors.push({ field: [...path, 'consentUpdatedAt'], message: "Consent updated at can't be in the future" });
  return errors;
}

/** The stored consent for a valid input: the level as given (Shopify records UNKNOWN when none is), the date given or now. */
export function consentFields(consent: ConsentInput, now: Date): ConsentFields {
  return {
    emailMarketingState: consent.marketingState as ConsentFields['emailMarketingState'],
    emailMarketingOptInLevel: (consent.marketingOptInLevel ?? 'UNKNOWN') as ConsentFields['emailMarketingOptInLevel'],
    emailMarketingUpdatedAt: consent.consentUpdatedAt ?? now.toISOString(),
  };
}

/** A customer's consent as the Admin API answers it (seed customers: single opt-in when subscribed, at their creation). */
export function consentState(customer: CustomerRecord) {
  const given = customer.emailMarketingState !== 'NOT_SUBSCRIBED';
  return {
    marketingState: customer.emailMarketingState,
    marketingOptInLevel: customer.emailMarketingOptInLevel ?? (customer.emailMarketingState === 'SUBSCRIBED' ? 'SINGLE_OPT_IN' : null),
    consentUpdatedAt: customer.emailMarketingUpdatedAt ?? (given ? customer.createdAt : null),
  };
}
