import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { tradeInEnquirySchema, tradeInFieldErrors } from '@/domain/trade-in/trade-in-enquiry';
import { routing, type Locale } from '@/i18n/routing';
import { saveTradeInEnquiry } from '@/lib/content/trade-in-enquiries';
import { readJsonBody } from '@/lib/http/json-body';
import { privateJson } from '@/lib/http/private-json';
import { refuseCrossOrigin } from '@/lib/http/same-origin';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { logger } from '@/lib/observability/logger';

/** Details are capped at 2,000 characters; the whole form fits well within this. */
const MAX_BODY_BYTES = 16 * 1024;
/** A shopper may send a few items; not enough to fill the trade-in team's queue. */
const POLICY = { name: 'trade-in-enquiry', limit: 5, windowMs: 10 * 60_000 };

const envelope = z.object({ locale: z.enum(routing.locales).optional() }).passthrough();

function answer(
  status: number,
  payload: { ok: boolean; message: string; fieldErrors?: Record<string, string> },
  headers: Record<string, string> = {},
) {
  return privateJson(payload, status, headers);
}

/** POST /api/trade-in-enquiry: the trade-ins page's form; {ok, message, fieldErrors?} with a real status. */
export async function POST(request: Request) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const limited = await limitRequest(request, POLICY);
  const read = await readJsonBody(request, MAX_BODY_BYTES);
  const parsedEnvelope = envelope.safeParse(read.ok ? read.body : null);
  const locale: Locale = parsedEnvelope.success ? (parsedEnvelope.data.locale ?? routing.defaultLocale) : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'tradeIns' });
  if (limited) return answer(429, { ok: false, message: t('form.tooMany') }, { 'Retry-After': limited.headers.get('Retry-After') ?? '60' });
  if (!parsedEnvelope.success) return answer(read.ok ? 400 : read.status, { ok: false, message: t('form.invalid') });
  const parsed = tradeInEnquirySchema.safeParse(parsedEnvelope.data);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      Object.entries(tradeInFieldErrors(parsed.error)).map(([field, key]) => [field, t(`errors.${key}`)]),
    );
    return answer(400, { ok: false, message: t('form.invalid'), fieldErrors });
  }
  try {
    await saveTradeInEnquiry(parsed.data, locale);
    return answer(201, { ok: true, message: t('form.sent') });
  } catch (error) {
    logger().error({ err: error }, 'Trade-in enquiry not saved');
    return answer(502, { ok: false, message: t('form.failed') });
  }
}
