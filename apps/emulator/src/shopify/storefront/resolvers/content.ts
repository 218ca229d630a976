import type { PageRecord, ShopPolicyRecord } from '../../../catalog/model.js';
import { foldText, stripHtml, truncate } from '../../../catalog/text.js';
import { toGid } from '../../gid.js';
import type { StorefrontContext, StorefrontResolverMap } from '../storefront-context.js';
import { paginate, type PageArgs } from './connection.js';
import { metafieldFields } from './metafield.js';
import { pageSource, type PageSource, type ShopPolicySource } from './sources.js';
import { storeUrl } from './store-urls.js';

/** Every policy handle a shop can have, as the Storefront API's shop policies name them. */
export const POLICY_HANDLES = ['privacy-policy', 'refund-policy', 'shipping-policy', 'terms-of-service', 'terms-of-sale', 'legal-notice', 'contact-information'];

export function policyById(id: number, context: StorefrontContext): ShopPolicyRecord | undefined {
  return POLICY_HANDLES.map((handle) => context.catalog.policyByHandle(handle)).find((policy) => policy?.id === id);
}

export interface PagesArgs extends PageArgs {
  query?: string | null;
  sortKey?: 'ID' | 'RELEVANCE' | 'TITLE' | 'UPDATED_AT' | null;
  reverse?: boolean | null;
}

/** QueryRoot.pages: every page, optionally narrowed by a full-text query. */
export function pagesConnection(args: PagesArgs, context: StorefrontContext) {
  const { catalog } = context;
  let pages: PageRecord[] = [...catalog.pages()];
  const query = args.query?.trim();
  if (query) {
    const hits = catalog.searchContent?.('page', query, context.language, { prefixLast: true }) ?? [];
    const rank = new Map(hits.map((hit, index) => [hit.id, index]));
    pages = pages.filter((page) => rank.has(page.id));
    if (args.sortKey === 'RELEVANCE') pages.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  }
  const sortValue = (page: PageRecord): string | number =>
    args.sortKey === 'TITLE' ? foldText(context.text(page.title)) : args.sortKey === 'UPDATED_AT' ? page.updatedAt : page.id;
  if (args.sortKey !== 'RELEVANCE') pages.sort((a, b) => (sortValue(a) < sortValue(b) ? -1 : sortValue(a) > sortValue(b) ? 1 : a.id - b.id));
  if (args.reverse) pages.reverse();
  return paginate(pages, args, { fieldName: 'pages', key: (page) => ({ id: page.id, value: sortValue(page) }), node: pageSource });
}

export const contentResolvers: StorefrontResolverMap = {
  Page: {
    id: (source: PageSource) => toGid('Page', source.record.id),
    handle: (source: PageSource) => source.record.handle,
    title: (source: PageSource, _args: unknown, context: StorefrontContext) => context.text(source.record.title),
    body: (source: PageSource, _args: unknown, context: StorefrontContext) => context.text(source.record.bodyHtml),
    bodySummary: (source: PageSource, _args: unknown, context: StorefrontContext) => truncate(stripHtml(context.text(source.record.bodyHtml)), 150),
    createdAt: (source: PageSource) => source.record.createdAt,
    updatedAt: (source: PageSource) => source.record.updatedAt,
    onlineStoreUrl: (source: PageSource, _args: unknown, context: StorefrontContext) => storeUrl(context, `/pages/${source.record.handle}`),
    seo: () => ({ title: null, description: null }),
    trackingParameters: () => null,
    ...metafieldFields('PAGE', (source: PageSource) => ({
      records: [],
      owner: { source, key: `Page/${source.record.id}`, updatedAt: source.record.updatedAt },
    })),
  },
  ShopPolicy: {
    id: (source: ShopPolicySource) => toGid('ShopPolicy', source.record.id),
    handle: (source: ShopPolicySource) => source.record.handle,
    title: (source: ShopPolicySource, _args: unknown, context: StorefrontContext) => context.text(source.record.title),
    body: (source: ShopPolicySource, _args: unknown, context: StorefrontContext) => context.text(source.record.bodyHtml),
    url: (source: ShopPolicySource, _args: unknown, context: StorefrontContext) => storeUrl(context, `/policies/${source.record.handle}`),
  },
};
