/** Shopify's CartWarning: a change the provider made on its own while applying the shopper's. */
export interface ProviderWarning {
  code: string;
  message: string;
  target: string;
}

/** A cart line as the provider answered it, before lines at 0 units are dropped. */
export interface NoticeLine {
  id: string;
  quantity: number;
  productTitle: string;
  variantTitle: string;
}

/**
 * What the shopper is told about a change the store or the provider made on its own, in the page's
 * language (cart-notice-text.ts): a stock cap, or priority delivery dropped from a cart no longer eligible.
 */
export type CartNotice =
  | { kind: 'not-enough-stock'; title: string; quantity: number }
  | { kind: 'out-of-stock'; title: string }
  | { kind: 'priority-delivery-removed' }
  | { kind: 'other'; message: string };

const merchandiseTitle = (line: NoticeLine) =>
  line.variantTitle && line.variantTitle !== 'Default Title' ? `${line.productTitle} – ${line.variantTitle}` : line.productTitle;

/**
 * The notices for a mutation's warnings: stock caps name the line and the units it really holds.
 * Discount warnings are left to the discount-code form, which shows each code's state (they repeat
 * on every change of a cart whose code does not apply); the same notice is given once.
 */
export function toCartNotices(warnings: readonly ProviderWarning[], lines: readonly NoticeLine[]): CartNotice[] {
  const notices: CartNotice[] = [];
  const seen = new Set<string>();
  for (const warning of warnings) {
    if (warning.code.startsWith('DISCOUNT_')) continue;
    const line = lines.find((candidate) => candidate.id === warning.target);
    let notice: CartNotice;
    if (warning.code === 'MERCHANDISE_OUT_OF_STOCK' || (warning.code === 'MERCHANDISE_NOT_ENOUGH_STOCK' && line?.quantity === 0)) {
      notice = line ? { kind: 'out-of-stock', title: merchandiseTitle(line) } : { kind: 'other', message: warning.message };
    } else if (warning.code === 'MERCHANDISE_NOT_ENOUGH_STOCK' && line) {
      notice = { kind: 'not-enough-stock', title: merchandiseTitle(line), quantity: line.quantity };
    } else {
      notice = { kind: 'other', message: warning.message };
    }
    const key = JSON.stringify(notice);
    if (!seen.has(key)) notices.push(notice);
    seen.add(key);
  }
  return notices;
}
