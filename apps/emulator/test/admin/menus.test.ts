import { describe, expect, it, vi } from 'vitest';
import { useShopServer } from '../shop-setup/shop-server.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read field by field */

// Each test makes a few requests to a whole emulator: room for a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const { admin, storefront } = useShopServer();

// The shop server's storefront origin: menu URLs are on the shop's primary domain.
const DOMAIN = 'http://localhost:3000';

const CREATE = `mutation Create($title: String!, $handle: String!, $items: [MenuItemCreateInput!]!) {
  menuCreate(title: $title, handle: $handle, items: $items) {
    menu { id handle title isDefault items { id title type url resourceId tags items { title type url resourceId items { title url } } } }
    userErrors { field message code }
  }
}`;

const collectionByHandle = async (handle: string) =>
  (await admin(`query($handle: String!) { collectionByIdentifier(identifier: { handle: $handle }) { id handle title } }`, { handle }))
    .collectionByIdentifier;
const menuHandles = async () => (await admin('{ menus(first: 50) { nodes { handle } } }')).menus.nodes.map((menu: any) => menu.handle);

describe('menus and menu(id:)', () => {
  it('lists the shop’s menus, the default ones marked, a page at a time', async () => {
    const { menus } = await admin('{ menus(first: 10) { nodes { id handle title isDefault } } }');
    expect(menus.nodes.map((menu: any) => [menu.handle, menu.isDefault])).toEqual([
      ['main-menu', true],
      ['footer', true],
      ['footer-help', false],
    ]);
    expect(menus.nodes[0]).toMatchObject({ id: expect.stringMatching(/^gid:\/\/shopify\/Menu\/\d+$/), title: 'Main menu' });
    const first = await admin('{ menus(first: 1) { nodes { handle } pageInfo { hasNextPage endCursor } } }');
    const next = await admin('query($after: String) { menus(first: 5, after: $after) { nodes { handle } } }', {
      after: first.menus.pageInfo.endCursor,
    });
    expect(next.menus.nodes.map((menu: any) => menu.handle)).toEqual(['footer', 'footer-help']);
  });

  it('reads one by id with its nested items, and null for an unknown id', async () => {
    const { menus } = await admin('{ menus(first: 1) { nodes { id } } }');
    const data = await admin(
      `query($id: ID!) { menu(id: $id) { handle items { title type url items { title type resourceId url items { title } } } } unknown: menu(id: "gid://shopify/Menu/999") { id } }`,
      { id: menus.nodes[0].id },
    );
    expect(data.unknown).toBeNull();
    expect((await admin(`query($id: ID!) { node(id: $id) { ... on Menu { handle } } }`, { id: menus.nodes[0].id })).node).toEqual({
      handle: 'main-menu',
    });
    expect(data.menu.handle).toBe('main-menu');
    const categories = data.menu.items[0];
    expect(categories).toMatchObject({ title: 'Categories', type: 'COLLECTIONS', url: `${DOMAIN}/collections` });
    expect(categories.items[0]).toMatchObject({
      type: 'COLLECTION',
      resourceId: expect.stringMatching(/^gid:\/\/shopify\/Collection\/\d+$/),
      url: expect.stringMatching(new RegExp(`^${DOMAIN}/collections/`)),
    });
    expect(categories.items[0].items.length).toBeGreaterThan(0);
  });
});

describe('menuCreate', () => {
  it('creates a three-level menu with URLs on the shop’s domain, which the Storefront API’s menu(handle:) then answers', async () => {
    const collection = await collectionByHandle(
      (await storefront('{ collections(first: 1) { nodes { handle } } }')).collections.nodes[0].handle,
    );
    const items = [
      { title: 'Home', type: 'FRONTPAGE' },
      {
        title: 'Shop',
        type: 'CATALOG',
        items: [
          {
            title: collection.title,
            type: 'COLLECTION',
            resourceId: collection.id,
            tags: ['sale', 'sale', ' new '],
            items: [{ title: 'Partners', type: 'HTTP', url: '/b2b' }],
          },
        ],
      },
      { title: 'Maple', type: 'HTTP', url: 'https://example.com/maple' },
    ];
    const { menuCreate } = await admin(CREATE, { title: ' Header ', handle: 'Header Menu', items });
    expect(menuCreate.userErrors).toEqual([]);
    expect(menuCreate.menu).toMatchObject({
      handle: 'header-menu',
      title: 'Header',
      isDefault: false,
      items: [
        { title: 'Home', type: 'FRONTPAGE', url: `${DOMAIN}/`, resourceId: null, tags: [], items: [] },
        {
          title: 'Shop',
          type: 'CATALOG',
          url: `${DOMAIN}/collections/all`,
          items: [
            {
              title: collection.title,
              type: 'COLLECTION',
              url: `${DOMAIN}/collections/${collection.handle}`,
              resourceId: collection.id,
              items: [{ title: 'Partners', url: `${DOMAIN}/b2b` }],
            },
          ],
        },
        { title: 'Maple', type: 'HTTP', url: 'https://example.com/maple' },
      ],
    });
    expect(menuCreate.menu.items[1].items[0]).not.toHaveProperty('tags');
    const again = await admin('query($id: ID!) { menu(id: $id) { handle items { items { tags } } } }', { id: menuCreate.menu.id });
    expect(again.menu.items[1].items[0].tags).toEqual(['sale', 'new']);

    const read = await storefront(
      `{ menu(handle: "header-menu") { handle title items { title type url items { title url resourceId resource { ... on Collection { handle } } items { title url } } } } }`,
    );
    expect(read.menu).toEqual({
      handle: 'header-menu',
      title: 'Header',
      items: [
        { title: 'Home', type: 'FRONTPAGE', url: `${DOMAIN}/`, items: [] },
        {
          title: 'Shop',
          type: 'CATALOG',
          url: `${DOMAIN}/collections/all`,
          items: [
            {
              title: collection.title,
              url: `${DOMAIN}/collections/${collection.handle}`,
              resourceId: collection.id,
              resource: { handle: collection.handle },
              items: [{ title: 'Partners', url: `${DOMAIN}/b2b` }],
            },
          ],
        },
        { title: 'Maple', type: 'HTTP', url: 'https://example.com/maple', items: [] },
      ],
    });
    expect(await menuHandles()).toContain('header-menu');
  });

  it('answers a taken handle and a blank title, creating nothing', async () => {
    const before = await menuHandles();
    const { menuCreate } = await admin(CREATE, { title: '  ', handle: 'main-menu', items: [] });
    expect(menuCreate).toEqual({
      menu: null,
      userErrors: [
        { field: ['title'], message: "Title can't be blank", code: null },
        { field: ['handle'], message: 'Handle has already been taken', code: null },
      ],
    });
    expect(await menuHandles()).toEqual(before);
  });

  it('answers NESTING_TOO_DEEP past three levels', async () => {
    const deep = [
      {
        title: 'One',
        type: 'HTTP',
        url: '/1',
        items: [
          {
            title: 'Two',
            type: 'HTTP',
            url: '/2',
            items: [{ title: 'Three', type: 'HTTP', url: '/3', items: [{ title: 'Four', type: 'HTTP', url: '/4' }] }],
          },
        ],
      },
    ];
    const { menuCreate } = await admin(CREATE, { title: 'Deep', handle: 'deep', items: deep });
    expect(menuCreate).toEqual({
      menu: null,
      userErrors: [
        {
          field: ['items', '0', 'items', '0', 'items', '0', 'items'],
          message: 'The menu cannot be nested more than 3 level deep.',
          code: 'NESTING_TOO_DEEP',
        },
      ],
    });
    expect(await menuHandles()).not.toContain('deep');
  });

  it('answers a resource item without its resource, with an unknown one, and a link without its URL', async () => {
    const { menuCreate } = await admin(CREATE, {
      title: 'Links',
      handle: 'links',
      items: [
        { title: 'A collection', type: 'COLLECTION' },
        { title: 'Gone', type: 'COLLECTION', resourceId: 'gid://shopify/Collection/999999' },
        { title: 'Wrong kind', type: 'PAGE', resourceId: 'gid://shopify/Product/1' },
        { title: 'Blog', type: 'BLOG', resourceId: 'gid://shopify/Blog/1' },
        { title: '', type: 'HTTP' },
      ],
    });
    const notFound = "The record with the ID used as the input value couldn't be found.";
    expect(menuCreate).toEqual({
      menu: null,
      userErrors: [
        { field: ['items', '0', 'resourceId'], message: "Resource can't be blank", code: null },
        { field: ['items', '1', 'resourceId'], message: notFound, code: 'NOT_FOUND' },
        { field: ['items', '2', 'resourceId'], message: notFound, code: 'NOT_FOUND' },
        { field: ['items', '3', 'resourceId'], message: notFound, code: 'NOT_FOUND' },
        { field: ['items', '4', 'title'], message: "Title can't be blank", code: null },
        { field: ['items', '4', 'url'], message: "Url can't be blank", code: null },
      ],
    });
    expect(await menuHandles()).not.toContain('links');
  });

  it('links products, pages and policies by their handles', async () => {
    const product = (
      await admin(
        '{ productByIdentifier(identifier: { handle: "' +
          (await storefront('{ products(first: 1) { nodes { handle } } }')).products.nodes[0].handle +
          '" }) { id handle } }',
      )
    ).productByIdentifier;
    const page = (await storefront('{ pages(first: 1) { nodes { id handle } } }')).pages.nodes[0];
    const policy = (await storefront('{ shop { refundPolicy { id handle } } }')).shop.refundPolicy;
    const { menuCreate } = await admin(CREATE, {
      title: 'Resources',
      handle: 'resources',
      items: [
        { title: 'Product', type: 'PRODUCT', resourceId: product.id },
        { title: 'Page', type: 'PAGE', resourceId: page.id },
        { title: 'Refunds', type: 'SHOP_POLICY', resourceId: policy.id },
        { title: 'Search', type: 'SEARCH' },
      ],
    });
    expect(menuCreate.userErrors).toEqual([]);
    expect(menuCreate.menu.items.map((item: any) => item.url)).toEqual([
      `${DOMAIN}/products/${product.handle}`,
      `${DOMAIN}/pages/${page.handle}`,
      `${DOMAIN}/policies/${policy.handle}`,
      `${DOMAIN}/search`,
    ]);
  });
});
