import type { CustomerStore } from '../../../customers/customer-store.js';
import { paginate, type PageArgs } from '../resolvers/connection.js';
import { variantSource } from '../resolvers/sources.js';
import type { StorefrontContext, StorefrontResolverMap } from '../storefront-context.js';
import { attributeByKey } from './attributes.js';
import { customerSource } from './cart-customer.js';
import { cartGid, cartTarget, checkoutUrl, lineGid } from './cart-ids.js';
import type { PricedLine } from './cart-pricing-types.js';
import { allocationSource, cartLineSource, type CartLineSource, type CartSource } from './cart-source.js';

type LinesArgs = PageArgs & { reverse?: boolean | null };

// Shopify's line cursors: base64 of {"last_id": position in the cart, "last_value": line UUID}.
const lineCursor = (line: PricedLine, position: number) =>
  Buffer.from(JSON.stringify({ last_id: position, last_value: line.record.id })).toString('base64');

/** The Cart and CartLine types; merchandise is a ProductVariant read by the catalogue's own resolvers. */
export function cartResolvers(customers: Pick<CustomerStore, 'byId'>): StorefrontResolverMap {
  return {
    Cart: {
      id: (source: CartSource) => (source.withoutKey ? cartTarget(source.priced.record) : cartGid(source.priced.record)),
      createdAt: (source: CartSource) => source.priced.record.createdAt,
      updatedAt: (source: CartSource) => source.priced.record.updatedAt,
      checkoutUrl: (source: CartSource, _args: unknown, context: StorefrontContext) => checkoutUrl(context.origin, source.priced.record),
      totalQuantity: (source: CartSource) => source.priced.totalQuantity,
      note: (source: CartSource) => source.priced.record.note,
      attributes: (source: CartSource) => source.priced.record.attributes,
      attribute: (source: CartSource, args: { key: string }) => attributeByKey(source.priced.record.attributes, args.key),
      buyerIdentity: (source: CartSource) => {
        const { email, phone, countryCode, customerId } = source.priced.record.buyerIdentity;
        const customer = customerId === null ? undefined : customers.byId(customerId);
        return { email, phone, countryCode, customer: customer ? customerSource(customer) : null, purchasingCompany: null, deliveryAddressPreferences: [], preferences: null };
      },
      discountCodes: (source: CartSource) => source.priced.discountCodes,
      discountAllocations: (source: CartSource) => source.priced.allocations.map(allocationSource),
      lines: (source: CartSource, args: LinesArgs) => {
        const positioned = source.priced.lines.map((line, index) => ({ line, position: index + 1 }));
        if (args.reverse) positioned.reverse();
        return paginate(positioned, args, {
          fieldName: 'lines',
          key: (item) => ({ id: item.position, value: item.line.record.id }),
          node: (item) => cartLineSource(item.line, source.priced.record),
          cursorOf: (item) => lineCursor(item.line, item.position),
        });
      },
      cost: (source: CartSource) => source,
      estimatedCost: (source: CartSource) => source,
      delivery: () => ({ addresses: () => [] }),
      deliveryGroups: (_source: CartSource, args: PageArgs) =>
        paginate([], args, { fieldName: 'deliveryGroups', key: () => ({ id: null, value: null }), node: (item: never) => item }),
    },
    CartLine: {
      id: (source: CartLineSource) => lineGid(source.cart, source.line.record.id),
      quantity: (source: CartLineSource) => source.line.record.quantity,
      attributes: (source: CartLineSource) => source.line.record.attributes,
      attribute: (source: CartLineSource, args: { key: string }) => attributeByKey(source.line.record.attributes, args.key),
      merchandise: (source: CartLineSource) => variantSource(source.line.variant, source.line.product),
      sellingPlanAllocation: () => null,
      discountAllocations: (source: CartLineSource) => source.line.allocations.map(allocationSource),
      cost: (source: CartLineSource) => source.line,
      estimatedCost: (source: CartLineSource) => source.line,
      instructions: () => ({ canRemove: true, canUpdateQuantity: true }),
      parentRelationship: () => null,
    },
  };
}
