import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { startShopServer } from '../shop-setup/shop-server.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read field by field */

// Three starts of a whole emulator on a file database: room for a loaded machine.
vi.setConfig({ testTimeout: 90_000 });

const dataDir = mkdtempSync(path.join(tmpdir(), 'emulator-channels-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const STORE = 'gid://shopify/Publication/1';
const CHANGE = (mutation: string) =>
  `mutation($id: ID!) { ${mutation}(id: $id, input: [{ publicationId: "${STORE}" }]) { userErrors { message } } }`;
const READ = `query($handle: String!) { product(handle: $handle) { id } collection(handle: $handle) { id } menu(handle: $handle) { title items { url } } }`;

test('publications and new menus survive a restart on a file database; publishing twice leaves one entry', async () => {
  const first = await startShopServer(undefined, { dataDir });
  const shop = first.shop();
  const { products, collections } = await shop.storefront<any>(
    '{ products(first: 1) { nodes { id handle } } collections(first: 1) { nodes { id handle } } }',
  );
  const [product, collection] = [products.nodes[0], collections.nodes[0]];
  for (const id of [product.id, collection.id])
    expect((await shop.admin<any>(CHANGE('publishableUnpublish'), { id })).publishableUnpublish.userErrors).toEqual([]);
  const created = await shop.admin<any>(
    `mutation { menuCreate(title: "Kept", handle: "kept", items: [{ title: "Home", type: FRONTPAGE }]) { userErrors { message } } }`,
  );
  expect(created.menuCreate.userErrors).toEqual([]);
  await first.close();

  const second = await startShopServer(undefined, { dataDir });
  const again = second.shop();
  expect((await again.storefront<any>(READ, { handle: product.handle })).product).toBeNull();
  expect((await again.storefront<any>(READ, { handle: collection.handle })).collection).toBeNull();
  expect((await again.storefront<any>(READ, { handle: 'kept' })).menu).toEqual({
    title: 'Kept',
    items: [{ url: 'http://localhost:3000/' }],
  });
  for (let times = 0; times < 2; times++)
    expect((await again.admin<any>(CHANGE('publishablePublish'), { id: product.id })).publishablePublish.userErrors).toEqual([]);
  await second.close();

  const third = await startShopServer(undefined, { dataDir });
  const last = third.shop();
  expect((await last.storefront<any>(READ, { handle: product.handle })).product).toEqual({ id: product.id });
  await last.admin<any>(CHANGE('publishableUnpublish'), { id: product.id });
  expect((await last.storefront<any>(READ, { handle: product.handle })).product).toBeNull();
  // A second menu gets ids after the stored ones.
  const next = await last.admin<any>(
    `mutation { menuCreate(title: "Next", handle: "next", items: [{ title: "Search", type: SEARCH }]) { menu { id items { id } } } }`,
  );
  const kept = await last.admin<any>(`{ menus(first: 10) { nodes { id handle items { id } } } }`);
  const ids = kept.menus.nodes.flatMap((menu: any) => menu.items.map((item: any) => item.id));
  expect(new Set(ids).size).toBe(ids.length);
  expect(kept.menus.nodes.map((menu: any) => menu.id)).toContain(next.menuCreate.menu.id);
  await third.close();
});
