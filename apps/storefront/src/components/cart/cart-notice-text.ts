import type { useTranslations } from 'next-intl';
import type { CartNotice } from '@/domain/cart/cart-notices';

/** A provider notice in the page's language; a code the store has no words for keeps the provider's (localised) text. */
export function cartNoticeText(t: ReturnType<typeof useTranslations<'cart'>>, notice: CartNotice): string {
  if (notice.kind === 'not-enough-stock') return t('notEnoughStock', { title: notice.title, count: notice.quantity });
  if (notice.kind === 'out-of-stock') return t('outOfStock', { title: notice.title });
  if (notice.kind === 'priority-delivery-removed') return t('priorityRemoved');
  return notice.message;
}
