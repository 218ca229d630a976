import { z } from 'zod';
import { getProductLocation } from '@/lib/admin/product-location';
import { checkStaffAccess } from '@/lib/customer/staff-access';
import { privateJson } from '@/lib/http/private-json';
import { parseSearchParams } from '@/lib/http/request-params';
import { ShopifyRequestError } from '@/lib/shopify/errors';
import { logger } from '@/lib/observability/logger';

const query = z.object({
  handle: z
    .string({ error: 'is required' })
    .regex(/^[a-z0-9][a-z0-9-]{0,254}$/, 'must be a product handle (lowercase letters, digits and dashes)'),
});

const REFUSED = {
  'signed-out': [401, 'Not signed in'],
  'not-staff': [403, 'Staff only'],
  unavailable: [503, 'Sign-in service unavailable'],
} as const;

/**
 * GET /api/staff/product-location?handle=: the warehouse rack and shelf, for the staff account only
 * (confirmed with the provider); read with the Admin API, as the public Storefront token cannot read them.
 */
export async function GET(request: Request) {
  const access = await checkStaffAccess();
  if (!access.ok) {
    const [status, error] = REFUSED[access.reason];
    return privateJson({ error }, status);
  }
  const parsed = parseSearchParams(query, new URL(request.url).searchParams);
  if (!parsed.ok) return privateJson({ error: parsed.message }, 400);
  try {
    const location = await getProductLocation(parsed.data.handle);
    if (!location) return privateJson({ error: `No product with handle "${parsed.data.handle}"` }, 404);
    return privateJson({ handle: parsed.data.handle, ...location });
  } catch (error) {
    if (error instanceof ShopifyRequestError) {
      logger().error({ err: error }, 'Product location failed');
      return privateJson({ error: 'The catalogue is unavailable right now' }, 503);
    }
    throw error;
  }
}
