import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHED_READS, cacheFor, policyOfTags, type CacheHint, type CachedReadName } from './cache-policy';

const names = Object.keys(CACHED_READS) as CachedReadName[];
const sourceRoot = path.resolve(__dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the cache policy', () => {
  it('gives every read a lifetime, a family, its name and the flush-all tag', () => {
    for (const name of names) {
      const anyRead = cacheFor as (read: CachedReadName, ...args: unknown[]) => CacheHint;
      const { tags, revalidate } = anyRead(name, name === 'collectionTitles' ? ['a-handle'] : 'a-handle');
      expect(revalidate, name).toBeGreaterThan(0);
      expect(revalidate, name).toBeLessThanOrEqual(3600);
      expect(tags.slice(0, 3), name).toEqual(['all', CACHED_READS[name].family, `read:${name}`]);
      expect(
        tags.every((tag) => tag.length <= 256),
        name,
      ).toBe(true);
    }
  });

  it("tags a product's reads by handle, in no particular language, so one change reaches both", () => {
    expect(cacheFor('product', 'mackie-thump12s').tags).toContain('product:mackie-thump12s');
    expect(cacheFor('storeStock', 'mackie-thump12s').tags).toContain('product:mackie-thump12s');
    expect(cacheFor('product', 'mackie-thump12s').tags.join()).not.toMatch(/\b(en|fr)\b/);
  });

  it('names the document types each content read reads', () => {
    expect(cacheFor('topBar').tags).toContain('content:topBar');
    expect(cacheFor('homeContent').tags).toEqual(expect.arrayContaining(['content:banner', 'content:featuredProduct']));
    for (const name of names.filter((candidate) => CACHED_READS[candidate].family === 'content'))
      expect(
        cacheFor(name).tags.some((tag) => tag.startsWith('content:')),
        name,
      ).toBe(true);
  });

  it('keeps per-query and per-shopper reads in each instance, the rest shared', () => {
    expect(names.filter((name) => CACHED_READS[name].scope === 'instance').sort()).toEqual([
      'favoriteTitles',
      'searchFacets',
      'searchListing',
      'searchSuggestions',
      'storeStock',
    ]);
  });

  it('finds the policy of a fetch by its tags, and none for a fetch outside it', () => {
    expect(policyOfTags(cacheFor('searchListing').tags)).toEqual({ name: 'searchListing', scope: 'instance', seconds: 300 });
    expect(policyOfTags(['customer', 'read:nothing'])).toBeNull();
    expect(policyOfTags(['read:toString'])).toBeNull();
    expect(policyOfTags(undefined)).toBeNull();
  });

  it('is the only place a lifetime or a data-cache tag is written', () => {
    const offenders = [...sourceFiles(path.join(sourceRoot, 'lib')), ...sourceFiles(path.join(sourceRoot, 'app'))]
      .filter((file) => !file.includes(`${path.sep}lib${path.sep}cache${path.sep}`))
      .filter((file) => /\brevalidate:\s*\d|next:\s*\{\s*(revalidate|tags)|cache:\s*\{\s*tags/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(sourceRoot, file));
    expect(offenders).toEqual([]);
  });
});
