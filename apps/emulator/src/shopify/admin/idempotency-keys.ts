import { createHash } from 'node:crypto';
import { getDirectiveValues, type GraphQLResolveInfo } from 'graphql';
import { LruCache } from '../../catalog/lru-cache.js';
import { ShopifyGraphQLError } from '../../graphql/shopify-errors.js';

/** Keys remembered (in memory: a restart forgets them, as Shopify forgets them after its retention window). */
const CAPACITY = 1000;

interface Remembered {
  arguments: string;
  result: unknown;
}

/** The idempotency key of an @idempotent mutation, or Shopify's error when the directive is missing. */
export function idempotencyKey(info: GraphQLResolveInfo): string {
  const directive = info.schema.getDirective('idempotent')!;
  const values = getDirectiveValues(directive, info.fieldNodes[0]!, info.variableValues) as { key?: string } | undefined;
  if (!values?.key) throw new ShopifyGraphQLError('The @idempotent directive is required for this mutation but was not provided.', { code: 'BAD_REQUEST' });
  return values.key;
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Mutations sent again with the same key and arguments answer their first result instead of running twice. */
export class IdempotencyKeys {
  private readonly results = new LruCache<Remembered>(CAPACITY);

  /**
   * The remembered result for this key, `mismatch` when the key came with other arguments, or the
   * result of `run` (remembered) for a new key.
   */
  once<T>(key: string, args: unknown, run: () => T): T | { mismatch: true } {
    const argumentsDigest = digest(args);
    const known = this.results.get(key);
    if (known) return known.arguments === argumentsDigest ? (known.result as T) : { mismatch: true };
    const result = run();
    this.results.set(key, { arguments: argumentsDigest, result });
    return result;
  }
}
