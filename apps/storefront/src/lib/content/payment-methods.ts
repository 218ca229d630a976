import 'server-only';
import { defineQuery } from 'groq';
import { cacheFor } from '@/lib/cache/cache-policy';
import { contentQuery } from './client';

export interface PaymentMethod {
  id: string;
  title: string;
  imageUrl: string;
}

const PAYMENT_METHODS_QUERY = defineQuery(`
  *[_type == "paymentMethods" && defined(paymentMethodImage.asset)] | order(order asc) {
    "id": _id,
    "title": coalesce(paymentMethodTitle, ""),
    "imageUrl": paymentMethodImage.asset->url
  }
`);

/** Payment-method logos for the footer marquee; a failure is silently ignored (CONT-30). */
export async function getPaymentMethods(): Promise<PaymentMethod[]> {
  try {
    const methods = await contentQuery(PAYMENT_METHODS_QUERY, { cache: cacheFor('paymentMethods') });
    return methods.flatMap(({ imageUrl, ...method }) => (imageUrl ? [{ ...method, imageUrl }] : []));
  } catch {
    return [];
  }
}
