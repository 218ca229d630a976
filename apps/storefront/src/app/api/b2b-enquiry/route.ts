import { validatePartnerEnquiry } from '@/domain/b2b/partner-enquiry';
import { submitPartnerEnquiry } from '@/lib/customer/partner-enquiry';
import { requestLocale } from '@/lib/customer/request-locale';
import { readJsonBody } from '@/lib/http/json-body';
import { privateJson } from '@/lib/http/private-json';
import { refuseCrossOrigin } from '@/lib/http/same-origin';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { ShopifyRequestError } from '@/lib/shopify/errors';
import { logger } from '@/lib/observability/logger';

/** A real enquiry is a few hundred bytes; 2,000 characters of message fit well within this. */
const MAX_BODY_BYTES = 16 * 1024;
/** Enough for a partner to fix a typo and resend; not enough to fill the sales team's queue. */
const POLICY = { name: 'b2b-enquiry', limit: 5, windowMs: 10 * 60_000 };

const fail = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  privateJson({ ok: false, code, error: message, ...extra }, status);

/**
 * POST /api/b2b-enquiry: the 'Become a partner' form (/b2b). Same-origin and rate-limited per
 * client; validated with the browser's rules; recorded with the provider for the sales team.
 */
export async function POST(request: Request) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const limited = await limitRequest(request, POLICY);
  if (limited) return limited;

  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return fail(body.status, 'bad-request', body.message);
  const input = validatePartnerEnquiry(body.body);
  if (!input.ok) return fail(400, 'invalid', 'Some fields need attention.', { fieldErrors: input.fieldErrors });

  try {
    const result = await submitPartnerEnquiry(input.value, requestLocale(request));
    // A new address and one that already has an account get the same answer (no account enumeration).
    if (result.ok) return privateJson({ ok: true }, 201);
    return fail(422, 'rejected', result.userErrors.map((error) => error.message).join(' '), { userErrors: result.userErrors });
  } catch (error) {
    if (error instanceof ShopifyRequestError) {
      logger().error({ err: error }, 'Partner enquiry failed');
      return fail(502, 'unavailable', 'Your enquiry could not be sent right now. Please try again shortly.');
    }
    throw error;
  }
}
