import 'server-only';
import { cookies } from 'next/headers';
import { privateCookieOptions } from '@/lib/session/cookie-options';
import { cartCookieName } from './cart-cookie-name';
// Shopify keeps an idle cart for about ten days; two weeks covers it without outliving it much.
const MAX_AGE_SECONDS = 60 * 60 * 24 * 14;

/** The cart id lives in an httpOnly cookie read on the server (CART-01). */
export async function readCartId(): Promise<string | null> {
  return (await cookies()).get(cartCookieName())?.value || null;
}

export async function writeCartId(id: string): Promise<void> {
  (await cookies()).set(cartCookieName(), id, privateCookieOptions(MAX_AGE_SECONDS));
}

/** Only when the provider says the cart no longer exists (unknown, or completed at checkout). */
export async function forgetCartId(): Promise<void> {
  // Expired with the same attributes it was set with: a __Host- cookie is only replaced by a Secure one.
  (await cookies()).set(cartCookieName(), '', privateCookieOptions(0));
}
