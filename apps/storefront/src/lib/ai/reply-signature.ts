import 'server-only';
import type { Locale } from '@/i18n/routing';

/** Where a reply sits: its conversation, product and language, its index there and the turn before it. */
export interface ReplyPlace {
  /** The conversation id the server issued: a reply signed in one conversation proves nothing in another. */
  conversation: string;
  productId: string;
  locale: Locale;
  position: number;
  /** The question it answers ('' for the greeting, which opens the conversation). */
  previous: string;
}

const encoder = new TextEncoder();

function payload(place: ReplyPlace, reply: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(
    JSON.stringify(['maestro-reply/2', place.conversation, place.productId, place.locale, place.position, place.previous, reply]),
  );
}

/** HMAC-SHA-256 of the reply and its place, base64url (43 characters): the browser stores it with the reply. */
export async function signReply(key: CryptoKey, place: ReplyPlace, reply: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', key, payload(place, reply));
  return Buffer.from(mac).toString('base64url');
}

/** Whether this server wrote exactly this reply at exactly this place (compared in constant time). */
export async function isSignedReply(key: CryptoKey, place: ReplyPlace, reply: string, signature: string | undefined): Promise<boolean> {
  if (!signature) return false;
  const mac = Buffer.from(signature, 'base64url');
  if (mac.length !== 32) return false;
  return crypto.subtle.verify('HMAC', key, mac, payload(place, reply));
}
