import type { CustomerRecord } from '../../../catalog/model.js';
import { toGid } from '../../gid.js';
import { toConnection, type ConnectionArgs } from './connection.js';
import type { CustomerAccountContext, CustomerAccountResolvers } from './context.js';
import { metafieldFields } from './metafields.js';
import { filterOrders, sortOrders, type OrderSortKey } from './order-query.js';

interface OrdersArgs extends ConnectionArgs {
  sortKey?: OrderSortKey | null;
  reverse?: boolean | null;
  query?: string | null;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

function displayName(customer: CustomerRecord): string {
  return `${customer.firstName} ${customer.lastName}`.trim() || customer.email;
}

function initials(customer: CustomerRecord): string {
  const letters = [customer.firstName, customer.lastName].map((name) => name.trim().charAt(0)).join('');
  return (letters || customer.email.charAt(0)).toUpperCase();
}

/** Customer over the stored record: the signed-in customer's profile, addresses, metafields and orders. */
export const customerResolvers: CustomerAccountResolvers<'Customer'> = {
  id: (customer: CustomerRecord) => toGid('Customer', customer.id),
  firstName: (customer: CustomerRecord) => blankToNull(customer.firstName),
  lastName: (customer: CustomerRecord) => blankToNull(customer.lastName),
  displayName,
  emailAddress: (customer: CustomerRecord) => ({ emailAddress: customer.email, marketingState: customer.emailMarketingState }),
  phoneNumber: (customer: CustomerRecord) => (customer.phone ? { phoneNumber: customer.phone, marketingState: 'NOT_SUBSCRIBED' } : null),
  imageUrl: (customer: CustomerRecord, _args: unknown, context: CustomerAccountContext) =>
    new URL(`/customer/avatars/${encodeURIComponent(initials(customer))}.svg`, context.origin).toString(),
  creationDate: (customer: CustomerRecord) => customer.createdAt,
  createdAt: (customer: CustomerRecord) => customer.createdAt,
  defaultAddress: (customer: CustomerRecord) => customer.addresses.find((address) => address.id === customer.defaultAddressId) ?? null,
  addresses: (customer: CustomerRecord, args: ConnectionArgs & { reverse?: boolean | null; skipDefault?: boolean | null }) => {
    const addresses = customer.addresses.filter((address) => !args.skipDefault || address.id !== customer.defaultAddressId);
    return toConnection(args.reverse ? addresses.reverse() : addresses, args, (address) => address.id);
  },
  orders: (customer: CustomerRecord, args: OrdersArgs, context: CustomerAccountContext) => {
    const orders = sortOrders(filterOrders(context.customers.ordersOf(customer.id), args.query), args.sortKey ?? undefined, args.reverse ?? undefined);
    return toConnection(orders, args, (order) => order.id);
  },
  lastIncompleteCheckout: () => null,
  paypalBillingAgreement: () => null,
  ...metafieldFields('CUSTOMER', (customer: CustomerRecord, context: CustomerAccountContext) => ({
    metafields: customer.metafields,
    ownerGid: toGid('Customer', customer.id),
    updatedAt: customer.createdAt,
    language: context.language,
  })),
};
