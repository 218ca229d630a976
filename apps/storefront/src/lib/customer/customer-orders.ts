import 'server-only';
import { toAmount } from '@/domain/pricing/money';
import type { Locale } from '@/i18n/routing';
import type { CustomerSession } from '@/lib/session/customer-session';
import { customerAccountRequest } from './customer-account-api';
import type { OrdersPaging } from './orders-paging';
import { CUSTOMER_ORDERS_QUERY } from './queries/customer-orders';
import type { CustomerOrder, CustomerOrdersPage, Money } from './types';

interface RawMoney {
  amount: string;
  currencyCode: string;
}

interface RawOrder {
  id: string;
  name: string;
  processedAt: string;
  cancelledAt: string | null;
  financialStatus: string | null;
  fulfillmentStatus: string;
  statusPageUrl: string;
  totalPrice: RawMoney;
  lineItems: {
    nodes: {
      id: string;
      title: string;
      variantTitle: string | null;
      quantity: number;
      image: { url: string; altText: string | null } | null;
      totalPrice: RawMoney | null;
    }[];
  };
}

interface CustomerOrdersData {
  customer: { orders: { nodes: RawOrder[]; pageInfo: CustomerOrdersPage['pageInfo'] } };
}

const toMoney = (money: RawMoney): Money => ({ amount: toAmount(money.amount) ?? 0, currencyCode: money.currencyCode });

function toOrder(order: RawOrder): CustomerOrder {
  return {
    id: order.id,
    name: order.name,
    processedAt: order.processedAt,
    cancelled: order.cancelledAt !== null,
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    statusPageUrl: order.statusPageUrl,
    total: toMoney(order.totalPrice),
    lines: order.lineItems.nodes.map((line) => ({
      id: line.id,
      title: line.title,
      variantTitle: line.variantTitle && line.variantTitle !== 'Default Title' ? line.variantTitle : null,
      quantity: line.quantity,
      image: line.image,
      total: line.totalPrice ? toMoney(line.totalPrice) : null,
    })),
  };
}

/** One page of the signed-in customer's orders, newest first. */
export async function getCustomerOrders(session: CustomerSession, paging: OrdersPaging, locale: Locale): Promise<CustomerOrdersPage> {
  const { customer } = await customerAccountRequest<CustomerOrdersData>(CUSTOMER_ORDERS_QUERY, {
    accessToken: session.accessToken,
    locale,
    variables: paging,
  });
  return { orders: customer.orders.nodes.map(toOrder), pageInfo: customer.orders.pageInfo };
}
