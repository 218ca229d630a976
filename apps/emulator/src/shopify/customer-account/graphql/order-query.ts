import type { OrderRecord } from '../../../catalog/model.js';

export type OrderSortKey = 'CREATED_AT' | 'ID' | 'ORDER_NUMBER' | 'PROCESSED_AT' | 'TOTAL_PRICE' | 'UPDATED_AT';

const SORT_VALUE: Record<OrderSortKey, (order: OrderRecord) => number | string> = {
  CREATED_AT: (order) => order.processedAt,
  ID: (order) => order.id,
  ORDER_NUMBER: (order) => order.number,
  PROCESSED_AT: (order) => order.processedAt,
  TOTAL_PRICE: (order) => Number(order.total),
  UPDATED_AT: (order) => order.processedAt,
};

/** Shopify's order sort: by the key, ties by id, ascending unless reversed. */
export function sortOrders(orders: readonly OrderRecord[], sortKey: OrderSortKey = 'ID', reverse = false): OrderRecord[] {
  const value = SORT_VALUE[sortKey];
  const sorted = [...orders].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    return left < right ? -1 : left > right ? 1 : a.id - b.id;
  });
  return reverse ? sorted.reverse() : sorted;
}

function compareDate(actual: string, expression: string): boolean {
  const match = /^(>=|<=|>|<)?(.+)$/.exec(expression);
  const operator = match?.[1] ?? '=';
  const bound = Date.parse(match?.[2] ?? '');
  if (Number.isNaN(bound)) return false;
  const time = Date.parse(actual);
  if (operator === '>') return time > bound;
  if (operator === '>=') return time >= bound;
  if (operator === '<') return time < bound;
  if (operator === '<=') return time <= bound;
  return actual.slice(0, 10) === (match?.[2] ?? '').slice(0, 10);
}

function matchesTerm(order: OrderRecord, term: string): boolean {
  const separator = term.indexOf(':');
  const field = separator > 0 ? term.slice(0, separator).toLowerCase() : '';
  const value = (separator > 0 ? term.slice(separator + 1) : term).replace(/^"|"$/g, '').toLowerCase();
  switch (field) {
    case 'name':
    case 'order_number':
      return `#${order.number}` === value || String(order.number) === value.replace(/^#/, '');
    case 'id':
      return String(order.id) === value.replace(/^gid:\/\/shopify\/order\//, '');
    case 'financial_status':
      return order.financialStatus.toLowerCase() === value;
    case 'fulfillment_status':
      return order.fulfillmentStatus.toLowerCase() === value;
    case 'status':
      return value === 'cancelled' ? order.cancelledAt !== null : value === 'open' ? order.cancelledAt === null : true;
    case 'processed_at':
    case 'created_at':
    case 'updated_at':
      return compareDate(order.processedAt, value);
    case '':
      return (
        `#${order.number}`.includes(value) ||
        String(order.number).includes(value) ||
        order.lines.some((line) => line.title.en.toLowerCase().includes(value) || line.title.fr.toLowerCase().includes(value) || line.sku.toLowerCase() === value)
      );
    default:
      return true;
  }
}

/** The subset of Shopify's order search syntax a customer's order list needs: terms ANDed together. */
export function filterOrders(orders: readonly OrderRecord[], query: string | null | undefined): OrderRecord[] {
  const terms = (query ?? '').match(/[^\s"]+(?::"[^"]*")?|"[^"]*"/g) ?? [];
  const wanted = terms.filter((term) => term.toUpperCase() !== 'AND');
  return orders.filter((order) => wanted.every((term) => matchesTerm(order, term)));
}
