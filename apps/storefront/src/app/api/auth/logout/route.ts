import { refuseCrossOrigin } from '@/lib/http/same-origin';
import { privateJson } from '@/lib/http/private-json';
import { forgetIdentity } from '@/lib/customer/confirmed-identity';
import { endSessionUrl, revokeTokens } from '@/lib/customer/sign-in-flow';
import { clearCustomerSession, readCustomerSession } from '@/lib/session/customer-session';
import { logger } from '@/lib/observability/logger';

/**
 * POST /api/auth/logout: forgets the session here, ends its tokens at the provider (so a copy of the
 * cookie opens nothing afterwards) and answers where the browser ends the provider's own session.
 */
export async function POST(request: Request) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const session = await readCustomerSession();
  await clearCustomerSession();
  if (!session) return privateJson({ redirectUrl: null });
  forgetIdentity(session.accessToken);
  await revokeTokens(session);
  try {
    return privateJson({ redirectUrl: await endSessionUrl(session) });
  } catch (error) {
    // Signed out here already; the provider's own session ends when it is reachable again.
    logger().warn({ err: error }, 'End-session URL unavailable');
    return privateJson({ redirectUrl: null });
  }
}
