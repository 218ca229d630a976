import type { CustomerRecord, OrderLineRecord, OrderRecord } from '../../catalog/model.js';
import type { BuildContext } from '../build-context.js';
import { addDays, addMinutes, isoSeconds } from '../dates.js';
import { STAFF_EMAIL } from '../identity.js';
import type { CatalogueEntry } from '../products/entry.js';
import { money } from '../products/pricing.js';
import { DEFAULT_TITLE } from '../products/variants.js';
import { salesTaxCents } from '../../tax/sales-tax.js';
import type { Random } from '../random.js';

const FREE_SHIPPING_FROM = 99;
const SHIPPING_FEE = 12.95;

interface Shopper {
  email: string;
  orders: number;
  /** Catalogue areas the customer buys from; empty for any. */
  areas: string[];
  maxPrice: number;
  /** Partner discount applied to eligible lines, with the tag that makes a line eligible. */
  b2b?: { percent: number; tag: string };
}

const SHOPPERS: Shopper[] = [
  { email: 'shopper@example.com', orders: 14, areas: ['microphones', 'headphones', 'recording', 'guitars-and-basses', 'keyboards', 'cables-and-adaptors', 'mobile-audio', 'hi-fi'], maxPrice: 1500 },
  { email: 'integrator@example.com', orders: 4, areas: ['integration', 'audio-visual', 'cables-and-adaptors', 'pro-audio'], maxPrice: 8000, b2b: { percent: 15, tag: 'b2b-integrator' } },
  { email: 'production@example.com', orders: 3, areas: ['live-sound', 'lighting', 'dj', 'cables-and-adaptors'], maxPrice: 8000, b2b: { percent: 10, tag: 'b2b-production' } },
  { email: STAFF_EMAIL, orders: 1, areas: [], maxPrice: 2000 },
];

interface Draft {
  customer: CustomerRecord;
  shopper: Shopper;
  daysAgo: number;
  index: number;
}

function pickLines(random: Random, pool: readonly CatalogueEntry[], shopper: Shopper): Omit<OrderLineRecord, 'id'>[] {
  return random.sample(pool, random.int(1, 4)).map((entry) => {
    const variant = random.pick(entry.product.variants);
    const price = Number(variant.price);
    const quantity = price > 500 ? 1 : random.int(1, entry.placement?.area.handle === 'cables-and-adaptors' ? 4 : 2);
    const partner = shopper.b2b && entry.product.tags.includes(shopper.b2b.tag) ? shopper.b2b.percent : 0;
    return {
      productId: entry.product.id,
      variantId: variant.id,
      title: entry.product.title,
      variantTitle: variant.title.en === DEFAULT_TITLE.en ? null : variant.title,
      sku: variant.sku,
      quantity,
      price: money(price),
      discount: money((price * quantity * partner) / 100),
      imagePath: entry.product.images.find((image) => image.id === variant.imageId)?.path ?? entry.product.images[0]?.path ?? null,
    };
  });
}

/** Past orders of the demo accounts (10+ for the shopper, so paging by 10 works) and of a few other customers. */
export function buildOrders(context: BuildContext, customers: readonly CustomerRecord[], entries: readonly CatalogueEntry[]): OrderRecord[] {
  const random = context.random.fork('orders');
  const regular = entries.filter((entry) => entry.kind === 'regular' && entry.product.variants[0]!.requiresShipping);
  const drafts: Draft[] = [];
  for (const customer of customers) {
    const shopper = SHOPPERS.find((candidate) => candidate.email === customer.email) ?? { email: customer.email, orders: random.int(1, 2), areas: [], maxPrice: 2000 };
    // Oldest first, so a customer's order index follows time (the shopper's first order used WELCOME10).
    const days = random.sample(Array.from({ length: 700 }, (_, day) => day + 2), shopper.orders).sort((a, b) => b - a);
    days.forEach((daysAgo, index) => drafts.push({ customer, shopper, daysAgo, index }));
  }
  drafts.sort((a, b) => b.daysAgo - a.daysAgo || a.customer.id - b.customer.id);
  const pools = new Map<Shopper, CatalogueEntry[]>();
  const poolOf = (shopper: Shopper) => {
    if (!pools.has(shopper)) {
      const pool = regular.filter((entry) => (shopper.areas.length === 0 || shopper.areas.includes(entry.placement!.area.handle)) && Number(entry.product.variants[0]!.price) <= shopper.maxPrice);
      pools.set(shopper, pool.length > 0 ? pool : regular);
    }
    return pools.get(shopper)!;
  };
  return drafts.map((draft, position) => {
    const orderRandom = random.fork(draft.customer.email, draft.index);
    const { customer, shopper } = draft;
    const lines = pickLines(orderRandom, poolOf(shopper), shopper).map((line) => ({ ...line, id: context.ids.next('orderLine') }));
    const gross = lines.reduce((sum, line) => sum + Number(line.price) * line.quantity, 0);
    const codes: string[] = [];
    if (customer.email === 'shopper@example.com' && draft.index === 0) codes.push('WELCOME10');
    else if (!shopper.b2b && gross >= 250 && orderRandom.chance(0.25)) codes.push('MAPLE25');
    if (codes[0] === 'WELCOME10') lines.forEach((line) => (line.discount = money(Number(line.price) * line.quantity * 0.1)));
    if (codes[0] === 'MAPLE25') lines[0]!.discount = money(Number(lines[0]!.discount) + 25);
    // Amounts in cents so the parts add up exactly to the total.
    const subtotal = Math.round(gross * 100) - lines.reduce((sum, line) => sum + Math.round(Number(line.discount) * 100), 0);
    const shipping = subtotal >= FREE_SHIPPING_FROM * 100 ? 0 : Math.round(SHIPPING_FEE * 100);
    const address = customer.addresses[0]!;
    // The checkout's taxes for the delivery province (GST/HST/QST/PST/RST, each rounded to the cent).
    const tax = salesTaxCents(address.provinceCode, subtotal + shipping);
    const processed = addMinutes(addDays(context.referenceDate, -draft.daysAgo), -orderRandom.int(0, 720));
    const cancelled = customer.email === 'shopper@example.com' && draft.index === 4;
    return {
      id: context.ids.next('order'),
      number: 1001 + position,
      customerId: customer.id,
      email: customer.email,
      processedAt: isoSeconds(processed),
      financialStatus: cancelled ? 'REFUNDED' : customer.email === 'shopper@example.com' && draft.index === 7 ? 'PARTIALLY_REFUNDED' : 'PAID',
      fulfillmentStatus: cancelled ? 'UNFULFILLED' : draft.daysAgo <= 4 ? 'UNFULFILLED' : draft.daysAgo <= 10 ? 'IN_PROGRESS' : 'FULFILLED',
      cancelledAt: cancelled ? isoSeconds(addDays(processed, 1)) : null,
      currencyCode: 'CAD',
      lines,
      subtotal: money(subtotal / 100),
      shipping: money(shipping / 100),
      tax: money(tax / 100),
      total: money((subtotal + shipping + tax) / 100),
      discountCodes: codes,
      shippingAddress: address,
      cartId: null,
      locale: customer.locale,
    };
  });
}
