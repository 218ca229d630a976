import { z } from 'zod';
import { getRouteSession } from '@/lib/customer/current-session';
import { CustomerAccountUnavailableError } from '@/lib/customer/sign-in-errors';
import { getProductLocation } from '@/lib/customer/staff-product-location';
import { isStaffEmail } from '@/lib/customer/staff';
import { privateJson } from '@/lib/http/private-json';
import { parseSearchParams } from '@/lib/http/request-params';
import { ShopifyRequestError } from '@/lib/shopify/errors';

const query = z.object({
  handle: z
    .string({ error: 'is required' })
    .regex(/^[a-z0-9][a-z0-9-]{0,254}$/, 'must be a product handle (lowercase letters, digits and dashes)'),
});

/** GET /api/staff/product-location?handle=: the warehouse rack and shelf, for the staff account only. */
export async function GET(request: Request) {
  let session;
  try {
    session = await getRouteSession();
  } catch (error) {
    if (error instanceof CustomerAccountUnavailableError) return privateJson({ error: 'Sign-in service unavailable' }, 503);
    throw error;
  }
  if (!session) return privateJson({ error: 'Not signed in' }, 401);
  if (!isStaffEmail(session.email)) return privateJson({ error: 'Staff only' }, 403);
  const parsed = parseSearchParams(query, new URL(request.url).searchParams);
  if (!parsed.ok) return privateJson({ error: parsed.message }, 400);
  try {
    const location = await getProductLocation(parsed.data.handle);
    if (!location) return privateJson({ error: `No product with handle "${parsed.data.handle}"` }, 404);
    return privateJson({ handle: parsed.data.handle, ...location });
  } catch (error) {
    if (error instanceof ShopifyRequestError) {
      console.error('Product location failed:', error.message);
      return privateJson({ error: 'The catalogue is unavailable right now' }, 503);
    }
    throw error;
  }
}
