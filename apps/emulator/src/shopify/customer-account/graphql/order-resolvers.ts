import type { OrderRecord } from '../../../catalog/model.js';
import { toGid } from '../../gid.js';
import { toConnection, type ConnectionArgs } from './connection.js';
import { customerOf, type CustomerAccountContext, type CustomerAccountResolvers } from './context.js';
import type { LineItemSource } from './line-item-resolvers.js';
import { metafieldFields } from './metafields.js';
import { money, sum } from './money.js';

const grossSubtotal = (order: OrderRecord) => sum(order.lines.map((line) => Number(line.price) * line.quantity));
const discounts = (order: OrderRecord) => sum(order.lines.map((line) => line.discount));
const subtotal = (order: OrderRecord) => sum([grossSubtotal(order), -discounts(order)]);

function discountApplications(order: OrderRecord) {
  const share = order.discountCodes.length ? discounts(order) / order.discountCodes.length : 0;
  return order.discountCodes.map((code) => ({
    __typename: 'DiscountCodeApplication',
    code,
    allocationMethod: 'ACROSS',
    targetSelection: 'ALL',
    targetType: 'LINE_ITEM',
    value: money(share, order.currencyCode),
  }));
}

/** Order over the stored order record, with Shopify's money fields derived from its lines. */
export const orderResolvers: CustomerAccountResolvers<'Order'> = {
  id: (order: OrderRecord) => toGid('Order', order.id),
  name: (order: OrderRecord) => `#${order.number}`,
  createdAt: (order: OrderRecord) => order.processedAt,
  updatedAt: (order: OrderRecord) => order.processedAt,
  customerLocale: (order: OrderRecord) => order.locale,
  cancelReason: (order: OrderRecord) => (order.cancelledAt ? 'CUSTOMER' : null),
  confirmationNumber: () => null,
  phone: () => null,
  note: () => null,
  poNumber: () => null,
  edited: () => false,
  hasEmail: (order: OrderRecord) => order.email !== '',
  hasMultipleFulfillments: () => false,
  requiresShipping: (order: OrderRecord) => order.shippingAddress !== null,
  customer: (_order: OrderRecord, _args: unknown, context: CustomerAccountContext) => customerOf(context),
  billingAddress: () => null,
  statusPageUrl: (order: OrderRecord, _args: unknown, context: CustomerAccountContext) => context.statusPageUrl(order.id),
  totalPrice: (order: OrderRecord) => money(order.total, order.currencyCode),
  subtotal: (order: OrderRecord) => money(subtotal(order), order.currencyCode),
  subtotalBeforeDiscounts: (order: OrderRecord) => money(grossSubtotal(order), order.currencyCode),
  totalTax: (order: OrderRecord) => money(order.tax, order.currencyCode),
  totalShipping: (order: OrderRecord) => money(order.shipping, order.currencyCode),
  totalDiscountedShipping: (order: OrderRecord) => money(order.shipping, order.currencyCode),
  totalRefunded: (order: OrderRecord) => money(order.financialStatus === 'REFUNDED' ? order.total : 0, order.currencyCode),
  totalDuties: () => null,
  totalTip: () => null,
  market: () => ({ id: toGid('Market', 1), handle: 'ca', webPresence: null }),
  discountInformation: (order: OrderRecord) => ({
    totalDiscounts: money(discounts(order), order.currencyCode),
    totalOrderLevelAppliedDiscounts: money(0, order.currencyCode),
  }),
  soldInformation: (order: OrderRecord) => ({
    quantity: order.lines.reduce((total, line) => total + line.quantity, 0),
    refundedQuantity: 0,
    subtotal: money(subtotal(order), order.currencyCode),
    total: money(order.total, order.currencyCode),
    totalDiscount: money(discounts(order), order.currencyCode),
    totalTaxes: money(order.tax, order.currencyCode),
  }),
  returnInformation: () => ({ hasRestockingFee: false, hasReturnPromise: false, hasReturnShippingFee: false, nonReturnableSummary: null, returnShippingMethodNote: null }),
  lineItems: (order: OrderRecord, args: ConnectionArgs) =>
    toConnection<LineItemSource>(
      order.lines.map((line) => ({ line, order })),
      args,
      (source) => source.line.id,
    ),
  discountApplications: (order: OrderRecord, args: ConnectionArgs) => toConnection(discountApplications(order), args, (application) => application.code),
  ...metafieldFields('ORDER', (order: OrderRecord) => ({ metafields: [], ownerGid: toGid('Order', order.id), updatedAt: order.processedAt, language: 'EN' })),
};
