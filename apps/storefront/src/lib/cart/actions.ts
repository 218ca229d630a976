'use server';

import { z } from 'zod';
import type { CartResult } from '@/domain/cart/types';
import { routing } from '@/i18n/routing';
import { addLines, removeLines, setDiscountCodes, updateLine } from '@/lib/cart/cart-service';

// Server actions: Next checks the Origin header against the host for every call (CSRF).
const locale = z.enum(routing.locales);
const variantId = z.string().regex(/^gid:\/\/shopify\/ProductVariant\/[\w-]+$/, 'a ProductVariant id');
const lineId = z
  .string()
  .regex(/^gid:\/\/shopify\/CartLine\/[^\s]+$/, 'a CartLine id')
  .max(500);

const addSchema = z.object({
  locale,
  lines: z
    .array(z.object({ merchandiseId: variantId, quantity: z.number().int().min(1).max(100) }))
    .min(1)
    .max(10),
});
const updateSchema = z.object({ locale, lineId, quantity: z.number().int().min(0).max(100) });
const removeSchema = z.object({ locale, lineIds: z.array(lineId).min(1).max(50) });
const discountSchema = z.object({ locale, codes: z.array(z.string().trim().min(1).max(64)).max(5) });

function invalid(error: z.ZodError): CartResult {
  return {
    ok: false,
    error: { kind: 'invalid', message: error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') },
    cart: null,
  };
}

/** Adds lines to the shopper's cart (creating it with them when needed). */
export async function addToCartAction(input: unknown): Promise<CartResult> {
  const parsed = addSchema.safeParse(input);
  return parsed.success ? addLines(parsed.data.locale, parsed.data.lines) : invalid(parsed.error);
}

export async function updateCartLineAction(input: unknown): Promise<CartResult> {
  const parsed = updateSchema.safeParse(input);
  return parsed.success ? updateLine(parsed.data.locale, parsed.data.lineId, parsed.data.quantity) : invalid(parsed.error);
}

export async function removeCartLinesAction(input: unknown): Promise<CartResult> {
  const parsed = removeSchema.safeParse(input);
  return parsed.success ? removeLines(parsed.data.locale, parsed.data.lineIds) : invalid(parsed.error);
}

/** Applies discount codes to the cart (replacing the previous ones); [] removes them. */
export async function setDiscountCodesAction(input: unknown): Promise<CartResult> {
  const parsed = discountSchema.safeParse(input);
  return parsed.success ? setDiscountCodes(parsed.data.locale, parsed.data.codes) : invalid(parsed.error);
}
