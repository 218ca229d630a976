import type { Money } from './product-shapes.js';

export interface CartNode {
  id: string;
  createdAt: string;
  updatedAt: string;
  checkoutUrl: string;
  note: string | null;
  totalQuantity: number;
  discountCodes: { code: string; applicable: boolean }[];
  cost: { totalAmount: Money; subtotalAmount: Money };
  lines: {
    nodes: {
      id: string;
      quantity: number;
      cost: { totalAmount: Money; subtotalAmount: Money };
      merchandise: { id: string; title: string; product: { id: string; title: string; onlineStoreUrl: string | null } } | Record<string, never>;
    }[];
  };
}

export const CART_INSTRUCTIONS =
  "Ask if the customer has found everything they need. If they're ready to check out:\n\n1. First help them complete their cart with any additional items they might need\n2. Check if they have any discount codes they'd like to apply (only if they mention them)\n3. Assist them in navigating to checkout by providing a markdown link to the checkout URL\n\nShipping address, delivery options and payment are entered on the checkout page.\n";

const money = (value: Money) => ({ amount: value.amount, currency: value.currencyCode });

/** A cart as Shopify's cart tools describe it, with the hosted checkout's URL. */
export function cartShape(cart: CartNode) {
  return {
    id: cart.id,
    created_at: cart.createdAt,
    updated_at: cart.updatedAt,
    lines: cart.lines.nodes.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      cost: { total_amount: money(line.cost.totalAmount), subtotal_amount: money(line.cost.subtotalAmount) },
      merchandise:
        'id' in line.merchandise
          ? {
              id: line.merchandise.id,
              title: line.merchandise.title,
              product: { id: line.merchandise.product.id, title: line.merchandise.product.title, url: line.merchandise.product.onlineStoreUrl },
            }
          : null,
    })),
    delivery: {},
    discounts: cart.discountCodes.length ? { discount_codes: cart.discountCodes } : {},
    gift_cards: [],
    cost: { total_amount: money(cart.cost.totalAmount), subtotal_amount: money(cart.cost.subtotalAmount) },
    ...(cart.note ? { note: cart.note } : {}),
    total_quantity: cart.totalQuantity,
    checkout_url: cart.checkoutUrl,
  };
}
