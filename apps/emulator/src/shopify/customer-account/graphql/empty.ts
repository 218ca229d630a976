import type { Resolver } from '../../../graphql/executor.js';

/** Fields answered with null: features (B2B companies, returns, draft orders) this store doesn't use. */
export function empty<Ctx>(fields: string[]): Record<string, Resolver<Ctx>> {
  return Object.fromEntries(fields.map((field) => [field, () => null]));
}
