import type { CustomerRecord } from '../../catalog/model.js';
import { toGid } from '../gid.js';
import type { AdminContext, AdminResolvers } from './admin-context.js';
import { consentState } from './email-marketing-consent.js';

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

const consent = consentState;

/** Customer in the Admin API, over the stored customer record. */
export const adminCustomerResolvers: AdminResolvers<'Customer'> = {
  id: (customer: CustomerRecord) => toGid('Customer', customer.id),
  email: (customer: CustomerRecord) => customer.email,
  firstName: (customer: CustomerRecord) => blankToNull(customer.firstName),
  lastName: (customer: CustomerRecord) => blankToNull(customer.lastName),
  displayName: (customer: CustomerRecord) => `${customer.firstName} ${customer.lastName}`.trim() || customer.email,
  phone: (customer: CustomerRecord) => customer.phone,
  locale: (customer: CustomerRecord) => customer.locale,
  note: (customer: CustomerRecord) => customer.note ?? null,
  state: () => 'DISABLED',
  verifiedEmail: () => true,
  numberOfOrders: (customer: CustomerRecord, _args: unknown, context: AdminContext) => String(context.customers.ordersOf(customer.id).length),
  defaultEmailAddress: (customer: CustomerRecord) => ({
    emailAddress: customer.email,
    marketingState: customer.emailMarketingState,
    marketingOptInLevel: consent(customer).marketingOptInLevel,
    marketingUpdatedAt: consent(customer).consentUpdatedAt,
  }),
  emailMarketingConsent: consent,
  updatedAt: (customer: CustomerRecord) => customer.createdAt,
};
