import { parseEndDate } from './sale-dates';

export interface SaleEndDate {
  hasSale: boolean;
  /** The raw end as stored (ISO 8601), for display through parseEndDate's midnight rule. */
  endDate: string | null;
}

const NO_SALE: SaleEndDate = { hasSale: false, endDate: null };

function readWindow(raw: string | null): { startsAt: string | null; endsAt: string } | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const { startsAt, endsAt } = parsed as Record<string, unknown>;
    if (typeof endsAt !== 'string') return null;
    return { startsAt: typeof startsAt === 'string' ? startsAt : null, endsAt };
  } catch {
    return null;
  }
}

const instant = (value: string) => new Date(value.trim().replace(/^(["'])(.*)\1$/, '$2')).getTime();

/**
 * The sale end date of one variant (GET /api/{short name}-sale-end-date, PDP-12): the
 * sales-manager window (custom field variant.sale, {startsAt, endsAt}) when it is running now;
 * without one, the variant's promotion end date while it is discounted and not yet over.
 */
export function getSaleEndDate(
  variant: { price: number; compareAtPrice: number | null; sale: string | null; promotionEndDate: string | null },
  now: Date,
): SaleEndDate {
  const window = readWindow(variant.sale);
  const time = now.getTime();
  if (window) {
    const started = window.startsAt === null || !(instant(window.startsAt) > time);
    const running = started && instant(window.endsAt) > time;
    return running ? { hasSale: true, endDate: window.endsAt } : NO_SALE;
  }
  const discounted = variant.compareAtPrice !== null && variant.compareAtPrice > variant.price;
  if (!discounted || !variant.promotionEndDate || !parseEndDate(variant.promotionEndDate)) return NO_SALE;
  return instant(variant.promotionEndDate) > time ? { hasSale: true, endDate: variant.promotionEndDate } : NO_SALE;
}
