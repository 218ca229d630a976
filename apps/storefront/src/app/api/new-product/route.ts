import { hasLocale } from 'next-intl';
import { validateNewProduct } from '@/domain/staff/new-product';
import { routing } from '@/i18n/routing';
import { createDraftProduct } from '@/lib/admin/product-create';
import { checkStaffAccess } from '@/lib/customer/staff-access';
import { readJsonBody } from '@/lib/http/json-body';
import { privateJson } from '@/lib/http/private-json';
import { refuseCrossOrigin } from '@/lib/http/same-origin';
import { ShopifyRequestError } from '@/lib/shopify/errors';
import { logger } from '@/lib/observability/logger';

/** Generous for ten image URLs and two 5,000-character descriptions; anything bigger is not a form post. */
const MAX_BODY_BYTES = 64 * 1024;

const fail = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  privateJson({ ok: false, error: message, ...extra }, status);

/**
 * POST /api/new-product: the staff new-product form (STAFF-05). Staff only, confirmed with the
 * provider here on the server; the input is validated like in the browser, and the product is created as a DRAFT.
 */
export async function POST(request: Request) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const access = await checkStaffAccess();
  if (!access.ok) {
    if (access.reason === 'unavailable') return fail(503, 'The sign-in service is unavailable. Please try again shortly.');
    if (access.reason === 'signed-out') return fail(401, 'Sign in with the staff account to add products.');
    return fail(403, 'Only staff can add products.');
  }
  const { session } = access;

  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return fail(body.status, body.message);
  // The form posts the fields as typed with its language, which says how to read the price (1,299.99 / 1 299,99).
  const sent = body.body && typeof body.body === 'object' ? (body.body as { locale?: unknown }).locale : undefined;
  const locale = hasLocale(routing.locales, sent) ? sent : routing.defaultLocale;
  const input = validateNewProduct(body.body, locale);
  if (!input.ok) return fail(400, 'Some fields need attention.', { fieldErrors: input.fieldErrors });

  try {
    const result = await createDraftProduct(input.value, session.email);
    if (!result.ok) return fail(422, result.userErrors.map((error) => error.message).join(' '), { userErrors: result.userErrors });
    return privateJson({ ok: true, product: result.product, frenchDescriptionSaved: result.frenchDescriptionSaved }, 201);
  } catch (error) {
    if (error instanceof ShopifyRequestError) {
      logger().error({ err: error }, 'New product failed');
      return fail(502, 'The catalogue service did not answer. Your product was not created; please try again.');
    }
    throw error;
  }
}
