import type { Image, SelectedOption } from '@/domain/catalog/types';
import type { CartNotice } from './cart-notices';

export interface DiscountAllocation {
  /** Automatic or custom discount title, or null for a code discount. */
  title: string | null;
  code: string | null;
  amount: number;
}

export interface CartLine {
  id: string;
  quantity: number;
  merchandise: {
    id: string;
    title: string;
    availableForSale: boolean;
    image: Image | null;
    price: number;
    compareAtPrice: number | null;
    selectedOptions: SelectedOption[];
    /** Variant custom field total_quantity (CART-06). */
    totalQuantity: number | null;
    product: { id: string; title: string; handle: string; tags: string[]; vendor: string; productType: string };
  };
  cost: { totalAmount: number; amountPerQuantity: number; compareAtAmountPerQuantity: number | null };
  discountAllocations: DiscountAllocation[];
}

/** The cart as the store shows it (CART-10, CART-12). */
export interface Cart {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  attributes: { key: string; value: string | null }[];
  cost: { subtotalAmount: number; totalAmount: number; totalTaxAmount: number | null };
  discountAllocations: DiscountAllocation[];
  discountCodes: { code: string; applicable: boolean }[];
  lines: CartLine[];
}

/** Why a cart change did not happen, for the shopper and for the store's recovery (CART-02). */
export type CartFailure =
  | { kind: 'quantity-exceeded'; requested: number; available: number }
  | { kind: 'cannot-update'; requested: number; max: number; message: string }
  /** Throttling, outage, network: the cart is kept; try again. */
  | { kind: 'transient'; message: string }
  /** The provider refused the change (userErrors); the cart is kept as it is. */
  | { kind: 'rejected'; message: string; reason?: CartRefusal }
  | { kind: 'invalid'; message: string; reason?: CartRefusal };

/**
 * Why the store itself refused a change, so the shopper reads it in their language; without one,
 * a refusal is said in general words (the message, for the logs, is the provider's or the check's).
 */
type CartRefusal = 'priority-alone' | 'priority-not-eligible' | 'line-gone' | 'cart-empty' | 'cart-gone';

/** A change that went through may carry notices: what the provider changed on its own (stock caps). */
export type CartResult = { ok: true; cart: Cart | null; notices?: CartNotice[] } | { ok: false; error: CartFailure; cart: Cart | null };
