import 'server-only';
import { toAmount } from '@/domain/pricing/money';
import type { Locale } from '@/i18n/routing';
import type { CustomerSession } from '@/lib/session/customer-session';
import { customerAccountRequest } from './customer-account-api';
import type { OrdersPaging } from './orders-paging';
import { CUSTOMER_ORDERS_QUERY } from './queries/customer-orders';
import type { CustomerOrdersQuery } from './generated/customer.generated';
import type { CustomerOrder, CustomerOrdersPage, Money } from './types';

type Order = CustomerOrdersQuery['customer']['orders']['nodes'][number];

const toMoney = (money: Order['totalPrice']): Money => ({ amount: toAmount(money.amount) ?? 0, currencyCode: money.currencyCode });

function toOrder(order: Order): CustomerOrder {
  return {
    id: order.id,
    name: order.name,
    processedAt: order.processedAt,
    cancelled: order.cancelledAt !== null,
    financialStatus: order.financialStatus ?? null,
    fulfillmentStatus: order.fulfillmentStatus,
    statusPageUrl: order.statusPageUrl,
    total: toMoney(order.totalPrice),
    lines: order.lineItems.nodes.map((line) => ({
      id: line.id,
      title: line.title,
      variantTitle: line.variantTitle && line.variantTitle !== 'Default Title' ? line.variantTitle : null,
      quantity: line.quantity,
      image: line.image ? { url: line.image.url, altText: line.image.altText ?? null } : null,
      total: line.totalPrice ? toMoney(line.totalPrice) : null,
    })),
  };
}

/** One page of the signed-in customer's orders, newest first. */
export async function getCustomerOrders(session: CustomerSession, paging: OrdersPaging, locale: Locale): Promise<CustomerOrdersPage> {
  const { customer } = await customerAccountRequest(CUSTOMER_ORDERS_QUERY, {
    accessToken: session.accessToken,
    locale,
    variables: paging,
  });
  const { pageInfo } = customer.orders;
  return {
    orders: customer.orders.nodes.map(toOrder),
    pageInfo: { ...pageInfo, startCursor: pageInfo.startCursor ?? null, endCursor: pageInfo.endCursor ?? null },
  };
}
