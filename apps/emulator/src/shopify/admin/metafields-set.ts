import type { MetafieldRecord } from '../../catalog/model.js';
import { parseGid } from '../gid.js';
import type { AdminContext } from './admin-context.js';
import { isMetafieldType, valueProblem } from './metafield-types.js';
import { shopMetafieldSource } from './shop-resolvers.js';

interface MetafieldsSetInput {
  ownerId: string;
  namespace?: string | null;
  key: string;
  type?: string | null;
  value: string;
}

interface SetError {
  code: string;
  field: string[];
  message: string;
  elementIndex: null;
}

// Shopify takes at most 25 metafields per call.
const MAX_METAFIELDS = 25;

/**
 * metafieldsSet: creates or updates metafields, all of them or none. A defined metafield takes its
 * definition's type and must hold a valid value; the emulator writes the shop's own metafields (the
 * store's settings), and says so for other owners.
 */
export function metafieldsSet(_root: unknown, args: { metafields: MetafieldsSetInput[] }, context: AdminContext) {
  const errors: SetError[] = [];
  const fail = (index: number, field: string, code: string, message: string) => errors.push({ code, field: ['metafields', String(index), field], message, elementIndex: null });
  if (args.metafields.length > MAX_METAFIELDS) {
    return { metafields: null, userErrors: [{ code: 'INVALID', field: ['metafields'], message: `Exceeded the maximum metafields input limit of ${MAX_METAFIELDS}.`, elementIndex: null }] };
  }
  const records: MetafieldRecord[] = [];
  args.metafields.forEach((input, index) => {
    if (parseGid(input.ownerId)?.type !== 'Shop' || parseGid(input.ownerId)?.id !== '1') {
      return fail(index, 'ownerId', 'INVALID', "The emulator's metafieldsSet writes the shop's metafields (gid://shopify/Shop/1) only.");
    }
    const namespace = input.namespace ?? '';
    if (namespace === '') return fail(index, 'namespace', 'BLANK', "Namespace can't be blank");
    const definition = context.catalog.metafieldDefinition('SHOP', namespace, input.key);
    const type = input.type ?? definition?.type ?? '';
    if (type === '') return fail(index, 'type', 'BLANK', "Type can't be blank");
    if (!isMetafieldType(type)) return fail(index, 'type', 'INVALID_TYPE', `Type ${JSON.stringify(type)} is not a valid metafield type.`);
    if (definition && definition.type !== type) return fail(index, 'type', 'INVALID_TYPE', `Type must be the same as the definition's type: '${definition.type}'.`);
    const problem = valueProblem(type, input.value, context.catalog);
    if (problem) return fail(index, 'value', 'INVALID_VALUE', problem);
    records.push({ namespace, key: input.key, type, value: input.value });
  });
  if (errors.length) return { metafields: null, userErrors: errors };
  const shop = context.catalog.updateShop((current) => {
    const kept = current.metafields.filter((field) => !records.some((record) => record.namespace === field.namespace && record.key === field.key));
    return { ...current, metafields: [...kept, ...records] };
  });
  const written = records.map((record) => shop.metafields.find((field) => field.namespace === record.namespace && field.key === record.key)!);
  return { metafields: written.map(shopMetafieldSource), userErrors: [] };
}
