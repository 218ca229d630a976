import { getRouteSession } from '@/lib/customer/current-session';
import { getCustomerOrders } from '@/lib/customer/customer-orders';
import { parseOrdersPaging } from '@/lib/customer/orders-paging';
import { requestLocale } from '@/lib/customer/request-locale';
import { CustomerAccountUnavailableError, SessionExpiredError } from '@/lib/customer/sign-in-errors';
import { privateJson } from '@/lib/http/private-json';
import { clearCustomerSession } from '@/lib/session/customer-session';
import { logger } from '@/lib/observability/logger';

const signedOut = () => privateJson({ error: 'Not signed in' }, 401);

/** GET /api/customer-orders?first&last&endCursor&startCursor (ACC-09): orders[] and pageInfo. */
export async function GET(request: Request) {
  const paging = parseOrdersPaging(new URL(request.url).searchParams);
  try {
    const session = await getRouteSession();
    if (!session) return signedOut();
    if (!paging.ok) return privateJson({ error: paging.message }, 400);
    return privateJson(await getCustomerOrders(session, paging.paging, requestLocale(request)));
  } catch (error) {
    if (error instanceof SessionExpiredError) {
      await clearCustomerSession();
      return signedOut();
    }
    if (error instanceof CustomerAccountUnavailableError) {
      logger().error({ err: error }, 'Customer orders failed');
      return privateJson({ error: 'Your orders are unavailable right now. Please try again shortly.' }, 503);
    }
    throw error;
  }
}
