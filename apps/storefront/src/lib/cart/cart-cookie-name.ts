import 'server-only';
import { privateCookieName } from '@/lib/session/cookie-options';

/** The cookie holding the shopper's cart id (cart-cookie.ts); the page cache checks for it too. */
export const cartCookieName = () => privateCookieName('cart');
