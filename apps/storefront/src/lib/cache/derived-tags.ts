import { cacheTag } from '../../domain/cache/cache-tags.ts';

const PRODUCT_GID = /gid:\/\/shopify\/Product\/(\d+)/g;
// More than any listing shows (16 pages of 15 products, their variants and related products).
const MAX_DERIVED = 2_000;

/**
 * The product-id tag of every product a provider answer mentions, so a change to one product reaches
 * every cached read and page that shows it (a listing, another product's related products), as a
 * full-page cache tags pages by the entities they render.
 */
export function productTagsIn(text: string): string[] {
  const tags = new Set<string>();
  for (const match of text.matchAll(PRODUCT_GID)) {
    tags.add(cacheTag.productId(match[1]!));
    if (tags.size >= MAX_DERIVED) break;
  }
  return [...tags];
}
