import type { OrderLineRecord, OrderRecord } from '../../../catalog/model.js';
import type { ResolverMap } from '../../../graphql/executor.js';
import { toGid } from '../../gid.js';
import { emptyConnection, paginate, type PageArgs } from '../resolvers/connection.js';
import { money } from '../resolvers/money.js';
import { variantSource } from '../resolvers/sources.js';
import type { StorefrontContext } from '../storefront-context.js';
import { mailingAddressSource } from './cart-customer.js';

export type OrdersArgs = PageArgs & { reverse?: boolean | null; sortKey?: 'ID' | 'PROCESSED_AT' | 'TOTAL_PRICE' | 'RELEVANCE' | null };

interface OrderSource {
  __typename: 'Order';
  record: OrderRecord;
}

interface LineItemSource {
  line: OrderLineRecord;
}

const orderKeys: Record<string, (order: OrderRecord) => number | string> = {
  ID: (order) => order.id,
  RELEVANCE: (order) => order.id,
  PROCESSED_AT: (order) => order.processedAt,
  TOTAL_PRICE: (order) => Number(order.total),
};

/** A customer's orders as the Storefront API's Customer.orders pages them (by id unless sorted otherwise). */
export function storefrontOrders(orders: readonly OrderRecord[], args: OrdersArgs) {
  const keyOf = orderKeys[args.sortKey ?? 'ID'] ?? orderKeys.ID!;
  const sorted = [...orders].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : a.id - b.id));
  if (args.reverse) sorted.reverse();
  return paginate(sorted, args, {
    fieldName: 'orders',
    key: (order) => ({ id: order.id, value: keyOf(order) }),
    node: (record): OrderSource => ({ __typename: 'Order', record }),
  });
}

const gross = (order: OrderRecord) => order.lines.reduce((total, line) => total + Number(line.price) * line.quantity, 0);

/** Storefront Order and OrderLineItem over the stored order records. */
export function storefrontOrderResolvers(accountUrl: (context: StorefrontContext) => string): ResolverMap<StorefrontContext> {
  return {
    Order: {
      id: (source: OrderSource) => toGid('Order', source.record.id),
      name: (source: OrderSource) => `#${source.record.number}`,
      orderNumber: (source: OrderSource) => source.record.number,
      processedAt: (source: OrderSource) => source.record.processedAt,
      email: (source: OrderSource) => source.record.email || null,
      phone: () => null,
      currencyCode: (source: OrderSource) => source.record.currencyCode,
      customerLocale: (source: OrderSource) => source.record.locale,
      customerUrl: (_source: OrderSource, _args: unknown, context: StorefrontContext) => accountUrl(context),
      statusUrl: (_source: OrderSource, _args: unknown, context: StorefrontContext) => accountUrl(context),
      financialStatus: (source: OrderSource) => source.record.financialStatus,
      fulfillmentStatus: (source: OrderSource) => source.record.fulfillmentStatus,
      canceledAt: (source: OrderSource) => source.record.cancelledAt,
      cancelReason: (source: OrderSource) => (source.record.cancelledAt ? 'CUSTOMER' : null),
      edited: () => false,
      customAttributes: () => [],
      billingAddress: () => null,
      shippingAddress: (source: OrderSource) => (source.record.shippingAddress ? mailingAddressSource(source.record.shippingAddress, 'Address') : null),
      shippingDiscountAllocations: () => [],
      successfulFulfillments: () => [],
      discountApplications: () => emptyConnection(),
      subtotalPrice: (source: OrderSource) => money(source.record.subtotal),
      subtotalPriceV2: (source: OrderSource) => money(source.record.subtotal),
      currentSubtotalPrice: (source: OrderSource) => money(source.record.subtotal),
      totalPrice: (source: OrderSource) => money(source.record.total),
      totalPriceV2: (source: OrderSource) => money(source.record.total),
      currentTotalPrice: (source: OrderSource) => money(source.record.total),
      originalTotalPrice: (source: OrderSource) => money(gross(source.record) + Number(source.record.shipping) + Number(source.record.tax)),
      totalShippingPrice: (source: OrderSource) => money(source.record.shipping),
      totalShippingPriceV2: (source: OrderSource) => money(source.record.shipping),
      currentTotalShippingPrice: (source: OrderSource) => money(source.record.shipping),
      totalTax: (source: OrderSource) => money(source.record.tax),
      totalTaxV2: (source: OrderSource) => money(source.record.tax),
      currentTotalTax: (source: OrderSource) => money(source.record.tax),
      totalRefunded: (source: OrderSource) => money(source.record.financialStatus === 'REFUNDED' ? source.record.total : 0),
      totalRefundedV2: (source: OrderSource) => money(source.record.financialStatus === 'REFUNDED' ? source.record.total : 0),
      originalTotalDuties: () => null,
      currentTotalDuties: () => null,
      metafield: () => null,
      metafields: (_source: OrderSource, args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
      lineItems: (source: OrderSource, args: PageArgs & { reverse?: boolean | null }) => {
        const lines = args.reverse ? [...source.record.lines].reverse() : source.record.lines;
        return paginate(lines, args, { fieldName: 'lineItems', key: (line) => ({ id: line.id, value: null }), node: (line): LineItemSource => ({ line }) });
      },
    },
    OrderLineItem: {
      title: (source: LineItemSource, _args: unknown, context: StorefrontContext) => context.text(source.line.title),
      quantity: (source: LineItemSource) => source.line.quantity,
      currentQuantity: (source: LineItemSource) => source.line.quantity,
      customAttributes: () => [],
      discountAllocations: () => [],
      originalTotalPrice: (source: LineItemSource) => money(Number(source.line.price) * source.line.quantity),
      discountedTotalPrice: (source: LineItemSource) => money(Number(source.line.price) * source.line.quantity - Number(source.line.discount)),
      variant: (source: LineItemSource, _args: unknown, context: StorefrontContext) => {
        const found = source.line.variantId === null ? undefined : context.catalog.variantById(source.line.variantId);
        return found ? variantSource(found.variant, found.product) : null;
      },
    },
  };
}
