import { gidArgument, isRecord, optionalArray, optionalString } from './arguments.js';
import { ToolInputError } from './tool.js';

/** What update_cart was asked to do, checked: the Storefront cart mutations it becomes. */
export interface CartChanges {
  add: { merchandiseId: string; quantity: number }[];
  update: { id: string; quantity: number }[];
  remove: string[];
  discountCodes?: string[];
  note?: string;
  buyer?: { email?: string; phone?: string; countryCode?: string };
  /** Arguments Shopify takes that this shop leaves to the checkout page, said back in `errors`. */
  leftToCheckout: string[];
}

const MAX_ITEMS = 50;
const MAX_QUANTITY = 10_000;

function quantity(value: unknown, where: string, min: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > MAX_QUANTITY) {
    throw new ToolInputError(`${where}.quantity must be an integer from ${min} to ${MAX_QUANTITY}`);
  }
  return value;
}

function items(args: Record<string, unknown>, name: string): Record<string, unknown>[] {
  return optionalArray(args, name, MAX_ITEMS).map((item, index) => {
    if (!isRecord(item)) throw new ToolInputError(`${name}[${index}] must be an object`);
    return item;
  });
}

function buyerIdentity(value: unknown): CartChanges['buyer'] {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) throw new ToolInputError('buyer_identity must be an object with email, phone or country_code');
  const email = optionalString(value, 'email', 254);
  if (email !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new ToolInputError('buyer_identity.email must be an e-mail address');
  const phone = optionalString(value, 'phone', 32);
  const countryCode = optionalString(value, 'country_code', 2);
  if (countryCode !== undefined && !/^[A-Za-z]{2}$/.test(countryCode)) throw new ToolInputError('buyer_identity.country_code must be an ISO 3166-1 alpha-2 code');
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}), ...(countryCode ? { countryCode: countryCode.toUpperCase() } : {}) };
}

function codes(args: Record<string, unknown>, name: string): string[] | undefined {
  if (args[name] === undefined || args[name] === null) return undefined;
  return optionalArray(args, name, 10).map((code, index) => {
    if (typeof code !== 'string' || code.length > 100) throw new ToolInputError(`${name}[${index}] must be a string of at most 100 characters`);
    return code.trim();
  });
}

export function readCartChanges(args: Record<string, unknown>): CartChanges {
  const add = items(args, 'add_items').map((item, index) => ({
    merchandiseId: gidArgument(item, 'product_variant_id', 'ProductVariant'),
    quantity: quantity(item.quantity, `add_items[${index}]`, 1),
  }));
  const update = items(args, 'update_items').map((item, index) => ({
    id: gidArgument(item, 'id', 'CartLine'),
    quantity: quantity(item.quantity, `update_items[${index}]`, 0),
  }));
  const remove = optionalArray(args, 'remove_line_ids', MAX_ITEMS).map((id, index) => gidArgument({ [`remove_line_ids[${index}]`]: id }, `remove_line_ids[${index}]`, 'CartLine'));
  const note = optionalString(args, 'note', 5_000);
  const leftToCheckout = ['delivery_addresses_to_add', 'selected_delivery_options', 'gift_card_codes'].filter((name) => args[name] !== undefined && args[name] !== null);
  return { add, update, remove, discountCodes: codes(args, 'discount_codes'), ...(note === undefined ? {} : { note }), buyer: buyerIdentity(args.buyer_identity), leftToCheckout };
}
