import type { Catalog } from '../../../catalog/catalog.js';
import { sellableQuantity } from '../../../catalog/stock.js';
import { cartWarnings } from './cart-errors.js';
import { lineGid } from './cart-ids.js';
import type { CartWarning } from './cart-pricing-types.js';
import type { CartLineRecord, CartRecord } from './cart-record.js';

/** How many units of a variant one cart may hold: its live stock, or no limit when it can be back-ordered. */
export function stockLimit(catalog: Catalog, variantId: number): number {
  const found = catalog.variantById(variantId);
  if (!found) return 0;
  if (found.variant.inventoryPolicy === 'CONTINUE') return Number.POSITIVE_INFINITY;
  return Math.max(0, sellableQuantity(catalog.inventory(variantId)));
}

/** "Product - Variant" as Shopify names merchandise in warnings ("Product" alone for a Default Title variant). */
function merchandiseTitle(catalog: Catalog, variantId: number): string {
  const found = catalog.variantById(variantId);
  if (!found) return '';
  const variantTitle = found.variant.title.en;
  return variantTitle === 'Default Title' ? found.product.title.en : `${found.product.title.en} - ${variantTitle}`;
}

/** The warning for a line that got fewer units than asked: sold out at zero, else "only N added". */
export function shortfallWarning(cart: CartRecord, line: CartLineRecord, catalog: Catalog): CartWarning {
  const target = lineGid(cart, line.id);
  return line.quantity === 0 ? cartWarnings.outOfStock(target, merchandiseTitle(catalog, line.variantId)) : cartWarnings.notEnoughStock(target, line.quantity);
}

export const unitsInCart = (cart: CartRecord, variantId: number): number =>
  cart.lines.reduce((total, line) => total + (line.variantId === variantId ? line.quantity : 0), 0);

/**
 * Fits every line of a variant into its stock: `first` lines (the ones a mutation just set) keep
 * what they asked for first, the others give way in cart order. Returns the warnings for the lines cut.
 */
export function fitToStock(cart: CartRecord, variantId: number, first: readonly CartLineRecord[], catalog: Catalog): CartWarning[] {
  let left = stockLimit(catalog, variantId);
  const ordered = [...first, ...cart.lines.filter((line) => line.variantId === variantId && !first.includes(line))];
  const warnings: CartWarning[] = [];
  for (const line of ordered) {
    const granted = Math.min(line.quantity, left);
    left -= granted;
    if (granted < line.quantity) {
      line.quantity = granted;
      warnings.push(shortfallWarning(cart, line, catalog));
    }
  }
  return warnings;
}

/** Lines left at zero whose variant still has no room: Shopify reports them sold out after each line change. */
export function soldOutLineWarnings(cart: CartRecord, catalog: Catalog, alreadyWarned: ReadonlySet<string>): CartWarning[] {
  return cart.lines
    .filter((line) => line.quantity === 0 && !alreadyWarned.has(lineGid(cart, line.id)))
    .filter((line) => unitsInCart(cart, line.variantId) >= stockLimit(catalog, line.variantId))
    .map((line) => shortfallWarning(cart, line, catalog));
}
