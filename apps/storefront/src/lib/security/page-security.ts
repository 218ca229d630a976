import type { NextRequest } from 'next/server';
import { getEnv } from '@/lib/config/env';
import { originOf } from '@/lib/http/origin-of';
import { contentSecurityPolicy, createNonce } from './content-security-policy';

export const NONCE_HEADER = 'x-nonce';

// Worked out once per process: proxy.ts runs for every page request.
let imageOrigins: string[] | undefined;

function providerImageOrigins(): string[] {
  const { SHOPIFY_STORE_DOMAIN, SANITY_API_HOST } = getEnv();
  imageOrigins ??= [SHOPIFY_STORE_DOMAIN, SANITY_API_HOST, 'https://cdn.shopify.com', 'https://cdn.sanity.io']
    .map(originOf)
    .filter((origin): origin is string => origin !== null);
  return imageOrigins;
}

/**
 * Gives a page request its nonce and policy. Next reads the policy from the request to stamp the
 * nonce on its own scripts; the layout reads x-nonce for ours (tag manager). The same policy goes
 * on the response; the nonce is returned too, for pages answered from the page cache.
 */
export function securePageRequest(request: NextRequest): { policy: string; nonce: string } {
  const nonce = createNonce();
  const { GTM_ID, SITE_URL, NODE_ENV } = getEnv();
  const policy = contentSecurityPolicy({
    nonce,
    imageOrigins: providerImageOrigins(),
    tagManager: Boolean(GTM_ID),
    https: SITE_URL.startsWith('https://'),
    development: NODE_ENV === 'development',
  });
  request.headers.set('content-security-policy', policy);
  request.headers.set(NONCE_HEADER, nonce);
  return { policy, nonce };
}
