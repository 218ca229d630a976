import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { cacheFor } from '@/lib/cache/cache-policy';
import { storefrontRequest } from './client';
import { PAGE_QUERY, SHOP_POLICIES_QUERY } from './queries/content-pages';

/** A page or policy as the content routes render it: the provider's HTML goes in a rich-text element. */
export interface ContentPage {
  handle: string;
  title: string;
  bodyHtml: string;
  summary: string;
  updatedAt: string | null;
  seo: { title: string | null; description: string | null };
}

/** The policy handles the store publishes (CONT-41). */
export const POLICY_HANDLES = ['shipping-policy', 'refund-policy', 'terms-of-service', 'privacy-policy'] as const;
export type PolicyHandle = (typeof POLICY_HANDLES)[number];

const POLICY_FIELDS: Record<PolicyHandle, 'shippingPolicy' | 'refundPolicy' | 'termsOfService' | 'privacyPolicy'> = {
  'shipping-policy': 'shippingPolicy',
  'refund-policy': 'refundPolicy',
  'terms-of-service': 'termsOfService',
  'privacy-policy': 'privacyPolicy',
};

export function isPolicyHandle(handle: string): handle is PolicyHandle {
  return (POLICY_HANDLES as readonly string[]).includes(handle);
}

/** Plain text of provider HTML, for descriptions. */
function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&rsquo;/g, '’')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

export const getContentPage = cache(async (handle: string, locale: Locale): Promise<ContentPage | null> => {
  const data = await storefrontRequest(PAGE_QUERY, {
    variables: { handle },
    locale,
    cache: cacheFor('shopPages'),
  });
  const page = data.page;
  if (!page) return null;
  return {
    handle: page.handle,
    title: page.title,
    bodyHtml: page.body,
    summary: page.bodySummary || htmlToText(page.body),
    updatedAt: page.updatedAt,
    seo: { title: page.seo?.title || null, description: page.seo?.description || null },
  };
});

/** A policy by handle, or null when the shop has not published it. */
export const getPolicy = cache(async (handle: PolicyHandle, locale: Locale): Promise<ContentPage | null> => {
  const data = await storefrontRequest(SHOP_POLICIES_QUERY, { locale, cache: cacheFor('shopPages') });
  const policy = data.shop[POLICY_FIELDS[handle]];
  if (!policy) return null;
  return {
    handle,
    title: policy.title,
    bodyHtml: policy.body,
    summary: htmlToText(policy.body),
    updatedAt: null,
    seo: { title: null, description: null },
  };
});
