import 'server-only';
import { readCustomerFields } from '@/domain/customer/customer-fields';
import type { Locale } from '@/i18n/routing';
import { logger } from '@/lib/observability/logger';
import type { CustomerSession } from '@/lib/session/customer-session';
import { customerAccountRequest } from './customer-account-api';
import { CUSTOMER_DETAILS_QUERY } from './queries/customer-details';
import { isStaffIdentity } from './staff';
import type { CustomerDetailsQuery } from './generated/customer.generated';
import type { CustomerProfile } from './types';

type CustomerMetafield = NonNullable<CustomerDetailsQuery['customer']['metafields'][number]>;

/** The signed-in customer's profile with the custom fields parsed by ACC-07's rules. */
export async function getCustomerDetails(
  session: CustomerSession,
  locale: Locale,
): Promise<{ profile: CustomerProfile; metafields: CustomerMetafield[] }> {
  const { customer } = await customerAccountRequest(CUSTOMER_DETAILS_QUERY, {
    accessToken: session.accessToken,
    locale,
  });
  const metafields = customer.metafields.filter((field) => field !== null && field !== undefined);
  const fields = readCustomerFields(metafields, (message) => logger().warn(message));
  const providerEmail = customer.emailAddress?.emailAddress ?? null;
  const email = providerEmail ?? session.email;
  return {
    profile: {
      email,
      firstName: customer.firstName ?? null,
      lastName: customer.lastName ?? null,
      displayName: customer.displayName,
      ...fields,
      // The provider's answer for this token, the address verified at sign-in (src/lib/customer/staff.ts).
      isStaff: isStaffIdentity(session, providerEmail),
    },
    metafields,
  };
}
