import type { ImageRecord, MetafieldRecord, ProductRecord } from '../../catalog/model.js';
import { publicImageUrl } from '../../images/shopify-files.js';
import { toGid } from '../gid.js';
import { metafieldNumber } from '../metafield-id.js';
import { toConnection, type ConnectionArgs } from '../customer-account/graphql/connection.js';
import type { AdminContext, VariantSource, AdminResolvers } from './admin-context.js';
import { isPublishedOn } from './publications.js';
import { productTranslations } from './translations.js';

interface MediaSource {
  __typename: 'MediaImage';
  image: ImageRecord;
  product: ProductRecord;
}

/** A metafield with what the Admin API says of its owner: the key its gid is made from and its dates. */
export interface MetafieldSource {
  record: MetafieldRecord;
  owner: { key: string; createdAt: string; updatedAt: string };
}

const variantSources = (product: ProductRecord): VariantSource[] => product.variants.map((variant) => ({ variant, product, __typename: 'ProductVariant' }));

const totalStock = (source: VariantSource, context: AdminContext) => {
  const stock = context.catalog.inventory(source.variant.id);
  return stock.store + stock.warehouse;
};

const stripHtml = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** Product in the Admin API: English texts (the shop's primary language), drafts included. */
export const productResolvers: AdminResolvers<'Product'> = {
  id: (product: ProductRecord) => toGid('Product', product.id),
  publishedOnPublication: (product: ProductRecord, args: { publicationId: string }, context: AdminContext) =>
    isPublishedOn(context, 'Product', product.id, args.publicationId),
  title: (product: ProductRecord) => product.title.en,
  productType: (product: ProductRecord) => product.productType.en,
  descriptionHtml: (product: ProductRecord) => product.descriptionHtml.en,
  description: (product: ProductRecord, args: { truncateAt?: number | null }) => {
    const text = stripHtml(product.descriptionHtml.en);
    return args.truncateAt && text.length > args.truncateAt ? `${text.slice(0, Math.max(0, args.truncateAt - 3))}...` : text;
  },
  seo: (product: ProductRecord) => ({ title: product.seo.title?.en ?? null, description: product.seo.description?.en ?? null }),
  onlineStoreUrl: (product: ProductRecord, _args: unknown, context: AdminContext) =>
    product.status === 'ACTIVE' ? new URL(`/products/${product.handle}`, context.catalog.shop().primaryDomainUrl).toString() : null,
  totalInventory: (product: ProductRecord, _args: unknown, context: AdminContext) =>
    variantSources(product).reduce((total, source) => total + totalStock(source, context), 0),
  tracksInventory: () => true,
  hasOnlyDefaultVariant: (product: ProductRecord) => product.variants.length === 1 && product.options.length === 0,
  variants: (product: ProductRecord, args: ConnectionArgs & { reverse?: boolean | null }) => {
    const sources = variantSources(product);
    return toConnection(args.reverse ? sources.reverse() : sources, args, (source) => source.variant.id);
  },
  variantsCount: (product: ProductRecord) => ({ count: product.variants.length, precision: 'EXACT' }),
  media: (product: ProductRecord, args: ConnectionArgs & { reverse?: boolean | null }) => {
    const media: MediaSource[] = product.images.map((image) => ({ __typename: 'MediaImage', image, product }));
    return toConnection(args.reverse ? media.reverse() : media, args, (source) => source.image.id);
  },
  translations: (product: ProductRecord, args: { locale: string }) => productTranslations(product, args.locale),
  // Every metafield, storefront access or not: the Admin API is the store's own (staff) access.
  metafield: (product: ProductRecord, args: { namespace?: string | null; key: string }): MetafieldSource | null => {
    const record = args.namespace ? product.metafields.find((field) => field.namespace === args.namespace && field.key === args.key) : undefined;
    return record ? { record, owner: { key: `Product/${product.id}`, createdAt: product.createdAt, updatedAt: product.updatedAt } } : null;
  },
};

/** A metafield in the Admin API: localised values in the shop's primary language (English). */
export const metafieldResolvers: AdminResolvers<'Metafield'> = {
  id: (source: MetafieldSource) => toGid('Metafield', metafieldNumber(source.owner.key, source.record.namespace, source.record.key)),
  namespace: (source: MetafieldSource) => source.record.namespace,
  key: (source: MetafieldSource) => source.record.key,
  type: (source: MetafieldSource) => source.record.type,
  value: (source: MetafieldSource) => (typeof source.record.value === 'string' ? source.record.value : source.record.value.en),
  createdAt: (source: MetafieldSource) => source.owner.createdAt,
  updatedAt: (source: MetafieldSource) => source.owner.updatedAt,
};

/** A product image as Admin media; images added by URL keep that URL (the emulator does not fetch them). */
export const mediaImageResolvers: AdminResolvers<'MediaImage'> = {
  id: (source: MediaSource) => toGid('MediaImage', source.image.id),
  alt: (source: MediaSource) => source.image.altText.en,
  mediaContentType: () => 'IMAGE',
  status: () => 'READY',
  createdAt: (source: MediaSource) => source.product.createdAt,
  image: (source: MediaSource, _args: unknown, context: AdminContext) => ({
    id: toGid('ProductImage', source.image.id),
    url: publicImageUrl(source.image.path, context.origin).toString(),
    altText: source.image.altText.en,
    width: source.image.width || null,
    height: source.image.height || null,
  }),
};

export const variantResolvers: AdminResolvers<'ProductVariant'> = {
  id: (source: VariantSource) => toGid('ProductVariant', source.variant.id),
  title: (source: VariantSource) => source.variant.title.en,
  displayName: (source: VariantSource) => `${source.product.title.en} - ${source.variant.title.en}`,
  sku: (source: VariantSource) => source.variant.sku || null,
  barcode: (source: VariantSource) => source.variant.barcode || null,
  price: (source: VariantSource) => source.variant.price,
  compareAtPrice: (source: VariantSource) => source.variant.compareAtPrice,
  position: (source: VariantSource) => source.product.variants.findIndex((variant) => variant.id === source.variant.id) + 1,
  availableForSale: (source: VariantSource, _args: unknown, context: AdminContext) =>
    source.product.status === 'ACTIVE' && (source.variant.inventoryPolicy === 'CONTINUE' || totalStock(source, context) > 0),
  inventoryPolicy: (source: VariantSource) => source.variant.inventoryPolicy,
  inventoryQuantity: (source: VariantSource, _args: unknown, context: AdminContext) => totalStock(source, context),
  selectedOptions: (source: VariantSource) => source.variant.selectedOptions.map((option) => ({ name: option.name.en, value: option.value.en })),
  product: (source: VariantSource) => source.product,
  inventoryItem: (source: VariantSource) => ({ variant: source.variant, product: source.product, __typename: 'InventoryItem' }),
  createdAt: (source: VariantSource) => source.product.createdAt,
  updatedAt: (source: VariantSource) => source.product.updatedAt,
};
