import type { CustomerRecord } from '../../../catalog/model.js';
import { customerOf, type CustomerAccountContext } from './context.js';

interface UserError {
  field: string[];
  message: string;
  code: 'TOO_LONG' | 'CONTAINS_HTML_TAGS' | 'CONTAINS_URL';
}

const LABELS = { firstName: 'First name', lastName: 'Last name' } as const;

function validate(field: keyof typeof LABELS, value: string): UserError | undefined {
  const label = LABELS[field];
  if (value.length > 255) return { field: ['input', field], message: `${label} is too long (maximum is 255 characters)`, code: 'TOO_LONG' };
  if (/<[^>]*>/.test(value)) return { field: ['input', field], message: `${label} cannot contain HTML tags`, code: 'CONTAINS_HTML_TAGS' };
  if (/(https?:\/\/|www\.)\S/i.test(value)) return { field: ['input', field], message: `${label} cannot contain a URL`, code: 'CONTAINS_URL' };
  return undefined;
}

/** customerUpdate(input: {firstName, lastName}): the fields given are saved, unless one is invalid. */
export function customerUpdate(_root: unknown, args: { input: { firstName?: string | null; lastName?: string | null } }, context: CustomerAccountContext) {
  const customer = customerOf(context);
  const changes: Partial<Pick<CustomerRecord, 'firstName' | 'lastName'>> = {};
  const userErrors: UserError[] = [];
  for (const field of ['firstName', 'lastName'] as const) {
    const value = args.input[field];
    if (value === undefined) continue;
    const text = (value ?? '').trim();
    const error = validate(field, text);
    if (error) userErrors.push(error);
    else changes[field] = text;
  }
  if (userErrors.length) return { customer: null, userErrors };
  const updated = { ...customer, ...changes };
  context.customers.update(updated);
  return { customer: updated, userErrors };
}
