import type { CustomerAddressRecord, CustomerRecord } from '../../../catalog/model.js';
import type { CustomerStore } from '../../../customers/customer-store.js';
import { toGid } from '../../gid.js';
import { paginate, type PageArgs } from '../resolvers/connection.js';
import { metafieldFields } from '../resolvers/metafield.js';
import type { MetafieldOwner } from '../resolvers/sources.js';
import type { StorefrontResolverMap } from '../storefront-context.js';
import { storefrontOrders, type OrdersArgs } from './storefront-order.js';

export interface CustomerSource {
  __typename: 'Customer';
  record: CustomerRecord;
}

export interface MailingAddressSource {
  __typename: 'MailingAddress';
  record: CustomerAddressRecord;
  /** How Shopify names the address's model in its gid (CustomerAddress, or Address on an order). */
  model: 'CustomerAddress' | 'Address';
}

export const customerSource = (record: CustomerRecord): CustomerSource => ({ __typename: 'Customer', record });

export const mailingAddressSource = (record: CustomerAddressRecord, model: MailingAddressSource['model'] = 'CustomerAddress'): MailingAddressSource => ({
  __typename: 'MailingAddress',
  record,
  model,
});

const displayName = (customer: CustomerRecord) => `${customer.firstName} ${customer.lastName}`.trim() || customer.email;

function formatted(address: CustomerAddressRecord, args: { withName?: boolean | null; withCompany?: boolean | null }): string[] {
  const name = `${address.firstName} ${address.lastName}`.trim();
  return [
    ...(args.withName && name ? [name] : []),
    address.address1,
    address.address2,
    `${address.city} ${address.provinceCode} ${address.zip}`.trim(),
    address.country,
  ].filter((part) => part !== '');
}

/** The customer a cart's buyer identity names (Storefront Customer and MailingAddress types). */
export function customerResolvers(customers: Pick<CustomerStore, 'ordersOf'>): StorefrontResolverMap {
  return {
    Customer: {
      id: (source: CustomerSource) => toGid('Customer', source.record.id),
      email: (source: CustomerSource) => source.record.email,
      firstName: (source: CustomerSource) => source.record.firstName || null,
      lastName: (source: CustomerSource) => source.record.lastName || null,
      displayName: (source: CustomerSource) => displayName(source.record),
      phone: (source: CustomerSource) => source.record.phone,
      acceptsMarketing: (source: CustomerSource) => source.record.emailMarketingState === 'SUBSCRIBED',
      avatarUrl: () => null,
      socialLoginProvider: () => null,
      createdAt: (source: CustomerSource) => source.record.createdAt,
      updatedAt: (source: CustomerSource) => source.record.createdAt,
      tags: (source: CustomerSource) => source.record.tags,
      numberOfOrders: (source: CustomerSource) => String(customers.ordersOf(source.record.id).length),
      defaultAddress: (source: CustomerSource) => {
        const address = source.record.addresses.find((candidate) => candidate.id === source.record.defaultAddressId);
        return address ? mailingAddressSource(address) : null;
      },
      addresses: (source: CustomerSource, args: PageArgs & { reverse?: boolean | null }) => {
        const addresses = args.reverse ? [...source.record.addresses].reverse() : source.record.addresses;
        return paginate(addresses, args, { fieldName: 'addresses', key: (address) => ({ id: address.id, value: null }), node: (address) => mailingAddressSource(address) });
      },
      orders: (source: CustomerSource, args: OrdersArgs) => storefrontOrders(customers.ordersOf(source.record.id), args),
      // The shared metafield resolvers read any HasMetafields owner; a customer is one of Shopify's metafield parents.
      ...metafieldFields('CUSTOMER', (source: CustomerSource) => ({
        records: source.record.metafields,
        owner: { source, key: `Customer/${source.record.id}`, updatedAt: source.record.createdAt } as unknown as MetafieldOwner,
      })),
    },
    MailingAddress: {
      id: (source: MailingAddressSource) => toGid('MailingAddress', source.record.id, { model_name: source.model }),
      address1: (source: MailingAddressSource) => source.record.address1 || null,
      address2: (source: MailingAddressSource) => source.record.address2 || null,
      city: (source: MailingAddressSource) => source.record.city || null,
      company: () => null,
      country: (source: MailingAddressSource) => source.record.country || null,
      countryCode: (source: MailingAddressSource) => source.record.countryCode || null,
      countryCodeV2: (source: MailingAddressSource) => source.record.countryCode || null,
      firstName: (source: MailingAddressSource) => source.record.firstName || null,
      lastName: (source: MailingAddressSource) => source.record.lastName || null,
      name: (source: MailingAddressSource) => `${source.record.firstName} ${source.record.lastName}`.trim() || null,
      phone: (source: MailingAddressSource) => source.record.phone || null,
      province: (source: MailingAddressSource) => source.record.province || null,
      provinceCode: (source: MailingAddressSource) => source.record.provinceCode || null,
      zip: (source: MailingAddressSource) => source.record.zip || null,
      latitude: () => null,
      longitude: () => null,
      formatted: (source: MailingAddressSource, args: { withName?: boolean | null; withCompany?: boolean | null }) => formatted(source.record, args),
      formattedArea: (source: MailingAddressSource) => [source.record.city, source.record.provinceCode, source.record.country].filter(Boolean).join(', ') || null,
    },
  };
}
