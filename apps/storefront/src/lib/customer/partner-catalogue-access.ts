import 'server-only';
import { mayOpenPartnerCatalogue, partnerCatalogueOf } from '@/domain/b2b/b2b-rules';
import { jsonError } from '@/lib/http/json-responses';
import { clearCustomerSession } from '@/lib/session/customer-session';
import { confirmIdentity } from './confirmed-identity';
import { getRouteSession } from './current-session';
import { CustomerAccountUnavailableError, SessionExpiredError } from './sign-in-errors';

export type CatalogueAccess = 'public' | 'allowed' | 'signed-out' | 'not-partner' | 'unavailable';

/**
 * For route handlers: whether this request may read a collection's products (decision 0030). Public
 * collections need nothing; a partner catalogue needs its programme's partner or staff, as the
 * provider confirms them now.
 */
export async function collectionAccess(handle: string): Promise<CatalogueAccess> {
  const catalogue = partnerCatalogueOf(handle);
  if (!catalogue) return 'public';
  try {
    const session = await getRouteSession();
    if (!session) return 'signed-out';
    const identity = await confirmIdentity(session);
    return mayOpenPartnerCatalogue(identity, catalogue) ? 'allowed' : 'not-partner';
  } catch (error) {
    if (error instanceof SessionExpiredError) {
      await clearCustomerSession();
      return 'signed-out';
    }
    if (error instanceof CustomerAccountUnavailableError) return 'unavailable';
    throw error;
  }
}

const REFUSALS = {
  'signed-out': [401, 'Sign in with a partner account to see this catalogue'],
  'not-partner': [403, "This catalogue is for its programme's partners"],
  unavailable: [503, 'The sign-in service is unavailable right now'],
} as const;

/** A route handler's JSON answer for a catalogue this request may not read; null when it may. */
export function catalogueRefusal(access: CatalogueAccess): Response | null {
  if (access === 'public' || access === 'allowed') return null;
  const [status, message] = REFUSALS[access];
  return jsonError(status, message);
}
