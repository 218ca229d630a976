import 'server-only';
import type { Locale } from '@/i18n/routing';
import { contentQuery } from './client';

// The page's own language only: a French page never scrolls the English message (spec §3 "topBar").
const TOP_BAR_QUERY = /* groq */ `
  *[_type == "topBar"][0] { "message": select($lang == "fr" => frenchMessage, englishMessage) }
`;

/**
 * The top bar's message from the content service (spec §2 "Top bar"), trimmed; null when the
 * document or its translation is missing or the read fails, so the store's own message shows.
 */
export async function getTopBarMessage(locale: Locale): Promise<string | null> {
  try {
    const document = await contentQuery<{ message?: unknown } | null>(TOP_BAR_QUERY, { locale, tags: ['top-bar'], revalidate: 600 });
    const message = document?.message;
    return typeof message === 'string' && message.trim() ? message.trim() : null;
  } catch (error) {
    console.error('Top bar message unavailable:', error);
    return null;
  }
}
