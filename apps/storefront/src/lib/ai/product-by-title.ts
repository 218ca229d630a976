import 'server-only';
import { titleKey, titleSearchQuery } from '@/domain/ai/product-title';
import type { Locale } from '@/i18n/routing';
import { storefrontRequest } from '@/lib/shopify/client';
import { PRODUCTS_BY_TITLE_QUERY } from './queries/assistant-product';

const MAX_ENTRIES = 500;
const FOUND_TTL_MS = 5 * 60_000;
const MISSING_TTL_MS = 60_000;

// Titles are whatever clients send: a bounded memory of recent answers, never Next's persistent data cache.
const remembered = new Map<string, { handle: Promise<string | null>; expires: number }>();

async function searchHandle(title: string, locale: Locale): Promise<string | null> {
  const query = titleSearchQuery(title);
  if (!query) return null;
  const data = await storefrontRequest(PRODUCTS_BY_TITLE_QUERY, { variables: { query }, locale });
  const wanted = titleKey(title);
  const match = data.search.nodes.find((node) => 'title' in node && titleKey(node.title) === wanted);
  return match && 'handle' in match ? match.handle : null;
}

/**
 * The handle of the product titled exactly `title` in that language (AI-07: the assistant's request
 * names its product by title), or null when the catalogue has none. Concurrent asks share one search.
 */
export function findProductHandleByTitle(title: string, locale: Locale): Promise<string | null> {
  const key = `${locale}\u0000${titleKey(title)}`;
  const now = Date.now();
  const cached = remembered.get(key);
  if (cached && cached.expires > now) return cached.handle;
  remembered.delete(key);
  const handle = searchHandle(title, locale);
  const entry = { handle, expires: now + FOUND_TTL_MS };
  remembered.set(key, entry);
  if (remembered.size > MAX_ENTRIES) remembered.delete(remembered.keys().next().value!);
  handle.then(
    (found) => {
      if (found === null) entry.expires = Date.now() + MISSING_TTL_MS;
    },
    // A failed search is not remembered: the next question tries again.
    () => remembered.get(key) === entry && remembered.delete(key),
  );
  return handle;
}
