import 'server-only';
import { parseShardName, shardName, type Shard, type SitemapPage } from '@/domain/seo/sitemap-xml';
import { getSitemapPageCounts, getSitemapResources, type SitemapResourceType } from '@/lib/shopify/sitemap-resources';
import { POLICY_HANDLES } from '@/lib/shopify/content-pages';
import { absoluteUrl, localizedPath } from './page-metadata';

const RESOURCE_TYPES = { products: 'PRODUCT', collections: 'COLLECTION', pages: 'PAGE' } as const satisfies Record<
  string,
  SitemapResourceType
>;

// Screens of the route table that are the same for every visitor and worth finding in a search engine.
const STATIC_PATHS = [
  '/',
  '/brands',
  '/series',
  '/rental',
  '/trade-ins',
  '/help-center',
  '/b2b',
  ...POLICY_HANDLES.map((handle) => `/policies/${handle}`),
];

// Provider pages with a screen of their own (/rental...) redirect from /pages/{handle}. The partner catalogues
// need no entry here: the public storefront's sitemap never lists them (decision 0036).
const EXCLUDED = {
  pages: new Set(['rental', 'trade-ins', 'b2b']),
  collections: new Set(['all']),
  products: new Set<string>(),
};

function bothLanguages(path: string): SitemapPage['urls'] {
  return { en: absoluteUrl(localizedPath(path, 'en')), fr: absoluteUrl(localizedPath(path, 'fr')) };
}

/** Every shard's absolute URL: the static screens, then one per provider sitemap page of each type. */
export async function getSitemapShardUrls(): Promise<string[]> {
  const counts = await getSitemapPageCounts();
  const shards: Shard[] = [
    { kind: 'static' },
    ...(['pages', 'collections', 'products'] as const).flatMap((kind) =>
      Array.from({ length: counts[RESOURCE_TYPES[kind]] }, (_, index) => ({ kind, page: index + 1 })),
    ),
  ];
  return shards.map((shard) => absoluteUrl(`/sitemaps/${shardName(shard)}`));
}

/** The pages of one shard, or null when the name is not a shard. */
export async function getSitemapShard(name: string): Promise<SitemapPage[] | null> {
  const shard = parseShardName(name);
  if (!shard) return null;
  if (shard.kind === 'static') return STATIC_PATHS.map((path) => ({ urls: bothLanguages(path) }));
  const resources = await getSitemapResources(RESOURCE_TYPES[shard.kind], shard.page);
  if (resources.length === 0) return null;
  const prefix = shard.kind === 'pages' ? '/pages' : `/${shard.kind}`;
  return resources
    .filter((resource) => !EXCLUDED[shard.kind].has(resource.handle))
    .map((resource) => ({ urls: bothLanguages(`${prefix}/${resource.handle}`), lastModified: resource.updatedAt }));
}
