import { createHmac, timingSafeEqual } from 'node:crypto';

export interface OrderStatusLinks {
  /** The order's status page, in `language` when given (the language the API was asked in). */
  url(origin: string, orderId: number, language?: 'en' | 'fr'): string;
  verify(orderId: number, key: string): boolean;
}

/** Order status links carry a key only the emulator can make, like Shopify's `?key=` links. */
export function orderStatusLinks(secret: string): OrderStatusLinks {
  const keyFor = (orderId: number) => createHmac('sha256', secret).update(`order-status:${orderId}`).digest('hex').slice(0, 32);
  return {
    url(origin, orderId, language) {
      const url = new URL(`/orders/${orderId}/status`, origin);
      url.searchParams.set('key', keyFor(orderId));
      if (language) url.searchParams.set('locale', language);
      return url.toString();
    },
    verify(orderId, key) {
      const expected = Buffer.from(keyFor(orderId));
      const given = Buffer.from(key);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
