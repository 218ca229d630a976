/** The tag manager's e-commerce events (SEO-20). */
export type EcommerceEvent = 'view_item_list' | 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'view_cart' | 'begin_checkout';

/** One item of an event: id, name, brand, category, variant, price, quantity (GA4 names). */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  item_variant: string;
  price: number;
  quantity: number;
}

export interface AnalyticsItemInput {
  /** A Shopify product gid or id; the numeric id is what reports group by. */
  productId: string;
  title: string;
  vendor: string;
  productType: string;
  variantTitle: string;
  price: number;
  quantity?: number;
}

/**
 * The numeric part of a Shopify gid (gid://shopify/Product/123 -> 123); other ids unchanged.
 * @internal exported for its tests
 */
export function numericId(id: string): string {
  return /\/(\d+)(?:\?.*)?$/.exec(id)?.[1] ?? id;
}

export function toAnalyticsItem(input: AnalyticsItemInput): AnalyticsItem {
  return {
    item_id: numericId(input.productId),
    item_name: input.title,
    item_brand: input.vendor,
    item_category: input.productType,
    // 'Default Title' says nothing about the variant: reports show it empty.
    item_variant: input.variantTitle === 'Default Title' ? '' : input.variantTitle,
    price: input.price,
    quantity: input.quantity ?? 1,
  };
}

export interface EcommercePayload {
  currency: 'CAD';
  value: number;
  items: AnalyticsItem[];
}

/** value = the sum of price x quantity, rounded to cents. */
export function ecommercePayload(items: AnalyticsItem[]): EcommercePayload {
  const value = items.reduce((total, item) => total + item.price * item.quantity, 0);
  return { currency: 'CAD', value: Math.round(value * 100) / 100, items };
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Pushes an event to window.dataLayer (created when the tag manager has not loaded yet). The
 * previous ecommerce object is cleared first, as Google's GA4 guide asks, so fields never leak
 * from one event into the next.
 */
export function pushEcommerceEvent(event: EcommerceEvent, payload: EcommercePayload, target?: DataLayerWindow): void {
  const host = target ?? (typeof window === 'undefined' ? undefined : (window as DataLayerWindow));
  if (!host) return;
  host.dataLayer ??= [];
  host.dataLayer.push({ ecommerce: null });
  host.dataLayer.push({ event, ecommerce: payload });
}
