import type { ProductRecord, VariantRecord } from '../../../catalog/model.js';
import { isVariantAvailable } from '../../../catalog/stock.js';
import { foldText, stripHtml, truncate } from '../../../catalog/text.js';
import { toGid } from '../../gid.js';
import type { StorefrontContext, StorefrontResolverMap } from '../storefront-context.js';
import { checkPageWindow, emptyConnection, paginate, type PageArgs } from './connection.js';
import { metafieldFields } from './metafield.js';
import { money } from './money.js';
import { compareAtRangeOf, priceRangeOf, selectedOptionsOf, totalInventoryOf, variantMatching, type SelectedOptionInput } from './product-facts.js';
import { productOptions } from './product-options.js';
import { collectionSource, imageSource, mediaImageSource, variantSource, type ProductSource } from './sources.js';
import { storeUrl } from './store-urls.js';

type Args<T = object> = T & PageArgs & { reverse?: boolean | null };
type SelectionArgs = { selectedOptions?: SelectedOptionInput[] | null; caseInsensitiveMatch?: boolean | null; ignoreUnknownOptions?: boolean | null };

const ordered = <T>(items: readonly T[], reverse: boolean | null | undefined) => (reverse ? [...items].reverse() : items);

function variantSortValue(variant: VariantRecord, position: number, sortKey: string, context: StorefrontContext): string | number {
  if (sortKey === 'ID') return variant.id;
  if (sortKey === 'SKU') return variant.sku;
  if (sortKey === 'TITLE') return foldText(context.text(variant.title));
  return position + 1;
}

function firstAvailable(product: ProductRecord, context: StorefrontContext): VariantRecord | undefined {
  return product.variants.find((variant) => isVariantAvailable(variant, context.stock(variant.id))) ?? product.variants[0];
}

export const productResolvers: StorefrontResolverMap = {
  Product: {
    id: (source: ProductSource) => toGid('Product', source.record.id),
    handle: (source: ProductSource) => source.record.handle,
    title: (source: ProductSource, _args: unknown, context: StorefrontContext) => context.text(source.record.title),
    description: (source: ProductSource, args: { truncateAt?: number | null }, context: StorefrontContext) =>
      truncate(stripHtml(context.text(source.record.descriptionHtml)), args.truncateAt),
    descriptionHtml: (source: ProductSource, _args: unknown, context: StorefrontContext) => context.text(source.record.descriptionHtml),
    vendor: (source: ProductSource) => source.record.vendor,
    productType: (source: ProductSource, _args: unknown, context: StorefrontContext) => context.text(source.record.productType),
    tags: (source: ProductSource) => source.record.tags,
    availableForSale: (source: ProductSource, _args: unknown, context: StorefrontContext) => context.productAvailable(source.record),
    createdAt: (source: ProductSource) => source.record.createdAt,
    updatedAt: (source: ProductSource) => source.record.updatedAt,
    publishedAt: (source: ProductSource) => source.record.publishedAt ?? source.record.createdAt,
    onlineStoreUrl: (source: ProductSource, _args: unknown, context: StorefrontContext) => storeUrl(context, `/products/${source.record.handle}`),
    isGiftCard: () => false,
    requiresSellingPlan: () => false,
    trackingParameters: () => null,
    category: () => null,
    encodedVariantAvailability: () => null,
    encodedVariantExistence: () => null,
    seo: (source: ProductSource, _args: unknown, context: StorefrontContext) => ({
      title: source.record.seo.title ? context.text(source.record.seo.title) : null,
      description: source.record.seo.description ? context.text(source.record.seo.description) : null,
    }),
    totalInventory: (source: ProductSource, _args: unknown, context: StorefrontContext) => totalInventoryOf(source.record, context),
    priceRange: (source: ProductSource) => {
      const range = priceRangeOf(source.record);
      return { minVariantPrice: money(range.min), maxVariantPrice: money(range.max) };
    },
    compareAtPriceRange: (source: ProductSource) => {
      const range = compareAtRangeOf(source.record);
      return { minVariantPrice: money(range.min), maxVariantPrice: money(range.max) };
    },
    options: (source: ProductSource, args: { first?: number | null }) => productOptions(source.record, args.first),
    variantsCount: (source: ProductSource) => ({ count: source.record.variants.length, precision: 'EXACT' }),
    variants: (source: ProductSource, args: Args<{ sortKey?: string | null }>, context: StorefrontContext) => {
      const sortKey = args.sortKey ?? 'POSITION';
      const entries = source.record.variants.map((variant, position) => ({ variant, value: variantSortValue(variant, position, sortKey, context) }));
      if (sortKey !== 'POSITION' && sortKey !== 'RELEVANCE') entries.sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : a.variant.id - b.variant.id));
      return paginate(ordered(entries, args.reverse), args, {
        fieldName: 'variants',
        key: (entry) => ({ id: entry.variant.id, value: entry.value }),
        node: (entry) => variantSource(entry.variant, source.record),
      });
    },
    selectedOrFirstAvailableVariant: (source: ProductSource, args: SelectionArgs, context: StorefrontContext) => {
      const chosen =
        (args.selectedOptions?.length ? variantMatching(source.record, args.selectedOptions, { ...args, ignoreUnknownOptions: args.ignoreUnknownOptions ?? true }) : undefined) ??
        firstAvailable(source.record, context);
      return chosen ? variantSource(chosen, source.record) : null;
    },
    variantBySelectedOptions: (source: ProductSource, args: SelectionArgs) => {
      const chosen = variantMatching(source.record, args.selectedOptions ?? [], args);
      return chosen ? variantSource(chosen, source.record) : null;
    },
    // Variants one option away from the selection (Shopify's option-value swatches use them).
    adjacentVariants: (source: ProductSource, args: SelectionArgs) => {
      const selected = args.selectedOptions ?? [];
      if (selected.length === 0) return [];
      return source.record.variants
        .filter((variant) => {
          const options = selectedOptionsOf(variant);
          const differing = selected.filter((choice) => !options.some((option) => option.name.en === choice.name && (option.value.en === choice.value || option.value.fr === choice.value)));
          return differing.length === 1;
        })
        .map((variant) => variantSource(variant, source.record));
    },
    featuredImage: (source: ProductSource) => (source.record.images[0] ? imageSource(source.record.images[0]) : null),
    images: (source: ProductSource, args: Args) =>
      paginate(ordered(source.record.images.map((image, position) => ({ image, position })), args.reverse), args, {
        fieldName: 'images',
        key: (entry) => ({ id: entry.image.id, value: entry.position + 1 }),
        node: (entry) => imageSource(entry.image),
      }),
    media: (source: ProductSource, args: Args) =>
      paginate(ordered(source.record.images.map((image, position) => ({ image, position })), args.reverse), args, {
        fieldName: 'media',
        key: (entry) => ({ id: entry.image.id, value: entry.position + 1 }),
        node: (entry) => mediaImageSource(entry.image),
      }),
    collections: (source: ProductSource, args: Args, context: StorefrontContext) =>
      paginate(ordered(context.catalog.collectionsOfProduct(source.record.id), args.reverse), args, {
        fieldName: 'collections',
        key: (collection) => ({ id: collection.id, value: collection.id }),
        node: collectionSource,
      }),
    sellingPlanGroups: (_source: ProductSource, args: PageArgs) => {
      checkPageWindow(args, 'sellingPlanGroups');
      return emptyConnection();
    },
    ...metafieldFields('PRODUCT', (source: ProductSource) => ({
      records: source.record.metafields,
      owner: { source, key: `Product/${source.record.id}`, updatedAt: source.record.updatedAt },
    })),
  },
};
