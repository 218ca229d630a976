import 'server-only';
import { createClient, type SanityClient } from '@sanity/client';
import { draftMode } from 'next/headers';
import { getEnv } from '@/lib/config/env';
import { contentClientConfig } from './client-config';

/**
 * Whether this request is an editor's preview: Next's draft mode, which only a preview link the
 * content service vouches for turns on (app/api/draft-mode/enable). Off when no preview token is set,
 * and outside a request (webhooks, build steps).
 */
export async function inPreview(): Promise<boolean> {
  if (!getEnv().SANITY_PREVIEW_TOKEN) return false;
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

let client: SanityClient | undefined;

/** The content client for previews: the viewer token, the drafts perspective, never the API CDN. */
export function previewClient(): SanityClient {
  const token = getEnv().SANITY_PREVIEW_TOKEN;
  if (!token) throw new Error('SANITY_PREVIEW_TOKEN is not set');
  client ??= createClient({ ...contentClientConfig(getEnv()), token, useCdn: false, perspective: 'drafts' });
  return client;
}
