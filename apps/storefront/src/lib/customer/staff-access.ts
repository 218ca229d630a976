import 'server-only';
import { clearCustomerSession, type CustomerSession } from '@/lib/session/customer-session';
import { confirmIdentity } from './confirmed-identity';
import { getRouteSession } from './current-session';
import { CustomerAccountUnavailableError, SessionExpiredError } from './sign-in-errors';

export type StaffAccess = { ok: true; session: CustomerSession } | { ok: false; reason: 'signed-out' | 'not-staff' | 'unavailable' };

/**
 * For route handlers: whether this request comes from the staff account, as the provider confirms
 * it now (src/lib/customer/staff.ts). A token the provider refuses ends the session here too.
 */
export async function checkStaffAccess(): Promise<StaffAccess> {
  try {
    const session = await getRouteSession();
    if (!session) return { ok: false, reason: 'signed-out' };
    const identity = await confirmIdentity(session);
    return identity.isStaff ? { ok: true, session } : { ok: false, reason: 'not-staff' };
  } catch (error) {
    if (error instanceof SessionExpiredError) {
      await clearCustomerSession();
      return { ok: false, reason: 'signed-out' };
    }
    if (error instanceof CustomerAccountUnavailableError) return { ok: false, reason: 'unavailable' };
    throw error;
  }
}
