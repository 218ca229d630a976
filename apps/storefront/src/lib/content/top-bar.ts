import 'server-only';
import { defineQuery } from 'groq';
import type { Locale } from '@/i18n/routing';
import { cacheFor } from '@/lib/cache/cache-policy';
import { contentQuery } from './client';
import { logger } from '@/lib/observability/logger';

const TOP_BAR_QUERY = defineQuery(`*[_type == "topBar"][0]{ "message": select($lang == "fr" => frenchMessage, englishMessage) }.message`);

/** The top bar's message in the page's language (CONT-10); null when there is none or the content service fails. */
export async function getTopBarMessage(locale: Locale): Promise<string | null> {
  try {
    const message = await contentQuery(TOP_BAR_QUERY, { locale, cache: cacheFor('topBar') });
    return message?.trim() || null;
  } catch (error) {
    logger().error({ err: error }, 'Top bar message unavailable');
    return null;
  }
}
