import type { GraphQLResolveInfo } from 'graphql';
import { metafieldResolvers } from '../resolvers/metafield.js';
import type { MetafieldOwner, MetafieldSource } from '../resolvers/sources.js';
import type { StorefrontContext, StorefrontResolverMap } from '../storefront-context.js';
import { parseCartId } from './cart-ids.js';
import type { CartMetafieldRecord, CartRecord } from './cart-record.js';
import { cartSource, isoSeconds, type CartSource } from './cart-source.js';
import type { CartStore } from './cart-store.js';
import { metafieldValueProblem, splitMetafieldKey } from './metafield-values.js';

export interface MetafieldInput {
  key: string;
  type: string;
  value: string;
}

interface SetProblem {
  field: string[];
  message: string;
  code: string;
}

/** What is wrong with one metafield input (key without namespace, value not of its type), at its input path. */
export function metafieldInputProblem(input: MetafieldInput, field: readonly string[]): SetProblem | null {
  if (!splitMetafieldKey(input.key)) return { field: [...field, 'key'], message: 'Key must be a namespace and a key separated by a period.', code: 'INVALID_VALUE' };
  const problem = metafieldValueProblem(input.type, input.value);
  return problem ? { field: [...field, problem.code === 'INVALID_TYPE' ? 'type' : 'value'], message: problem.message, code: problem.code } : null;
}

/** Sets (or replaces) a validated metafield on a cart. */
export function putMetafield(cart: CartRecord, input: MetafieldInput, now: Date): CartMetafieldRecord {
  const { namespace, key } = splitMetafieldKey(input.key)!;
  const list = (cart.metafields ??= []);
  const existing = list.find((metafield) => metafield.namespace === namespace && metafield.key === key);
  const at = isoSeconds(now);
  const record: CartMetafieldRecord = { namespace, key, type: input.type, value: input.value, createdAt: existing?.createdAt ?? at, updatedAt: at };
  if (existing) Object.assign(existing, record);
  else list.push(record);
  return record;
}

/** A cart metafield as the catalogue's Metafield resolvers read it; its parent is the cart named without its key. */
function metafieldSource(cart: CartRecord, record: CartMetafieldRecord, context: StorefrontContext): MetafieldSource {
  const parent: CartSource = { ...cartSource(cart, context), withoutKey: true };
  const owner = { source: parent, key: `Cart/${cart.token}`, updatedAt: record.updatedAt } as unknown as MetafieldOwner;
  return { __typename: 'Metafield', record: { namespace: record.namespace, key: record.key, type: record.type, value: record.value }, owner };
}

const findMetafield = (cart: CartRecord, namespace: string | null | undefined, key: string) =>
  cart.metafields?.find((metafield) => metafield.namespace === namespace && metafield.key === key);

/** Cart.metafield(s), cartMetafieldsSet and cartMetafieldDelete. */
export function cartMetafieldResolvers(store: CartStore): StorefrontResolverMap {
  return {
    Cart: {
      metafield: (source: CartSource, args: { namespace?: string | null; key: string }, context: StorefrontContext) => {
        const record = findMetafield(source.priced.record, args.namespace, args.key);
        return record ? metafieldSource(source.priced.record, record, context) : null;
      },
      // Shopify leaves metafields the cart does not have out of the list.
      metafields: (source: CartSource, args: { identifiers: { namespace?: string | null; key: string }[] }, context: StorefrontContext) =>
        args.identifiers.flatMap((identifier) => {
          const record = findMetafield(source.priced.record, identifier.namespace, identifier.key);
          return record ? [metafieldSource(source.priced.record, record, context)] : [];
        }),
    },
    Mutation: {
      cartMetafieldsSet: (_root: unknown, args: { metafields: (MetafieldInput & { ownerId: string })[] }, context: StorefrontContext) => {
        const drafts = new Map<string, CartRecord>();
        const userErrors = args.metafields.flatMap((input, index) => {
          const field = ['metafields', String(index)];
          const ids = parseCartId(input.ownerId);
          const cart = ids ? (drafts.get(ids.token) ?? store.open(ids.token, ids.key)) : undefined;
          if (!cart) return [{ field: [...field, 'ownerId'], message: 'Owner does not exist.', code: 'INVALID_OWNER', elementIndex: null }];
          drafts.set(cart.token, cart);
          const problem = metafieldInputProblem(input, field);
          return problem ? [{ ...problem, elementIndex: null }] : [];
        });
        // Like Shopify, one bad value sets nothing.
        if (userErrors.length > 0) return { metafields: [], userErrors };
        const set = args.metafields.map((input) => {
          const cart = drafts.get(parseCartId(input.ownerId)!.token)!;
          return { cart, record: putMetafield(cart, input, context.now) };
        });
        for (const cart of drafts.values()) store.save({ ...cart, updatedAt: isoSeconds(context.now) });
        return { metafields: set.map(({ cart, record }) => metafieldSource(cart, record, context)), userErrors: [] };
      },
      cartMetafieldDelete: (_root: unknown, args: { input: { ownerId: string; key: string } }, context: StorefrontContext, info: GraphQLResolveInfo) => {
        const ids = parseCartId(args.input.ownerId);
        const cart = ids ? store.open(ids.token, ids.key) : undefined;
        if (!cart) return { deletedId: null, userErrors: [{ field: ['input', 'ownerId'], message: 'Owner does not exist.', code: 'INVALID_OWNER' }] };
        const name = splitMetafieldKey(args.input.key);
        const record = name ? findMetafield(cart, name.namespace, name.key) : undefined;
        if (!record) return { deletedId: null, userErrors: [{ field: ['input', 'key'], message: 'Metafield does not exist', code: 'METAFIELD_DOES_NOT_EXIST' }] };
        // The id it had: the same one the Metafield type gives.
        const deletedId = metafieldResolvers.Metafield!.id!(metafieldSource(cart, record, context), {}, context, info);
        cart.metafields = cart.metafields!.filter((metafield) => metafield !== record);
        store.save({ ...cart, updatedAt: isoSeconds(context.now) });
        return { deletedId, userErrors: [] };
      },
    },
  };
}
