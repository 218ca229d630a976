import type { NextRequest } from 'next/server';
import { originOf } from '@/lib/http/origin-of';
import { contentSecurityPolicy, createNonce } from './content-security-policy';

export const NONCE_HEADER = 'x-nonce';

// Read once per process: proxy.ts runs for every page request.
const imageOrigins = [
  process.env.SHOPIFY_STORE_DOMAIN ?? `http://127.0.0.1:${process.env.EMULATOR_PORT ?? '4000'}`,
  process.env.SANITY_API_HOST ?? `http://127.0.0.1:${process.env.EMULATOR_PORT ?? '4000'}`,
  'https://cdn.shopify.com',
  'https://cdn.sanity.io',
]
  .map(originOf)
  .filter((origin): origin is string => origin !== null);

/**
 * Gives a page request its nonce and policy. Next reads the policy from the request to stamp the
 * nonce on its own scripts; the layout reads x-nonce for ours (tag manager). The same policy goes
 * on the response; the nonce is returned too, for pages answered from the page cache.
 */
export function securePageRequest(request: NextRequest): { policy: string; nonce: string } {
  const nonce = createNonce();
  const policy = contentSecurityPolicy({
    nonce,
    imageOrigins,
    tagManager: Boolean(process.env.GTM_ID),
    https: (process.env.SITE_URL ?? '').startsWith('https://'),
    development: process.env.NODE_ENV === 'development',
  });
  request.headers.set('content-security-policy', policy);
  request.headers.set(NONCE_HEADER, nonce);
  return { policy, nonce };
}
