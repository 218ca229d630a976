import type { ResolverMap, SchemaResolverMap } from '../../../graphql/executor.js';
import type { CustomerAccountFieldArgs } from '../../../graphql/generated/customer-account-field-args.js';
import { customerAccountSchema } from '@maple/shopify-schemas';
import { numericId } from '../../gid.js';
import { customerAddressResolvers } from './address.js';
import { customerOf, type CustomerAccountContext } from './context.js';
import { customerResolvers } from './customer-resolvers.js';
import { customerUpdate } from './customer-update.js';
import { empty } from './empty.js';
import { withEmptyDefaults } from './empty-defaults.js';
import { lineItemResolvers } from './line-item-resolvers.js';
import { metafieldResolvers } from './metafields.js';
import { orderResolvers } from './order-resolvers.js';
import { shopResolvers } from './shop-resolvers.js';

let resolvers: ResolverMap<CustomerAccountContext> | undefined;

/** Every resolver of the Customer Account API the emulator answers, on top of empty lists and connections. */
export function customerAccountResolvers(): ResolverMap<CustomerAccountContext> {
  const answered: SchemaResolverMap<CustomerAccountContext, CustomerAccountFieldArgs> = {
    QueryRoot: {
      customer: (_root, _args, context: CustomerAccountContext) => customerOf(context),
      order: (_root, args: { id: string }, context: CustomerAccountContext) => {
        const id = numericId(args.id, 'Order');
        const order = id === null ? undefined : context.customers.orderById(id);
        return order && order.customerId === context.customerId ? order : null;
      },
      shop: (_root, _args, context: CustomerAccountContext) => context.catalog.shop(),
      ...empty(['company', 'companyLocation', 'draftOrder', 'return', 'returnCalculate', 'extensionApiTokens', 'uiExtensionSessionToken']),
    },
    Mutation: { customerUpdate },
    Customer: customerResolvers,
    CustomerAddress: customerAddressResolvers,
    Order: orderResolvers,
    LineItem: lineItemResolvers,
    Metafield: metafieldResolvers,
    Shop: shopResolvers,
  };
  resolvers ??= withEmptyDefaults<CustomerAccountContext>(customerAccountSchema(), answered);
  return resolvers;
}
