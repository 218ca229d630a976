import { seededRandom } from './latency.js';

type Post = (query: string, variables: Record<string, unknown>) => Promise<{ data: Record<string, unknown> }>;

export interface Catalogue {
  handles: string[];
  titles: { EN: string[]; FR: string[] };
  collections: { handle: string; size: number }[];
}

const SITEMAP = `query Sitemap($page: Int!, $language: LanguageCode) @inContext(language: $language) {
  sitemap(type: PRODUCT) { pagesCount { count } resources(page: $page) { hasNextPage items { handle ... on SitemapResource { title } } } }
}`;
const COLLECTIONS = `query Collections($after: String) { collections(first: 250, after: $after) { nodes { handle products(first: 250) { pageInfo { hasNextPage } nodes { id } } } pageInfo { hasNextPage endCursor } } }`;

/** Reads what the workloads ask for (handles, titles, collections) through the Storefront API itself. */
export async function readCatalogue(post: Post): Promise<Catalogue> {
  const titles: Catalogue['titles'] = { EN: [], FR: [] };
  const handles: string[] = [];
  for (const language of ['EN', 'FR'] as const) {
    for (let page = 1; ; page += 1) {
      const { data } = await post(SITEMAP, { page, language });
      const resources = (data.sitemap as { resources: { hasNextPage: boolean; items: { handle: string; title: string }[] } }).resources;
      for (const item of resources.items) {
        titles[language].push(item.title);
        if (language === 'EN') handles.push(item.handle);
      }
      if (!resources.hasNextPage) break;
    }
  }
  const collections: Catalogue['collections'] = [];
  let after: string | null = null;
  do {
    const { data } = await post(COLLECTIONS, { after });
    const page = data.collections as { nodes: { handle: string; products: { nodes: unknown[]; pageInfo: { hasNextPage: boolean } } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    for (const node of page.nodes) collections.push({ handle: node.handle, size: node.products.pageInfo.hasNextPage ? 250 : node.products.nodes.length });
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return { handles, titles, collections };
}

/**
 * What shoppers type, drawn from the catalogue's titles: a third common words ("microphone", which
 * match thousands of products), a third brand and model words, a third brand + word refinements.
 */
function searchTerms(titles: string[], count: number): string[] {
  const frequency = new Map<string, number>();
  const brands = new Map<string, number>();
  for (const title of titles) {
    const words = title.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3 && /\p{L}/u.test(word));
    for (const word of new Set(words)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    const brand = title.split(' ')[0]!.toLowerCase();
    brands.set(brand, (brands.get(brand) ?? 0) + 1);
  }
  const byFrequency = [...frequency].sort((a, b) => b[1] - a[1]).map(([word]) => word);
  const common = byFrequency.slice(0, 60);
  const specific = byFrequency.filter((word) => (frequency.get(word) ?? 0) >= 3 && (frequency.get(word) ?? 0) <= 200);
  const brandNames = [...brands].filter(([, seen]) => seen >= 3).map(([brand]) => brand);
  const random = seededRandom(7);
  const pick = (list: string[]) => list[Math.floor(random() * list.length)]!;
  const terms = new Set<string>();
  for (let attempt = 0; terms.size < count && attempt < count * 50; attempt += 1) {
    const kind = attempt % 3;
    terms.add(kind === 0 ? pick(common) : kind === 1 ? pick(specific) : `${pick(brandNames)} ${pick(common)}`);
  }
  return [...terms];
}

const ON_SALE = { variantMetafield: { namespace: 'variant', key: 'is_discounted', value: 'true' } };

export interface SearchRequest {
  query: string;
  language: 'EN' | 'FR';
  sortKey: 'RELEVANCE' | 'PRICE';
  reverse: boolean;
  productFilters: Record<string, unknown>[];
}

/** Search pages never asked before (query and language distinct): a sort and the in-stock / on-sale filters. */
export function searchRequests(catalogue: Catalogue, count: number): SearchRequest[] {
  const random = seededRandom(11);
  const terms = { EN: searchTerms(catalogue.titles.EN, count), FR: searchTerms(catalogue.titles.FR, count) };
  return Array.from({ length: count }, (_, index) => {
    const language = index % 3 === 2 ? 'FR' : 'EN';
    const list = terms[language];
    const sorted = random() < 0.3;
    return {
      query: list[index % list.length]!,
      language,
      sortKey: sorted ? 'PRICE' : 'RELEVANCE',
      reverse: sorted && random() < 0.5,
      productFilters: random() < 0.5 ? [{ available: true }] : [{ available: true }, ON_SALE],
    };
  });
}

export interface CollectionRequest {
  handle: string;
  language: 'EN' | 'FR';
  sortKey: 'COLLECTION_DEFAULT' | 'PRICE' | 'BEST_SELLING';
  reverse: boolean;
  filters: Record<string, unknown>[];
}

/** Collection pages with the storefront's toggles (on sale, demo/used, in stock) and sorts, biggest collections first. */
export function collectionRequests(catalogue: Catalogue, count: number): CollectionRequest[] {
  const random = seededRandom(13);
  const collections = [...catalogue.collections].sort((a, b) => b.size - a.size);
  const filterChoices: Record<string, unknown>[][] = [[], [ON_SALE], [{ available: true }], [{ tag: 'demo' }, { tag: 'used' }], [{ available: true }, ON_SALE]];
  const sortChoices: CollectionRequest['sortKey'][] = ['COLLECTION_DEFAULT', 'PRICE', 'BEST_SELLING'];
  return Array.from({ length: count }, (_, index) => ({
    handle: collections[index % Math.min(collections.length, 60)]!.handle,
    language: random() < 0.3 ? 'FR' : 'EN',
    sortKey: sortChoices[Math.floor(random() * sortChoices.length)]!,
    reverse: random() < 0.3,
    filters: filterChoices[Math.floor(random() * filterChoices.length)]!,
  }));
}
