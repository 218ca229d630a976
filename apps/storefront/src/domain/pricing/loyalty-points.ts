import { isCallForPrice } from './price-rules';

/**
 * Loyalty points earned on a purchase: one point per whole dollar of the price paid, per unit
 * (PDP-11, CONST-02); this is the one place in the code that defines it. Call-for-price products
 * show no points.
 */
const POINTS_PER_DOLLAR = 1;

export function loyaltyPointsFor(price: number, quantity = 1): number | null {
  if (!Number.isFinite(price) || price <= 0 || isCallForPrice(price)) return null;
  return Math.floor(price * POINTS_PER_DOLLAR) * Math.max(1, Math.trunc(quantity));
}
