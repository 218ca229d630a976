import type { SeedData } from '../catalog/model.js';
import { createBuildContext } from './build-context.js';
import { AREAS } from './categories.js';
import { buildBrandCollections } from './collections/brand-collections.js';
import { buildCategoryCollections } from './collections/category-collections.js';
import { buildSeriesCollections } from './collections/series-collections.js';
import { buildSpecialCollections } from './collections/special-collections.js';
import { catalogueDocuments } from './content/catalogue-documents.js';
import { withDrawingAssets } from './content/drawing-assets.js';
import { documentFactory } from './content/document.js';
import { helpDocuments } from './content/help.js';
import { marketingDocuments } from './content/marketing.js';
import { buildCustomers } from './customers/accounts.js';
import { buildOrders } from './customers/orders.js';
import { buildDiscountCodes } from './discounts.js';
import { buildMenus } from './menus.js';
import { buildMetafieldDefinitions } from './metafield-definitions.js';
import { buildPages } from './pages.js';
import { buildPolicies } from './policies.js';
import { buildPublications } from './publications.js';
import { buildCatalogue } from './products/catalogue.js';
import { PRIORITY_DELIVERY_HANDLE } from './products/special-products.js';
import { buildShop } from './shop.js';

export interface SeedOptions {
  /** Products in the catalogue (at least 10; 1,500 by default in the emulator). */
  products: number;
  /** Every date in the seed is relative to this moment: promotions end after it, orders happened before it. */
  referenceDate: Date;
  /** Changes the whole catalogue; the same seed always gives the same data. */
  seed?: number;
  /** The storefront's origin, the shop's primary domain (menu URLs, links in metafields). */
  storefrontUrl?: string;
}

const DEFAULT_SEED = 20_260_401;
const DEFAULT_STOREFRONT_URL = 'http://localhost:3000';

/** Generates the whole seed: pure and deterministic (a seeded PRNG, dates relative to referenceDate). */
export function generateSeed(options: SeedOptions): SeedData {
  const context = createBuildContext({
    seed: options.seed ?? DEFAULT_SEED,
    referenceDate: options.referenceDate,
    storefrontUrl: options.storefrontUrl ?? DEFAULT_STOREFRONT_URL,
  });
  const entries = buildCatalogue(context, options.products);
  const priority = entries.find((entry) => entry.product.handle === PRIORITY_DELIVERY_HANDLE)!;

  const categories = buildCategoryCollections(context, entries);
  const brands = buildBrandCollections(context, entries);
  const series = buildSeriesCollections(context, entries);
  const specials = buildSpecialCollections(context, entries, priority.product.variants[0]!.id);
  const collections = [...categories, ...brands, ...series.map((info) => info.collection), ...specials.collections];
  const byHandle = new Map(collections.map((collection) => [collection.handle, collection]));
  if (byHandle.size !== collections.length) throw new Error('Two seed collections share a handle');

  const pages = buildPages(context);
  const policies = buildPolicies(context);
  const brandsBySize = [...brands].sort((a, b) => b.productIds.length - a.productIds.length || a.handle.localeCompare(b.handle));
  const menus = buildMenus(context, {
    collections: byHandle,
    brands: brandsBySize,
    series,
    pages: new Map(pages.map((page) => [page.handle, page])),
    policies: new Map(policies.map((policy) => [policy.handle, policy])),
  });

  const customers = buildCustomers(context);
  const orders = buildOrders(context, customers, entries);
  const doc = documentFactory(context.referenceDate);
  const areaCollections = AREAS.map((area) => byHandle.get(area.handle)!);
  const content = withDrawingAssets([
    ...marketingDocuments(doc),
    ...helpDocuments(doc),
    ...catalogueDocuments(doc, { random: context.random.fork('content'), areas: areaCollections, series, entries }),
  ]);

  const products = entries.map((entry) => entry.product).sort((a, b) => a.id - b.id);
  return {
    shop: buildShop(context.storefrontUrl, specials.settings),
    metafieldDefinitions: buildMetafieldDefinitions(),
    products,
    collections,
    menus,
    metaobjects: context.filters.records(),
    pages,
    policies,
    customers,
    orders,
    discountCodes: buildDiscountCodes(context.referenceDate),
    content,
    publications: buildPublications(products, collections),
  };
}
