import { PRIORITY_DELIVERY } from '@maple/shop-model/shop-configuration';
import type { ProductRecord } from '../../catalog/model.js';
import { imagePath } from '../../images/image-path.js';
import { brandBySlug, STORE_BRAND } from '../brands.js';
import type { BuildContext } from '../build-context.js';
import type { Area, PlacedLeaf } from '../categories.js';
import { addDays, isoSeconds } from '../dates.js';
import { MERCHANDISE } from '../families/merchandise.js';
import { l } from '../text.js';
import type { CatalogueEntry } from './entry.js';
import { metafield } from './metafield.js';
import { buildRegularProduct } from './regular-product.js';
import { DEFAULT_TITLE } from './variants.js';
import { variantMetafields } from './product-metafields.js';

export const PRIORITY_DELIVERY_HANDLE = PRIORITY_DELIVERY.handle;
const MERCHANDISE_HANDLE = 'merchandise';

const MERCH_AREA: Area = {
  handle: MERCHANDISE_HANDLE,
  title: l('Merchandise', 'Articles promotionnels'),
  colour: 'ca0100',
  illustration: 'tshirt',
  subcategories: [],
};

/** Store merchandise printed on demand (tag printful): never in the physical store, always orderable. */
export function buildMerchandise(context: BuildContext, index: number): CatalogueEntry {
  const family = MERCHANDISE[index % MERCHANDISE.length]!;
  const leaf = { handle: MERCHANDISE_HANDLE, title: MERCH_AREA.title, family, weight: 1 };
  const placed: PlacedLeaf = { area: MERCH_AREA, subcategory: { handle: MERCHANDISE_HANDLE, title: MERCH_AREA.title, leaves: [leaf] }, leaf };
  const entry = buildRegularProduct(context, placed, Math.floor(index / MERCHANDISE.length), { areaIndex: 17 });
  const random = context.random.fork('merchandise-stock', index);
  for (const variant of entry.product.variants) {
    variant.inventory = { store: 0, warehouse: random.int(20, 150) };
    variant.inventoryPolicy = 'CONTINUE';
    variant.metafields = variantMetafields(variant.inventory.warehouse);
  }
  entry.product.tags = ['printful', MERCHANDISE_HANDLE];
  return { ...entry, kind: 'merchandise', specialOrder: false, shipping: null, tariff: false };
}

/** The paid priority-delivery add-on: one variant, hidden from search and listings (seo.hidden). */
export function buildPriorityDelivery(context: BuildContext): CatalogueEntry {
  const brand = brandBySlug(STORE_BRAND);
  const productId = context.ids.next('product');
  const image = {
    id: context.ids.next('image'),
    path: imagePath({ kind: 'product', design: 'delivery', colour: 'ca0100', width: 1000, height: 1000, label: ['Maple Audio', 'Priority Delivery'] }),
    altText: l('Priority delivery van', 'Camionnette de livraison prioritaire'),
    width: 1000,
    height: 1000,
  };
  const created = isoSeconds(addDays(context.referenceDate, -900));
  context.names.reserve(PRIORITY_DELIVERY_HANDLE);
  const product: ProductRecord = {
    id: productId,
    handle: PRIORITY_DELIVERY_HANDLE,
    status: 'ACTIVE',
    // As shop:setup creates it on a merchant's shop (packages/shop-model).
    title: l(PRIORITY_DELIVERY.title.en, PRIORITY_DELIVERY.title.fr),
    descriptionHtml: l(PRIORITY_DELIVERY.descriptionHtml.en, PRIORITY_DELIVERY.descriptionHtml.fr),
    vendor: brand.name,
    productType: l(PRIORITY_DELIVERY.productType, PRIORITY_DELIVERY.productType),
    tags: [...PRIORITY_DELIVERY.tags],
    createdAt: created,
    updatedAt: created,
    publishedAt: created,
    options: [{ id: context.ids.next('option'), name: l('Title'), values: [DEFAULT_TITLE] }],
    images: [image],
    variants: [
      {
        id: context.ids.next('variant'),
        productId,
        title: DEFAULT_TITLE,
        sku: PRIORITY_DELIVERY.sku,
        barcode: '',
        price: PRIORITY_DELIVERY.price,
        compareAtPrice: null,
        selectedOptions: [{ name: l('Title'), value: DEFAULT_TITLE }],
        imageId: image.id,
        inventory: { store: 0, warehouse: 1000 },
        inventoryPolicy: 'CONTINUE',
        requiresShipping: false,
        weightGrams: 0,
        metafields: variantMetafields(1000),
      },
    ],
    metafields: [metafield('seo', 'hidden', 'number_integer', '1')],
    seo: { title: null, description: l('Same-day dispatch and express delivery.', 'Expédition le jour même et livraison express.') },
    salesRank: 0,
  };
  context.codes.reserve(PRIORITY_DELIVERY.sku);
  return { product, kind: 'service', brand, model: 'Priority Delivery', series: null, placement: null, facts: null, specialOrder: false, shipping: null, tariff: false, parentId: null };
}
