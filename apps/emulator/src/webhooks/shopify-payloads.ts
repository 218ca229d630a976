import type { Catalog } from '../catalog/catalog.js';
import type { CollectionRecord, InventoryRecord, ProductRecord } from '../catalog/model.js';
import { LOCATIONS } from '../shopify/admin/admin-context.js';
import { toGid } from '../shopify/gid.js';

// Shopify's webhook payloads are the REST Admin API's resources, in the shop's primary language (English).

const DEFAULT_TITLE = 'Default Title';

function restVariant(product: ProductRecord, index: number, inventory: InventoryRecord) {
  const variant = product.variants[index]!;
  const values = variant.selectedOptions.map((option) => option.value.en);
  const quantity = inventory.store + inventory.warehouse;
  return {
    admin_graphql_api_id: toGid('ProductVariant', variant.id),
    barcode: variant.barcode || null,
    compare_at_price: variant.compareAtPrice,
    created_at: product.createdAt,
    id: variant.id,
    inventory_policy: variant.inventoryPolicy === 'CONTINUE' ? 'continue' : 'deny',
    position: index + 1,
    price: variant.price,
    product_id: product.id,
    sku: variant.sku,
    taxable: true,
    title: variant.title.en,
    updated_at: product.updatedAt,
    option1: values[0] ?? DEFAULT_TITLE,
    option2: values[1] ?? null,
    option3: values[2] ?? null,
    image_id: variant.imageId,
    inventory_item_id: variant.id,
    inventory_quantity: quantity,
    old_inventory_quantity: quantity,
  };
}

function restOptions(product: ProductRecord) {
  if (product.options.length === 0) return [{ name: 'Title', id: product.id, product_id: product.id, position: 1, values: [DEFAULT_TITLE] }];
  return product.options.map((option, index) => ({
    name: option.name.en,
    id: option.id,
    product_id: product.id,
    position: index + 1,
    values: option.values.map((value) => value.en),
  }));
}

function restImages(product: ProductRecord, origin: string) {
  return product.images.map((image, index) => ({
    id: image.id,
    alt: image.altText.en || null,
    position: index + 1,
    product_id: product.id,
    created_at: product.createdAt,
    updated_at: product.updatedAt,
    admin_graphql_api_id: toGid('ProductImage', image.id),
    width: image.width,
    height: image.height,
    src: new URL(image.path, origin).toString(),
    variant_ids: product.variants.filter((variant) => variant.imageId === image.id).map((variant) => variant.id),
  }));
}

/** products/create, products/update: the REST Product resource with its variants, options and images. */
export function restProduct(product: ProductRecord, catalog: Pick<Catalog, 'inventory'>, origin: string) {
  const images = restImages(product, origin);
  return {
    admin_graphql_api_id: toGid('Product', product.id),
    body_html: product.descriptionHtml.en,
    created_at: product.createdAt,
    handle: product.handle,
    id: product.id,
    product_type: product.productType.en,
    published_at: product.publishedAt,
    template_suffix: null,
    title: product.title.en,
    updated_at: product.updatedAt,
    vendor: product.vendor,
    status: product.status.toLowerCase(),
    published_scope: 'global',
    tags: product.tags.join(', '),
    variants: product.variants.map((variant, index) => restVariant(product, index, catalog.inventory(variant.id))),
    options: restOptions(product),
    images,
    image: images[0] ?? null,
    variant_gids: product.variants.map((variant) => ({ admin_graphql_api_id: toGid('ProductVariant', variant.id), updated_at: product.updatedAt })),
    has_variants_that_requires_components: false,
    category: null,
  };
}

/** collections/update: the REST Collection resource (a custom collection: products in manual order). */
export function restCollection(collection: CollectionRecord) {
  return {
    id: collection.id,
    handle: collection.handle,
    title: collection.title.en,
    updated_at: collection.updatedAt,
    body_html: collection.descriptionHtml.en,
    published_at: collection.updatedAt,
    sort_order: 'manual',
    template_suffix: null,
    published_scope: 'global',
    admin_graphql_api_id: toGid('Collection', collection.id),
  };
}

/** inventory_levels/update: an inventory item's quantity at one location (the item's id is its variant's). */
export function restInventoryLevel(variantId: number, location: keyof InventoryRecord, available: number, updatedAt: string) {
  const locationId = LOCATIONS.find((candidate) => candidate.stock === location)!.id;
  return {
    inventory_item_id: variantId,
    location_id: locationId,
    available,
    updated_at: updatedAt,
    admin_graphql_api_id: toGid('InventoryLevel', locationId, { inventory_item_id: String(variantId) }),
  };
}
