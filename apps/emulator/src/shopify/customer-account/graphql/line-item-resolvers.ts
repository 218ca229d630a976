import type { OrderLineRecord, OrderRecord } from '../../../catalog/model.js';
import { publicImageUrl } from '../../../images/shopify-files.js';
import { toGid } from '../../gid.js';
import { localized, type CustomerAccountContext, type CustomerAccountResolvers } from './context.js';
import { money, sum } from './money.js';

export interface LineItemSource {
  line: OrderLineRecord;
  order: OrderRecord;
}

const title = ({ line }: LineItemSource, _args: unknown, context: CustomerAccountContext) => localized(line.title, context.language);

function variantTitle({ line }: LineItemSource, _args: unknown, context: CustomerAccountContext): string | null {
  if (!line.variantTitle) return null;
  const text = localized(line.variantTitle, context.language);
  return text === 'Default Title' ? null : text;
}

const gross = ({ line }: LineItemSource) => sum([Number(line.price) * line.quantity]);
const net = (source: LineItemSource) => sum([gross(source), -Number(source.line.discount)]);

function image({ line }: LineItemSource, _args: unknown, context: CustomerAccountContext) {
  if (!line.imagePath) return null;
  const product = line.productId === null ? undefined : context.catalog.productById(line.productId, { includeDrafts: true });
  const record = product?.images.find((candidate) => candidate.path === line.imagePath);
  const url = publicImageUrl(line.imagePath, context.origin).toString();
  return {
    id: record ? toGid('ProductImage', record.id) : null,
    url,
    src: url,
    originalSrc: url,
    transformedSrc: url,
    altText: record ? localized(record.altText, context.language) : null,
    width: record?.width ?? null,
    height: record?.height ?? null,
    thumbhash: null,
  };
}

/** LineItem over an order line; product details the line doesn't keep come from the catalogue. */
export const lineItemResolvers: CustomerAccountResolvers<'LineItem'> = {
  id: ({ line }: LineItemSource) => toGid('LineItem', line.id),
  title,
  presentmentTitle: title,
  variantTitle,
  name: (source: LineItemSource, args: unknown, context: CustomerAccountContext) => {
    const variant = variantTitle(source, args, context);
    return variant ? `${title(source, args, context)} - ${variant}` : title(source, args, context);
  },
  quantity: ({ line }: LineItemSource) => line.quantity,
  soldQuantity: ({ line }: LineItemSource) => line.quantity,
  refundableQuantity: ({ line, order }: LineItemSource) => (order.financialStatus === 'REFUNDED' ? 0 : line.quantity),
  sku: ({ line }: LineItemSource) => line.sku || null,
  price: ({ line, order }: LineItemSource) => money(line.price, order.currencyCode),
  totalPriceBeforeDiscounts: (source: LineItemSource) => money(gross(source), source.order.currencyCode),
  totalPrice: (source: LineItemSource) => money(net(source), source.order.currencyCode),
  totalPriceWithDiscounts: (source: LineItemSource) => money(net(source), source.order.currencyCode),
  currentTotalPrice: (source: LineItemSource) => money(net(source), source.order.currencyCode),
  soldTotalPrice: (source: LineItemSource) => money(gross(source), source.order.currencyCode),
  soldDiscountedTotalPrice: (source: LineItemSource) => money(net(source), source.order.currencyCode),
  totalDiscount: ({ line, order }: LineItemSource) => money(line.discount, order.currencyCode),
  image,
  productId: ({ line }: LineItemSource) => (line.productId === null ? null : toGid('Product', line.productId)),
  variantId: ({ line }: LineItemSource) => (line.variantId === null ? null : toGid('ProductVariant', line.variantId)),
  vendor: ({ line }: LineItemSource, _args: unknown, context: CustomerAccountContext) =>
    line.productId === null ? null : (context.catalog.productById(line.productId, { includeDrafts: true })?.vendor ?? null),
  productType: ({ line }: LineItemSource, _args: unknown, context: CustomerAccountContext) => {
    const product = line.productId === null ? undefined : context.catalog.productById(line.productId, { includeDrafts: true });
    return product ? localized(product.productType, context.language) : null;
  },
  requiresShipping: () => true,
  giftCard: () => false,
  legacyFee: () => false,
  legacyFeeDescription: () => null,
  legacyFeeTitle: () => null,
  group: () => null,
  groupTitle: () => null,
  sellingPlan: () => null,
  unitPrice: () => null,
};
