import 'server-only';
import { cacheFor } from '@/lib/cache/cache-policy';
import { contentQuery } from './client';

export interface PaymentMethod {
  id: string;
  title: string;
  imageUrl: string;
}

const PAYMENT_METHODS_QUERY = /* groq */ `
  *[_type == "paymentMethods" && defined(paymentMethodImage)] | order(order asc) {
    "id": _id,
    "title": coalesce(paymentMethodTitle, ""),
    "imageUrl": paymentMethodImage
  }
`;

/** Payment-method logos for the footer marquee; a failure is silently ignored (spec §8). */
export async function getPaymentMethods(): Promise<PaymentMethod[]> {
  try {
    return await contentQuery<PaymentMethod[]>(PAYMENT_METHODS_QUERY, { cache: cacheFor('paymentMethods') });
  } catch {
    return [];
  }
}
