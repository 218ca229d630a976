import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openCatalog } from '../../src/catalog/open-catalog.js';
import { openDatabase, type Db } from '../../src/store/database.js';
import { miniSeed } from './fixtures/mini-seed.js';

const now = () => new Date('2025-08-01T12:00:00Z');
const dirs: string[] = [];
const dbs: Db[] = [];

function fileDatabase(dir?: string): { db: Db; dir: string } {
  const target = dir ?? mkdtempSync(path.join(tmpdir(), 'catalog-'));
  if (!dir) dirs.push(target);
  const db = openDatabase(target);
  dbs.push(db);
  return { db, dir: target };
}

afterEach(() => {
  for (const db of dbs.splice(0)) if (db.isOpen) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openCatalog', () => {
  it('seeds an empty database and serves reads from memory', () => {
    let generated = 0;
    const { db } = fileDatabase();
    const catalog = openCatalog(db, () => (generated++, miniSeed()), now);
    expect(generated).toBe(1);
    expect(catalog.products().map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12]);
    expect(catalog.productByHandle('yamaha-hs8')?.id).toBe(3);
    expect(catalog.productByHandle('prototype-mixer')).toBeUndefined();
    expect(catalog.productById(10)).toBeUndefined();
    expect(catalog.productById(10, { includeDrafts: true })?.status).toBe('DRAFT');
    expect(catalog.variantById(302)?.product.handle).toBe('yamaha-hs8');
    expect(catalog.variantById(1001)).toBeUndefined();
    expect(catalog.variantById(1001, { includeDrafts: true })?.variant.price).toBe('10.00');
    expect(catalog.collectionsOfProduct(1).map((collection) => collection.handle)).toEqual(['shure', 'microphones', 'top-deals', 'all', 'b2b-integrator-catalog']);
    expect(catalog.metaobjectByHandle('product_filter', 'near-field')?.id).toBe(2);
    expect(catalog.metaobjectsOfType('product_filter').map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(catalog.imageById(50)?.path).toBe('/cdn/images/shure-logo.jpg');
    expect(catalog.menuByHandle('main-menu')?.items[0]?.items[0]?.items).toHaveLength(2);
    expect(catalog.policyByHandle('refund-policy')?.id).toBe(2);
    expect(catalog.discountCode('welcome10')?.code).toBe('WELCOME10');
  });

  it('keeps stock, new products and ids across a restart without regenerating the seed', () => {
    const { db, dir } = fileDatabase();
    const first = openCatalog(db, miniSeed, now, { seedKey: 'products=12' });
    expect(first.adjustInventory(101, 'warehouse', -4)).toEqual({ store: 3, warehouse: 6 });
    const variantId = first.nextId('variant');
    const inserted = first.insertProduct({
      ...miniSeed().products[6]!,
      handle: 'sennheiser-hd-280-pro',
      title: { en: 'Sennheiser HD 300 Pro', fr: 'Casque Sennheiser HD 300 Pro' },
      variants: [{ ...miniSeed().products[6]!.variants[0]!, id: variantId }],
    });
    expect(inserted.id).toBe(13);
    expect(inserted.handle).toBe('sennheiser-hd-280-pro-1');
    db.close();

    const { db: reopened } = fileDatabase(dir);
    const second = openCatalog(reopened, () => {
      throw new Error('a seeded database must not regenerate the seed');
    }, now, { seedKey: 'products=12' });
    expect(second.inventory(101)).toEqual({ store: 3, warehouse: 6 });
    expect(second.productByHandle('sennheiser-hd-280-pro-1')?.variants[0]?.id).toBe(variantId);
    expect(second.inventory(variantId)).toEqual({ store: 5, warehouse: 20 });
    expect(second.nextId('product')).toBe(14);
    expect(second.search('HD 300', 'EN').map((hit) => hit.productId)).toContain(13);
  });

  it('updates a product in place: lookups, search in its language and a restart see the change', () => {
    const { db, dir } = fileDatabase();
    const catalog = openCatalog(db, miniSeed, now, { seedKey: 'products=12' });
    const before = catalog.productById(8)!;
    const updated = catalog.updateProduct(8, (product) => ({
      ...product,
      handle: 'ignored',
      descriptionHtml: { ...product.descriptionHtml, fr: '<p>Guitare électrique, touche en zébrano.</p>' },
    }));
    expect(updated?.handle).toBe(before.handle);
    expect(catalog.productByHandle(before.handle)?.descriptionHtml.fr).toContain('zébrano');
    expect(catalog.products().find((product) => product.id === 8)?.descriptionHtml.fr).toContain('zébrano');
    expect(catalog.variantById(before.variants[0]!.id)?.product.descriptionHtml.fr).toContain('zébrano');
    expect(catalog.search('zébrano', 'FR').map((hit) => hit.productId)).toEqual([8]);
    expect(catalog.search('stratocaster', 'EN').map((hit) => hit.productId)).toEqual([8]);
    expect(catalog.updateProduct(999, (product) => product)).toBeUndefined();
    db.close();

    const { db: reopened } = fileDatabase(dir);
    const again = openCatalog(reopened, miniSeed, now, { seedKey: 'products=12' });
    expect(again.productById(8)?.descriptionHtml.fr).toContain('zébrano');
  });

  it('re-seeds when the configured seed changes, and on reset', () => {
    const { db, dir } = fileDatabase();
    const first = openCatalog(db, miniSeed, now, { seedKey: 'products=12' });
    first.adjustInventory(101, 'store', -3);
    db.close();

    const { db: reopened } = fileDatabase(dir);
    let generated = 0;
    const second = openCatalog(reopened, () => (generated++, miniSeed()), now, { seedKey: 'products=20' });
    expect(generated).toBe(1);
    expect(second.inventory(101)).toEqual({ store: 3, warehouse: 10 });

    second.adjustInventory(101, 'store', -1);
    second.insertProduct({ ...miniSeed().products[0]!, handle: 'extra', variants: [] });
    second.reset();
    expect(second.inventory(101)).toEqual({ store: 3, warehouse: 10 });
    expect(second.productByHandle('extra')).toBeUndefined();
    expect(generated).toBe(2);
  });

  it('indexes for search after start-up, and again when a run stopped before the index was complete', async () => {
    const { db, dir } = fileDatabase();
    openCatalog(db, miniSeed, now, { seedKey: 'products=12' });
    const rows = () => (db.prepare('SELECT count(*) AS count FROM catalog_search_en').get() as { count: number }).count;
    expect(rows()).toBe(0);
    db.close();

    const { db: reopened } = fileDatabase(dir);
    const catalog = openCatalog(reopened, miniSeed, now, { seedKey: 'products=12' });
    expect(catalog.search('stratocaster', 'EN').map((hit) => hit.productId)).toEqual([8]);
    const count = (reopened.prepare('SELECT count(*) AS count FROM catalog_search_en').get() as { count: number }).count;
    expect(count).toBe(11 + 6 + 3);

    const { db: background } = fileDatabase();
    openCatalog(background, miniSeed, now, { seedKey: 'products=12' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((background.prepare("SELECT value FROM catalog_meta WHERE key = 'search_indexed'").get() as { value: string }).value).toBe('products=12');
  });

  it('inserts draft products that stay out of Storefront reads and search', () => {
    const { db } = fileDatabase();
    const catalog = openCatalog(db, miniSeed, now);
    const draft = catalog.insertProduct({ ...miniSeed().products[9]!, handle: 'draft-synth', title: { en: 'Zyphon draft synth', fr: 'Synthé Zyphon' } });
    expect(catalog.productById(draft.id)).toBeUndefined();
    expect(catalog.productById(draft.id, { includeDrafts: true })?.handle).toBe('draft-synth');
    expect(catalog.search('zyphon', 'EN')).toEqual([]);
  });
});
