import 'server-only';
import { mayOpenPartnerCatalogue, partnerCatalogueOf } from '@/domain/b2b/b2b-rules';
import { jsonError } from '@/lib/http/json-responses';
import { issuePartnerCatalogueGrant, type PartnerCatalogueGrant } from '@/lib/shopify/partner-catalogue-grant';
import { clearCustomerSession } from '@/lib/session/customer-session';
import { confirmIdentity } from './confirmed-identity';
import { getRouteSession } from './current-session';
import { CustomerAccountUnavailableError, SessionExpiredError } from './sign-in-errors';

/** A grant when the partner or staff is confirmed: the read then goes through the Partners storefront. */
export type CatalogueAccess = 'public' | PartnerCatalogueGrant | 'signed-out' | 'not-partner' | 'unavailable';

/**
 * For route handlers: whether this request may read a collection's products (decisions 0030, 0036).
 * Public collections need nothing; a partner catalogue needs its programme's partner or staff, as the
 * provider confirms them now, and only then gets the grant its read needs.
 */
export async function collectionAccess(handle: string): Promise<CatalogueAccess> {
  const catalogue = partnerCatalogueOf(handle);
  if (!catalogue) return 'public';
  try {
    const session = await getRouteSession();
    if (!session) return 'signed-out';
    const identity = await confirmIdentity(session);
    return mayOpenPartnerCatalogue(identity, catalogue) ? issuePartnerCatalogueGrant(handle) : 'not-partner';
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
  if (access === 'public' || typeof access === 'object') return null;
  const [status, message] = REFUSALS[access];
  return jsonError(status, message);
}

/** The grant of a confirmed partner (their answer is `private, no-store`), else undefined (a public collection). */
export function partnerGrantOf(access: CatalogueAccess): PartnerCatalogueGrant | undefined {
  return typeof access === 'object' ? access : undefined;
}
