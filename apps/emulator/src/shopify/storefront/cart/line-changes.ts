import type { Catalog } from '../../../catalog/catalog.js';
import { numericId, parseGid } from '../../gid.js';
import { sameAttributes, uniqueAttributes } from './attributes.js';
import { cartErrors } from './cart-errors.js';
import { newLineId, parseLineId } from './cart-ids.js';
import type { CartUserError, CartWarning } from './cart-pricing-types.js';
import type { CartAttribute, CartLineRecord, CartRecord } from './cart-record.js';
import { fitToStock, shortfallWarning, stockLimit, unitsInCart } from './stock-limits.js';

export interface LineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: CartAttribute[] | null;
  sellingPlanId?: string | null;
}

export interface LineUpdateInput {
  id: string;
  merchandiseId?: string | null;
  quantity?: number | null;
  attributes?: CartAttribute[] | null;
  sellingPlanId?: string | null;
}

export interface LineChange {
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

const variantIdOf = (merchandiseId: string, catalog: Catalog): number | null => {
  const id = numericId(merchandiseId, 'ProductVariant');
  return id !== null && catalog.variantById(id) ? id : null;
};

const lineUuid = (value: string) => parseLineId(value) ?? parseGid(value)?.id ?? value;

/** Every problem with lines to add, each at its input path (Shopify refuses the whole mutation). */
export function lineInputErrors(inputs: readonly LineInput[], field: readonly string[], catalog: Catalog): CartUserError[] {
  return inputs.flatMap((input, index) => {
    const at = (name: string) => [...field, String(index), name];
    const errors: CartUserError[] = [];
    if (variantIdOf(input.merchandiseId, catalog) === null) errors.push(cartErrors.merchandiseNotFound(at('merchandiseId'), input.merchandiseId));
    else if (input.sellingPlanId) errors.push(cartErrors.sellingPlanNotApplicable(at('sellingPlanId')));
    if ((input.quantity ?? 1) < 0) errors.push(cartErrors.negativeQuantity(at('quantity')));
    return errors;
  });
}

/**
 * Adds validated lines: a variant with the same attributes merges into its line, new lines go first,
 * and a line gets no more than the variant's stock leaves room for (0 when sold out) with a warning.
 * Adding zero units changes nothing.
 */
export function addLines(cart: CartRecord, inputs: readonly LineInput[], catalog: Catalog): CartWarning[] {
  const warnings: CartWarning[] = [];
  for (const input of inputs) {
    const quantity = input.quantity ?? 1;
    const variantId = variantIdOf(input.merchandiseId, catalog);
    if (quantity <= 0 || variantId === null) continue;
    const attributes = uniqueAttributes(input.attributes ?? []);
    const room = Math.max(0, stockLimit(catalog, variantId) - unitsInCart(cart, variantId));
    const added = Math.min(quantity, room);
    let line = cart.lines.find((candidate) => candidate.variantId === variantId && sameAttributes(candidate.attributes, attributes));
    if (!line) {
      line = { id: newLineId(), variantId, quantity: 0, attributes };
      cart.lines.unshift(line);
    }
    line.quantity += added;
    if (added < quantity) warnings.push(shortfallWarning(cart, line, catalog));
  }
  return warnings;
}

/**
 * Sets quantities, attributes or merchandise of existing lines (quantity 0 removes the line). The
 * updated lines keep what they ask for within stock; other lines of the same variant give way.
 */
export function updateLines(cart: CartRecord, inputs: readonly LineUpdateInput[], catalog: Catalog): LineChange {
  const userErrors = inputs.flatMap((input, index) => {
    const at = (name: string) => ['lines', String(index), name];
    const errors: CartUserError[] = [];
    if (!cart.lines.some((line) => line.id === lineUuid(input.id))) errors.push(cartErrors.lineNotFound(at('id'), lineUuid(input.id)));
    if (input.merchandiseId && variantIdOf(input.merchandiseId, catalog) === null) errors.push(cartErrors.merchandiseNotFound(at('merchandiseId'), input.merchandiseId));
    if (input.sellingPlanId) errors.push(cartErrors.sellingPlanNotApplicable(at('sellingPlanId')));
    if ((input.quantity ?? 0) < 0) errors.push(cartErrors.negativeQuantity(at('quantity')));
    return errors;
  });
  if (userErrors.length > 0) return { userErrors, warnings: [] };

  const updated: CartLineRecord[] = [];
  for (const input of inputs) {
    const line = cart.lines.find((candidate) => candidate.id === lineUuid(input.id))!;
    if (input.merchandiseId) line.variantId = variantIdOf(input.merchandiseId, catalog)!;
    if (input.attributes) line.attributes = uniqueAttributes(input.attributes);
    if (input.quantity !== undefined && input.quantity !== null) line.quantity = input.quantity;
    if (input.quantity === 0) cart.lines = cart.lines.filter((candidate) => candidate !== line);
    else if (!updated.includes(line)) updated.push(line);
  }
  const variants = new Set(updated.map((line) => line.variantId));
  const warnings = [...variants].flatMap((variantId) => fitToStock(cart, variantId, updated.filter((line) => line.variantId === variantId), catalog));
  return { userErrors: [], warnings };
}

/** Removes lines by id; an id not in the cart refuses the whole removal. */
export function removeLines(cart: CartRecord, lineIds: readonly string[]): LineChange {
  const userErrors = lineIds.flatMap((id, index) =>
    cart.lines.some((line) => line.id === lineUuid(id)) ? [] : [cartErrors.lineNotFound(['lineIds', String(index)], lineUuid(id))],
  );
  if (userErrors.length === 0) {
    const removed = new Set(lineIds.map(lineUuid));
    cart.lines = cart.lines.filter((line) => !removed.has(line.id));
  }
  return { userErrors, warnings: [] };
}
