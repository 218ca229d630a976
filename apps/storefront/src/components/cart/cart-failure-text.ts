import type { CartFailure } from '@/domain/cart/types';

/** The page's translator (useTranslations() at the root of the messages). */
export type CartTranslator = (key: string, values?: Record<string, number>) => string;

/**
 * Why a cart change did not happen, in the page's language: the store's own reasons have their
 * words; a refusal from the provider or of a malformed request is said in general terms (its
 * English text stays in the server's log).
 */
export function cartFailureText(t: CartTranslator, error: CartFailure): string {
  switch (error.kind) {
    case 'quantity-exceeded':
      return t('product.quantityExceeded', { requested: error.requested, available: error.available });
    case 'cannot-update':
      return t('cart.cannotUpdate', { requested: error.requested, max: error.max });
    case 'transient':
      return t('cart.transientError');
    default:
      return t(REFUSAL_KEYS[error.reason ?? 'other']);
  }
}

const REFUSAL_KEYS = {
  'priority-alone': 'cart.refusal.priorityAlone',
  'priority-not-eligible': 'cart.refusal.priorityNotEligible',
  'line-gone': 'cart.refusal.lineGone',
  'cart-empty': 'cart.refusal.cartEmpty',
  'cart-gone': 'cart.refusal.cartGone',
  other: 'cart.refusal.other',
} as const;
