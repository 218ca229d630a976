import { createHmac, timingSafeEqual } from 'node:crypto';

export interface OrderStatusLinks {
  url(origin: string, orderId: number): string;
  verify(orderId: number, key: string): boolean;
}

/** Order status links carry a key only the emulator can make, like Shopify's `?key=` links. */
export function orderStatusLinks(secret: string): OrderStatusLinks {
  const keyFor = (orderId: number) => createHmac('sha256', secret).update(`order-status:${orderId}`).digest('hex').slice(0, 32);
  return {
    url: (origin, orderId) => new URL(`/orders/${orderId}/status?key=${keyFor(orderId)}`, origin).toString(),
    verify(orderId, key) {
      const expected = Buffer.from(keyFor(orderId));
      const given = Buffer.from(key);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
