import 'server-only';
import { createClient, type SanityClient } from '@sanity/client';
import type { TradeInEnquiry } from '@/domain/trade-in/trade-in-enquiry';
import type { Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/config/env';
import { contentClientConfig } from './client-config';

let writer: SanityClient | undefined;

/** A content-service client with the write token: server only, never cached, never the CDN. */
function writeClient(): SanityClient {
  if (writer) return writer;
  const env = getEnv();
  writer = createClient({ ...contentClientConfig(env), useCdn: false, token: env.SANITY_WRITE_TOKEN });
  return writer;
}

/**
 * Stores an enquiry as a 'tradeInEnquiry' document, where the trade-in team reads and answers it
 * in the content studio. Returns the document id.
 */
export async function saveTradeInEnquiry(enquiry: TradeInEnquiry, locale: Locale, now = new Date()): Promise<string> {
  const created = await writeClient().create({
    _type: 'tradeInEnquiry',
    ...enquiry,
    locale,
    status: 'new',
    submittedAt: now.toISOString(),
  });
  return created._id;
}
