import { isVariantAvailable, sellableQuantity } from '../../../catalog/stock.js';
import { toGid } from '../../gid.js';
import type { StorefrontContext, StorefrontResolverMap } from '../storefront-context.js';
import { checkPageWindow, emptyConnection, paginate, type PageArgs } from './connection.js';
import { metafieldFields } from './metafield.js';
import { money } from './money.js';
import { selectedOptionsOf } from './product-facts.js';
import { imageSource, productSource, type VariantSource } from './sources.js';
import { STORE_LOCATION_ID, storeLocation } from './store-location.js';

const emptyWindow = (name: string) => (_source: unknown, args: PageArgs) => {
  checkPageWindow(args, name);
  return emptyConnection();
};

export const variantResolvers: StorefrontResolverMap = {
  ProductVariant: {
    id: (source: VariantSource) => toGid('ProductVariant', source.record.id),
    title: (source: VariantSource, _args: unknown, context: StorefrontContext) => context.text(source.record.title),
    sku: (source: VariantSource) => source.record.sku || null,
    barcode: (source: VariantSource) => source.record.barcode || null,
    availableForSale: (source: VariantSource, _args: unknown, context: StorefrontContext) =>
      isVariantAvailable(source.record, context.stock(source.record.id)),
    currentlyNotInStock: (source: VariantSource, _args: unknown, context: StorefrontContext) =>
      source.record.inventoryPolicy === 'CONTINUE' && sellableQuantity(context.stock(source.record.id)) <= 0,
    quantityAvailable: (source: VariantSource, _args: unknown, context: StorefrontContext) => sellableQuantity(context.stock(source.record.id)),
    price: (source: VariantSource) => money(source.record.price),
    priceV2: (source: VariantSource) => money(source.record.price),
    compareAtPrice: (source: VariantSource) => (source.record.compareAtPrice ? money(source.record.compareAtPrice) : null),
    compareAtPriceV2: (source: VariantSource) => (source.record.compareAtPrice ? money(source.record.compareAtPrice) : null),
    unitPrice: () => null,
    unitPriceMeasurement: () => null,
    selectedOptions: (source: VariantSource, _args: unknown, context: StorefrontContext) =>
      selectedOptionsOf(source.record).map((option) => ({ name: context.text(option.name), value: context.text(option.value) })),
    image: (source: VariantSource, _args: unknown, context: StorefrontContext) => {
      const image = source.record.imageId === null ? undefined : context.catalog.imageById(source.record.imageId);
      return image ? imageSource(image) : null;
    },
    product: (source: VariantSource) => productSource(source.product),
    weight: (source: VariantSource) => source.record.weightGrams / 1000,
    weightUnit: () => 'KILOGRAMS',
    requiresShipping: (source: VariantSource) => source.record.requiresShipping,
    taxable: () => true,
    requiresComponents: () => false,
    quantityRule: () => ({ minimum: 1, maximum: null, increment: 1 }),
    quantityPriceBreaks: emptyWindow('quantityPriceBreaks'),
    sellingPlanAllocations: emptyWindow('sellingPlanAllocations'),
    components: emptyWindow('components'),
    groupedBy: emptyWindow('groupedBy'),
    shopPayInstallmentsPricing: () => null,
    storeAvailability: (source: VariantSource, args: PageArgs, context: StorefrontContext) => {
      const store = context.stock(source.record.id).store;
      const entry = {
        available: store > 0,
        quantityAvailable: Math.max(0, store),
        pickUpTime: context.language === 'FR' ? 'Habituellement prête en 24 heures' : 'Usually ready in 24 hours',
        location: storeLocation(context.catalog.shop()),
      };
      return paginate([entry], args, { fieldName: 'storeAvailability', key: () => ({ id: STORE_LOCATION_ID, value: null }), node: (item) => item });
    },
    ...metafieldFields('PRODUCTVARIANT', (source: VariantSource) => ({
      records: source.record.metafields,
      owner: { source, key: `ProductVariant/${source.record.id}`, updatedAt: source.product.updatedAt },
    })),
  },
};
