import type { Image, SelectedOption } from '@/domain/catalog/types';

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
    /** Variant custom field total_quantity (spec §3 "Cart line"). */
    totalQuantity: number | null;
    product: { id: string; title: string; handle: string; tags: string[]; vendor: string; productType: string };
  };
  cost: { totalAmount: number; amountPerQuantity: number; compareAtAmountPerQuantity: number | null };
  discountAllocations: DiscountAllocation[];
}

/** The cart as the store shows it (spec §3 "Cart"). */
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
  | { kind: 'rejected'; message: string }
  | { kind: 'invalid'; message: string };

export type CartResult = { ok: true; cart: Cart | null } | { ok: false; error: CartFailure; cart: Cart | null };
