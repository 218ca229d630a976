import type { CustomerRecord } from '../../catalog/model.js';
import { numericId } from '../gid.js';
import type { AdminContext } from './admin-context.js';
import type { CustomerInput } from './customer-create.js';
import { consentErrors, consentFields } from './email-marketing-consent.js';

interface UserError {
  field: string[] | null;
  message: string;
}

/** Shopify's limit on a customer note. */
const NOTE_MAX = 5_000;
const TAG_MAX = 255;

function customerOf(id: string | null | undefined, context: AdminContext, field: string[]): { customer?: CustomerRecord; error?: UserError } {
  const numeric = id ? numericId(id, 'Customer') : null;
  const customer = numeric === null ? undefined : context.customers.byId(numeric);
  return customer ? { customer } : { error: { field, message: 'Customer does not exist' } };
}

const cleanTags = (tags: readonly string[]) => tags.map((tag) => tag.trim()).filter(Boolean);

/** customerUpdate(input): the fields given replace the customer's (the slice: names, note, tags). */
export function customerUpdate(_root: unknown, args: { input: CustomerInput }, context: AdminContext) {
  const { input } = args;
  const { customer, error } = customerOf(input.id, context, ['id']);
  if (!customer) return { customer: null, userErrors: [error!] };
  if ((input.note ?? '').length > NOTE_MAX) return { customer: null, userErrors: [{ field: ['note'], message: `Note is too long (maximum is ${NOTE_MAX} characters)` }] };
  const updated: CustomerRecord = {
    ...customer,
    ...(input.firstName !== undefined && input.firstName !== null ? { firstName: input.firstName.trim() } : {}),
    ...(input.lastName !== undefined && input.lastName !== null ? { lastName: input.lastName.trim() } : {}),
    ...(input.note !== undefined ? { note: input.note } : {}),
    ...(input.tags ? { tags: [...new Set(cleanTags(input.tags))].sort() } : {}),
  };
  context.customers.update(updated);
  return { customer: updated, userErrors: [] };
}

/** tagsAdd(id, tags): adds tags to a customer, keeping the ones it has (the slice: customers only). */
export function tagsAdd(_root: unknown, args: { id: string; tags: string[] }, context: AdminContext) {
  const { customer, error } = customerOf(args.id, context, ['id']);
  if (!customer) return { node: null, userErrors: [error!] };
  const tags = cleanTags(args.tags);
  if (tags.some((tag) => tag.length > TAG_MAX)) return { node: null, userErrors: [{ field: ['tags'], message: `Tag is too long (maximum is ${TAG_MAX} characters)` }] };
  const updated = { ...customer, tags: [...new Set([...customer.tags, ...tags])].sort() };
  context.customers.update(updated);
  return { node: { ...updated, __typename: 'Customer' }, userErrors: [] };
}

/** customerEmailMarketingConsentUpdate(input): a customer's newsletter consent. */
export function customerEmailMarketingConsentUpdate(
  _root: unknown,
  args: { input: { customerId: string; emailMarketingConsent: NonNullable<CustomerInput['emailMarketingConsent']> } },
  context: AdminContext,
) {
  const { customer, error } = customerOf(args.input.customerId, context, ['input', 'customerId']);
  if (!customer) return { customer: null, userErrors: [error!] };
  const consent = args.input.emailMarketingConsent;
  const invalid = consentErrors(consent, ['input', 'emailMarketingConsent'], context.now());
  if (invalid.length) return { customer: null, userErrors: invalid };
  const updated = { ...customer, ...consentFields(consent, context.now()) };
  context.customers.update(updated);
  return { customer: updated, userErrors: [] };
}
