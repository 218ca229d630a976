import 'server-only';
import { createHash } from 'node:crypto';
import { readCustomerFields } from '@/domain/customer/customer-fields';
import { logger } from '@/lib/observability/logger';
import type { CustomerSession } from '@/lib/session/customer-session';
import { customerAccountRequest } from './customer-account-api';
import { CONFIRMED_IDENTITY_QUERY } from './queries/confirmed-identity';
import { isStaffIdentity } from './staff';

/** What the provider confirms about a session's access token: the rights the server grants by. */
export interface ConfirmedIdentity {
  email: string;
  isStaff: boolean;
  b2bCatalog: string | null;
  b2bDiscountPercentage: number;
}

/** Short: a token revoked elsewhere (another instance's sign-out) loses its rights here within this time. */
const LIFETIME_MS = 30_000;
/** Bounded, so a flood of sessions cannot grow memory; the oldest entries go first. */
const MAX_ENTRIES = 10_000;

// This process's memory only, keyed by a hash of the token: no customer data in a shared cache, no token kept.
const confirmed = new Map<string, { identity: ConfirmedIdentity; expiresAt: number }>();

const keyOf = (accessToken: string) => createHash('sha256').update(accessToken).digest('base64url');

function remember(key: string, identity: ConfirmedIdentity, expiresAt: number): void {
  confirmed.delete(key);
  if (confirmed.size >= MAX_ENTRIES) confirmed.delete(confirmed.keys().next().value!);
  confirmed.set(key, { identity, expiresAt });
}

/**
 * Asks the Customer Account API who the session's access token belongs to (remembered for 30 s).
 * A token the provider refuses (signed out, revoked, expired) is SessionExpiredError; an outage is
 * CustomerAccountUnavailableError, and then no right is granted.
 */
export async function confirmIdentity(session: CustomerSession, now = Date.now()): Promise<ConfirmedIdentity> {
  const key = keyOf(session.accessToken);
  const known = confirmed.get(key);
  if (known && known.expiresAt > now) return known.identity;
  const { customer } = await customerAccountRequest(CONFIRMED_IDENTITY_QUERY, {
    accessToken: session.accessToken,
    locale: 'en',
  });
  const providerEmail = customer.emailAddress?.emailAddress ?? null;
  const fields = readCustomerFields(customer.metafields, (message) => logger().warn(message));
  const identity: ConfirmedIdentity = {
    email: providerEmail ?? session.email,
    isStaff: isStaffIdentity(session, providerEmail),
    b2bCatalog: fields.b2bCatalog,
    b2bDiscountPercentage: fields.b2bDiscountPercentage,
  };
  remember(key, identity, now + LIFETIME_MS);
  return identity;
}

/** Forgets what was confirmed for a token (at sign-out), so this process stops granting its rights at once. */
export function forgetIdentity(accessToken: string): void {
  confirmed.delete(keyOf(accessToken));
}
