import { getRouteSession } from '@/lib/customer/current-session';
import { getCustomerDetails } from '@/lib/customer/customer-details';
import { requestLocale } from '@/lib/customer/request-locale';
import { CustomerAccountUnavailableError, SessionExpiredError } from '@/lib/customer/sign-in-errors';
import { privateJson } from '@/lib/http/private-json';
import { clearCustomerSession } from '@/lib/session/customer-session';
import { logger } from '@/lib/observability/logger';

const signedOut = () => privateJson({ isAuthenticated: false, error: 'Not signed in' }, 401);

/**
 * GET /api/customer-details (ACC-06): isAuthenticated, email, metafields as the provider sent them,
 * and `customer`, the parsed profile the browser's session store keeps (B2B, points, staff...).
 */
export async function GET(request: Request) {
  try {
    const session = await getRouteSession();
    if (!session) return signedOut();
    const { profile, metafields } = await getCustomerDetails(session, requestLocale(request));
    return privateJson({ isAuthenticated: true, email: profile.email, metafields, customer: profile });
  } catch (error) {
    if (error instanceof SessionExpiredError) {
      await clearCustomerSession();
      return signedOut();
    }
    if (error instanceof CustomerAccountUnavailableError) {
      logger().error({ err: error }, 'Customer details failed');
      return privateJson({ error: 'Your account is unavailable right now. Please try again shortly.' }, 503);
    }
    throw error;
  }
}
