import { randomBytes, randomUUID } from 'node:crypto';
import { parseGid } from '../../gid.js';
import type { CartRecord } from './cart-record.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A cart token shaped like Shopify's current ones ("hWN" and 21 base-62 characters). */
export function newCartToken(): string {
  const bytes = randomBytes(21);
  return `hWN${[...bytes].map((byte) => BASE62[byte % 62]).join('')}`;
}

export function newCartKey(): string {
  return randomBytes(16).toString('hex');
}

export const newLineId = (): string => randomUUID();

export const cartGid = (cart: Pick<CartRecord, 'token' | 'key'>): string => `gid://shopify/Cart/${cart.token}?key=${cart.key}`;

/** What warnings about the whole cart target: the cart's gid without its key. */
export const cartTarget = (cart: Pick<CartRecord, 'token'>): string => `gid://shopify/Cart/${cart.token}`;

export const lineGid = (cart: Pick<CartRecord, 'token'>, lineId: string): string => `gid://shopify/CartLine/${lineId}?cart=${cart.token}`;

/** The token and key of a cart id, or null when the id is no Cart gid. */
export function parseCartId(value: unknown): { token: string; key: string } | null {
  const parsed = parseGid(value);
  if (!parsed || parsed.type !== 'Cart') return null;
  return { token: parsed.id, key: parsed.params.get('key') ?? '' };
}

/** The line UUID of a CartLine gid (whatever cart it names), or null. */
export function parseLineId(value: unknown): string | null {
  const parsed = parseGid(value);
  return parsed && parsed.type === 'CartLine' ? parsed.id : null;
}

/** The hosted checkout of a cart, on the emulator's own origin. */
export function checkoutUrl(origin: string, cart: Pick<CartRecord, 'token' | 'key'>): string {
  return `${origin}/checkouts/cn/${cart.token}?key=${cart.key}`;
}
