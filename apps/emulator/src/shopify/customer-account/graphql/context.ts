import { Kind, type OperationDefinitionNode } from 'graphql';
import type { Catalog } from '../../../catalog/catalog.js';
import type { CustomerRecord, Language, Localized } from '../../../catalog/model.js';
import type { CustomerStore } from '../../../customers/customer-store.js';
import type { TypeResolvers } from '../../../graphql/executor.js';
import type { CustomerAccountFieldArgs } from '../../../graphql/generated/customer-account-field-args.js';

/** What the Customer Account resolvers see: the signed-in customer and where to read the rest. */
export interface CustomerAccountContext {
  customerId: number;
  customers: CustomerStore;
  catalog: Catalog;
  language: Language;
  /** The emulator's origin, for the URLs it serves (avatars, order status pages). */
  origin: string;
  /** The order's status page on the emulator (a keyed link, as Shopify's are). */
  statusPageUrl: (orderId: number) => string;
  now: () => Date;
}

export function customerOf(context: CustomerAccountContext): CustomerRecord {
  const customer = context.customers.byId(context.customerId);
  if (!customer) throw new Error(`Customer ${context.customerId} disappeared during the request`);
  return customer;
}

export function localized(text: Localized, language: Language): string {
  return language === 'FR' ? text.fr : text.en;
}

/** The @inContext(language:) of the operation, else the customer's own language. */
export function requestLanguage(operation: OperationDefinitionNode, variables: Record<string, unknown>, fallback: 'en' | 'fr'): Language {
  const directive = operation.directives?.find((candidate) => candidate.name.value === 'inContext');
  const argument = directive?.arguments?.find((candidate) => candidate.name.value === 'language');
  let value: unknown;
  if (argument?.value.kind === Kind.ENUM) value = argument.value.value;
  else if (argument?.value.kind === Kind.VARIABLE) value = variables[argument.value.name.value];
  if (value === 'FR' || value === 'EN') return value;
  return fallback === 'fr' ? 'FR' : 'EN';
}

/** One Customer Account type's resolvers, checked against the published schema's fields and their arguments. */
export type CustomerAccountResolvers<Type extends keyof CustomerAccountFieldArgs> = TypeResolvers<CustomerAccountContext, CustomerAccountFieldArgs[Type]>;
