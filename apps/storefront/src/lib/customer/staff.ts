import 'server-only';
import { getEnv } from '@/lib/config/env';
import type { CustomerSession } from '@/lib/session/customer-session';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Staff (STAFF-01), decided on the server from what the provider says: the account's address now
 * (Customer Account API) is STAFF_EMAIL, it is the address the ID token vouched for at sign-in, and
 * the provider had verified it then. A cookie alone, or an address edited after sign-in, is not enough.
 */
export function isStaffIdentity(session: Pick<CustomerSession, 'email' | 'emailVerified'>, providerEmail: string | null): boolean {
  if (!session.emailVerified || !providerEmail) return false;
  return sameAddress(providerEmail, session.email) && sameAddress(providerEmail, getEnv().STAFF_EMAIL);
}
