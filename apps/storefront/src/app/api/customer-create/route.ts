import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { checkNewsletterEmail } from '@/domain/newsletter/newsletter-email';
import { routing, type Locale } from '@/i18n/routing';
import { subscribeToNewsletter } from '@/lib/admin/newsletter-signup';
import { readJsonBody } from '@/lib/http/json-body';
import { privateJson } from '@/lib/http/private-json';
import { refuseCrossOrigin } from '@/lib/http/same-origin';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { logger } from '@/lib/observability/logger';

/** An address and a locale: a few hundred bytes at most. */
const MAX_BODY_BYTES = 2 * 1024;
/** Room for a typo and a retry; not for signing up a list of strangers' addresses. */
const POLICY = { name: 'customer-create', limit: 5, windowMs: 10 * 60_000 };

const body = z.object({ email: z.unknown(), locale: z.enum(routing.locales).optional() });

function answer(status: number, payload: { success: boolean; message: string }, headers: Record<string, string> = {}) {
  return privateJson(payload, status, headers);
}

/**
 * POST /api/customer-create {email, locale?} (CONT-32): the footer's newsletter sign-up. Same-origin,
 * rate-limited per client; answers {success, message} in the visitor's language with a real status.
 */
export async function POST(request: Request) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const limited = await limitRequest(request, POLICY);
  const read = await readJsonBody(request, MAX_BODY_BYTES);
  const parsed = body.safeParse(read.ok ? read.body : null);
  const locale: Locale = parsed.success ? (parsed.data.locale ?? routing.defaultLocale) : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'newsletter' });
  if (limited) return answer(429, { success: false, message: t('tooMany') }, { 'Retry-After': limited.headers.get('Retry-After') ?? '60' });
  if (!parsed.success) return answer(read.ok ? 400 : read.status, { success: false, message: t('badRequest') });
  const email = checkNewsletterEmail(parsed.data.email);
  if (!email.ok) return answer(400, { success: false, message: t(email.reason === 'empty' ? 'required' : 'invalid') });
  try {
    const result = await subscribeToNewsletter(email.email, locale);
    // A new address and one that already has an account get the same answer (no account enumeration).
    if (result.ok) return answer(200, { success: true, message: t('success') });
    logger().warn({ providerMessage: result.providerMessage }, 'Newsletter sign-up refused');
    return answer(422, { success: false, message: t('invalid') });
  } catch (error) {
    logger().error({ err: error }, 'Newsletter sign-up failed');
    return answer(502, { success: false, message: t('failed') });
  }
}
