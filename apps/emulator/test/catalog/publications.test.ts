import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SeedData } from '../../src/catalog/model.js';
import { openCatalog } from '../../src/catalog/open-catalog.js';
import { buildPublications, PARTNER_STOREFRONT_TOKEN, PUBLIC_STOREFRONT_TOKEN } from '../../src/seed/publications.js';
import { openDatabase, type Db } from '../../src/store/database.js';
import { miniSeed } from './fixtures/mini-seed.js';

const now = () => new Date('2025-08-01T12:00:00Z');
const dirs: string[] = [];
const dbs: Db[] = [];

function fileDatabase(dir?: string): { db: Db; dir: string } {
  const target = dir ?? mkdtempSync(path.join(tmpdir(), 'publications-'));
  if (!dir) dirs.push(target);
  const db = openDatabase(target);
  dbs.push(db);
  return { db, dir: target };
}

afterEach(() => {
  for (const db of dbs.splice(0)) if (db.isOpen) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const withPublications = (): SeedData => {
  const seed = miniSeed();
  return { ...seed, publications: buildPublications(seed.products, seed.collections) };
};
const catalogueId = () => miniSeed().collections.find((collection) => collection.handle === 'b2b-integrator-catalog')!.id;

describe('publications in SQLite', () => {
  it('picks the publication by token and kind: the Partners private token, else the default storefront', () => {
    const catalog = openCatalog(fileDatabase().db, withPublications, now);
    expect(catalog.publicationForToken('', 'PUBLIC').publication.name).toBe('Maple Audio');
    expect(catalog.publicationForToken(PUBLIC_STOREFRONT_TOKEN, 'PUBLIC').publication.id).toBe(1);
    expect(catalog.publicationForToken('someone-elses', 'PUBLIC').publication.id).toBe(1);
    expect(catalog.publicationForToken(PARTNER_STOREFRONT_TOKEN, 'PRIVATE').publication.name).toBe('Partners');
    // A private token in the public header is another public token.
    expect(catalog.publicationForToken(PARTNER_STOREFRONT_TOKEN, 'PUBLIC').publication.id).toBe(1);
    expect(catalog.publication(1)!.collectionIds.has(catalogueId())).toBe(false);
    expect(catalog.publication(2)!.collectionIds.has(catalogueId())).toBe(true);
  });

  it('keeps publications, their tokens and what they publish across a restart; new products join the autoPublish ones', () => {
    const { db, dir } = fileDatabase();
    const first = openCatalog(db, withPublications, now, { seedKey: 'publications' });
    const product = first.insertProduct({ ...miniSeed().products[2]!, handle: 'new-monitor', variants: [] });
    expect(first.publication(1)!.productIds.has(product.id)).toBe(true);
    expect(first.publication(2)!.productIds.has(product.id)).toBe(true);
    first.finishWrites();
    const before = first.publications();
    db.close();

    const second = openCatalog(
      fileDatabase(dir).db,
      () => {
        throw new Error('a seeded database must not regenerate the seed');
      },
      now,
      { seedKey: 'publications' },
    );
    expect(second.publications()).toEqual(before);
    expect(second.publicationForToken(PARTNER_STOREFRONT_TOKEN, 'PRIVATE').productIds.has(product.id)).toBe(true);
  });

  it('gives a seed without publications one default storefront that publishes everything', () => {
    const catalog = openCatalog(fileDatabase().db, miniSeed, now);
    const [only] = catalog.publications();
    expect(catalog.publications()).toHaveLength(1);
    expect(only!.isDefault).toBe(true);
    expect(catalog.publicationForToken(PARTNER_STOREFRONT_TOKEN, 'PRIVATE').collectionIds.has(catalogueId())).toBe(true);
  });
});
