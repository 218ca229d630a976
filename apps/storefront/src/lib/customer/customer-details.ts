import 'server-only';
import { readCustomerFields } from '@/domain/customer/customer-fields';
import type { Locale } from '@/i18n/routing';
import type { CustomerSession } from '@/lib/session/customer-session';
import { customerAccountRequest } from './customer-account-api';
import { CUSTOMER_DETAILS_QUERY } from './queries/customer-details';
import { isStaffIdentity } from './staff';
import type { CustomerProfile, RawCustomerMetafield } from './types';

interface CustomerDetailsData {
  customer: {
    firstName: string | null;
    lastName: string | null;
    displayName: string;
    emailAddress: { emailAddress: string | null } | null;
    metafields: (RawCustomerMetafield | null)[];
  };
}

/** The signed-in customer's profile with the custom fields parsed by ACC-07's rules. */
export async function getCustomerDetails(
  session: CustomerSession,
  locale: Locale,
): Promise<{ profile: CustomerProfile; metafields: RawCustomerMetafield[] }> {
  const { customer } = await customerAccountRequest<CustomerDetailsData>(CUSTOMER_DETAILS_QUERY, {
    accessToken: session.accessToken,
    locale,
  });
  const metafields = customer.metafields.filter((field): field is RawCustomerMetafield => field !== null);
  const fields = readCustomerFields(metafields);
  const providerEmail = customer.emailAddress?.emailAddress ?? null;
  const email = providerEmail ?? session.email;
  return {
    profile: {
      email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      displayName: customer.displayName,
      ...fields,
      // The provider's answer for this token, the address verified at sign-in (src/lib/customer/staff.ts).
      isStaff: isStaffIdentity(session, providerEmail),
    },
    metafields,
  };
}
