import 'server-only';
import { cookies } from 'next/headers';
import { getEnv } from '@/lib/config/env';

const CART_COOKIE = 'cart';
// Shopify keeps an idle cart for about ten days; two weeks covers it without outliving it much.
const MAX_AGE_SECONDS = 60 * 60 * 24 * 14;

/** The cart id lives in an httpOnly cookie read on the server (ARCHITECTURE.md). */
export async function readCartId(): Promise<string | null> {
  return (await cookies()).get(CART_COOKIE)?.value || null;
}

export async function writeCartId(id: string): Promise<void> {
  (await cookies()).set(CART_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: getEnv().SITE_URL.startsWith('https://'),
    path: '/',
    maxAge: MAX_AGE_SECONDS,
  });
}

/** Only when the provider says the cart no longer exists (unknown, or completed at checkout). */
export async function forgetCartId(): Promise<void> {
  (await cookies()).delete(CART_COOKIE);
}
