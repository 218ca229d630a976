import 'server-only';
import { createClient, type QueryParams, type SanityClient, type SanityQueries } from '@sanity/client';
import type { Locale } from '@/i18n/routing';
import type { CacheHint } from '@/lib/cache/cache-policy';
import { renderTagSet } from '@/lib/cache/render-tag-set';
import { runRead } from '@/lib/cache/read-context';
import { getEnv } from '@/lib/config/env';
import { recordProviderFailure } from '@/lib/http/provider-failures';
import { contentClientConfig } from './client-config';
import { inPreview, previewClient } from './preview';
import { providerCall } from '@/lib/observability/provider-call';

let client: SanityClient | undefined;

/** The official Sanity client, configured once from the environment (the emulator by default). */
function contentClient(): SanityClient {
  if (client) return client;
  const env = getEnv();
  client = createClient({ ...contentClientConfig(env), useCdn: true, perspective: 'published' });
  return client;
}

export interface ContentRequest {
  params?: QueryParams;
  locale?: Locale;
  /** The read's entry in the cache policy (cacheFor), naming the document types it reads. */
  cache: CacheHint;
}

/** A query's span and metric name: the document type it reads (`*[_type == "homePage"]` is homePage). */
const typeRead = (query: string) => /_type\s*==\s*["'](\w+)["']/.exec(query)?.[1];

/**
 * Runs a GROQ query with $lang set from the locale; cached like the catalogue (CAT-70, CONST-15). Only
 * queries Sanity TypeGen has typed (sanity.types.ts) are accepted, so a result's type follows the schema.
 */
export async function contentQuery<const Q extends keyof SanityQueries>(query: Q, request: ContentRequest): Promise<SanityQueries[Q]> {
  const params = { ...request.params, ...(request.locale ? { lang: request.locale } : {}) };
  // An editor's preview reads drafts straight from the API: nothing it reads is cached or shared.
  const preview = await inPreview();
  return providerCall('content', typeRead(query), async (call) => {
    call.cache('miss');
    try {
      const headers = Object.fromEntries(call.headers());
      if (preview) return await previewClient().fetch<SanityQueries[Q]>(query, params, { cache: 'no-store', headers });
      return await runRead(
        renderTagSet(),
        () => contentClient().fetch<SanityQueries[Q]>(query, params, { next: request.cache, headers }),
        call.cache,
      );
    } catch (error) {
      recordProviderFailure();
      throw error;
    }
  });
}
