import type { Catalog } from '../../src/catalog/catalog.js';
import type { InventoryRecord, ProductRecord, SeedData } from '../../src/catalog/model.js';
import { definitionsFor } from '../catalog/fixtures/mini-seed-definitions.js';

/**
 * An in-memory Catalog over the fixture seed, standing in for the real one in these tests: it
 * keeps the contract the Admin module relies on (drafts hidden from storefront reads, live stock,
 * ids per kind).
 */
export function fixtureCatalog(seed: SeedData): Catalog {
  const products = new Map<number, ProductRecord>(seed.products.map((product) => [product.id, product]));
  const stock = new Map<number, InventoryRecord>();
  for (const product of seed.products) for (const variant of product.variants) stock.set(variant.id, { ...variant.inventory });
  const lastIds = { product: 100, variant: 1000, image: 10000, option: 100, 'metafield-definition': 100, collection: 100, menu: 10, 'menu-item': 100 };
  let shop = seed.shop;
  const definitions = new Map(definitionsFor(seed).map((definition) => [`${definition.ownerType} ${definition.namespace}.${definition.key}`, definition]));
  const active = () => [...products.values()].filter((product) => product.status === 'ACTIVE');

  return {
    shop: () => shop,
    updateShop: (change) => (shop = change(shop)),
    metafieldDefinitions: () => [...definitions.values()],
    metafieldDefinition: (ownerType, namespace, key) => definitions.get(`${ownerType} ${namespace}.${key}`),
    saveMetafieldDefinition(input) {
      const definition = { ...input, id: input.id ?? ++lastIds['metafield-definition'] };
      definitions.set(`${definition.ownerType} ${definition.namespace}.${definition.key}`, definition);
      return definition;
    },
    products: active,
    productById: (id, options) => {
      const product = products.get(id);
      return product && (product.status === 'ACTIVE' || options?.includeDrafts) ? product : undefined;
    },
    productByHandle: (handle, options) => (options?.includeDrafts ? [...products.values()] : active()).find((product) => product.handle === handle),
    variantById(id) {
      for (const product of products.values()) {
        const variant = product.variants.find((candidate) => candidate.id === id);
        if (variant) return { variant, product };
      }
      return undefined;
    },
    collections: () => [],
    collectionById: () => undefined,
    collectionByHandle: () => undefined,
    collectionsOfProduct: () => [],
    menuByHandle: () => undefined,
    menus: () => [],
    insertMenu: (menu) => menu,
    setPublished: () => false,
    metaobjectById: () => undefined,
    metaobjectByHandle: () => undefined,
    metaobjectsOfType: () => [],
    imageById: (id) => [...products.values()].flatMap((product) => product.images).find((image) => image.id === id),
    pageByHandle: () => undefined,
    pageById: () => undefined,
    pages: () => [],
    policyByHandle: () => undefined,
    discountCode: () => undefined,
    search: (query) =>
      active()
        .filter((product) => product.title.en.toLowerCase().includes(query.toLowerCase()))
        .map((product) => ({ productId: product.id, score: 1 })),
    inventory: (variantId) => stock.get(variantId) ?? { store: 0, warehouse: 0 },
    adjustInventory(variantId, location, delta) {
      const current = stock.get(variantId) ?? { store: 0, warehouse: 0 };
      const next = { ...current, [location]: current[location] + delta };
      stock.set(variantId, next);
      return next;
    },
    insertProduct(product) {
      const id = ++lastIds.product;
      const created = { ...product, id, variants: product.variants.map((variant) => ({ ...variant, productId: id })) };
      products.set(created.id, created);
      for (const variant of created.variants) stock.set(variant.id, { ...variant.inventory });
      return created;
    },
    insertCollection: (collection) => ({ ...collection, id: ++lastIds.collection }),
    addProductsToCollection: () => undefined,
    updateProduct(id, change) {
      const current = products.get(id);
      if (!current) return undefined;
      const updated = { ...change(current), id, handle: current.handle, status: current.status };
      products.set(id, updated);
      return updated;
    },
    nextId: (kind) => ++lastIds[kind],
  };
}
