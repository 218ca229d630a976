import { PUBLIC_API_VERSIONS } from '../../api-versions.js';
import { numericId } from '../../gid.js';
import type { StorefrontContext, StorefrontResolverMap } from '../storefront-context.js';
import { checkPageWindow, emptyConnection, type PageArgs } from './connection.js';
import { pagesConnection, type PagesArgs } from './content.js';
import { metaobjectsConnection, type MetaobjectsArgs } from './metaobject.js';
import { nodeById } from './node.js';
import { paymentSettings } from './shop.js';
import { sitemap } from './sitemap.js';
import { menuSource, metaobjectSource, pageSource, SHOP_SOURCE } from './sources.js';
import { locationsConnection } from './store-location.js';

type Root = unknown;

/** Resources this store does not have (blogs, articles, redirects): empty, after Shopify's page-size checks. */
const emptyList = (fieldName: string) => (_root: Root, args: PageArgs) => {
  checkPageWindow(args, fieldName);
  return emptyConnection();
};

export const contentQueryResolvers: StorefrontResolverMap = {
  QueryRoot: {
    node: (_root: Root, args: { id: string }, context: StorefrontContext) => nodeById(args.id, context),
    nodes: (_root: Root, args: { ids: string[] }, context: StorefrontContext) => args.ids.map((id) => nodeById(id, context)),
    page: (_root: Root, args: { id?: string | null; handle?: string | null }, context: StorefrontContext) => {
      const id = args.id ? numericId(args.id, 'Page') : null;
      const page = args.id ? (id === null ? undefined : context.catalog.pageById(id)) : args.handle ? context.catalog.pageByHandle(args.handle) : undefined;
      return page ? pageSource(page) : null;
    },
    pageByHandle: (_root: Root, args: { handle: string }, context: StorefrontContext) => {
      const page = context.catalog.pageByHandle(args.handle);
      return page ? pageSource(page) : null;
    },
    pages: (_root: Root, args: PagesArgs, context: StorefrontContext) => pagesConnection(args, context),
    menu: (_root: Root, args: { handle: string }, context: StorefrontContext) => {
      const menu = context.catalog.menuByHandle(args.handle);
      return menu ? menuSource(menu) : null;
    },
    metaobject: (_root: Root, args: { id?: string | null; handle?: { type: string; handle: string } | null }, context: StorefrontContext) => {
      const id = args.id ? numericId(args.id, 'Metaobject') : null;
      const record = args.id
        ? id === null
          ? undefined
          : context.catalog.metaobjectById(id)
        : args.handle
          ? context.catalog.metaobjectByHandle(args.handle.type, args.handle.handle)
          : undefined;
      return record ? metaobjectSource(record) : null;
    },
    metaobjects: (_root: Root, args: MetaobjectsArgs, context: StorefrontContext) => metaobjectsConnection(args, context),
    shop: () => SHOP_SOURCE,
    localization: () => ({}),
    locations: (_root: Root, args: PageArgs, context: StorefrontContext) => locationsConnection(args, context),
    paymentSettings: (_root: Root, _args: unknown, context: StorefrontContext) => paymentSettings(context),
    publicApiVersions: () => PUBLIC_API_VERSIONS,
    sitemap: (_root: Root, args: { type: string }, context: StorefrontContext) => sitemap(args.type, context),
    articles: emptyList('articles'),
    blogs: emptyList('blogs'),
    urlRedirects: emptyList('urlRedirects'),
    article: () => null,
    blog: () => null,
    blogByHandle: () => null,
    customer: () => null,
  },
};
