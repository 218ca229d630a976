/**
 * An add to cart the assistant proposes: the shopper sees it as a button and confirms it with a click,
 * which calls the store's own add-to-cart action. The assistant itself never changes a cart.
 */
export interface CartProposal {
  variantId: string;
  handle: string;
  productTitle: string;
  /** The option chosen ("Black / Single"); null for a product without options. */
  variantTitle: string | null;
  price: number;
  quantity: number;
}

const VARIANT_ID = /^gid:\/\/shopify\/ProductVariant\/[\w-]+$/;

/** A proposal read back from the stream or from storage, or null when it is not one. */
export function readCartProposal(value: unknown): CartProposal | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const { variantId, handle, productTitle, variantTitle, price, quantity } = record;
  if (typeof variantId !== 'string' || !VARIANT_ID.test(variantId)) return null;
  if (typeof handle !== 'string' || typeof productTitle !== 'string' || productTitle.length > 300) return null;
  if (variantTitle !== null && typeof variantTitle !== 'string') return null;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > 100) return null;
  return { variantId, handle, productTitle, variantTitle, price, quantity };
}
