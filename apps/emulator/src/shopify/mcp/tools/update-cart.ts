import { countryArgument, gidArgument, languageArgument } from './arguments.js';
import { readCartChanges, type CartChanges } from './cart-changes.js';
import { CART_BUYER, CART_CREATE, CART_DISCOUNT_CODES, CART_LINES_ADD, CART_LINES_REMOVE, CART_LINES_UPDATE, CART_NOTE, GET_CART } from './cart-documents.js';
import { CART_INSTRUCTIONS, cartShape, type CartNode } from './cart-shape.js';
import { storefrontData } from './storefront-call.js';
import { ToolInputError, type McpTool, type ToolContext } from './tool.js';

type UserError = { field: string[] | null; message: string; code: string | null };
type Warning = { code: string; message: string; target: string };
type Payload = Record<string, { cart: CartNode | null; userErrors: UserError[]; warnings?: Warning[] }>;

const itemSchema = (properties: Record<string, unknown>, required: string[]) => ({ type: 'object', required, properties });

/** Runs one cart mutation; its userErrors join the answer's errors, as Shopify's update_cart reports them. */
async function change(context: ToolContext, document: string, variables: Record<string, unknown>, errors: UserError[]): Promise<CartNode | null> {
  const data = await storefrontData<Payload>(context, document, variables);
  const payload = Object.values(data)[0]!;
  errors.push(...payload.userErrors);
  // Warnings (less stock than asked, a merchandise no longer sold) matter as much to an agent as errors.
  errors.push(...(payload.warnings ?? []).map((warning) => ({ field: null, message: warning.message, code: warning.code })));
  return payload.cart;
}

async function createCart(changes: CartChanges, context: ToolContext, locale: Record<string, string>, errors: UserError[]): Promise<CartNode | null> {
  if (changes.add.length === 0) throw new ToolInputError('add_items is required to create a cart (or give the cart_id of an existing cart)');
  if (changes.update.length || changes.remove.length) throw new ToolInputError('update_items and remove_line_ids need the cart_id of an existing cart');
  const input = {
    lines: changes.add,
    ...(changes.discountCodes ? { discountCodes: changes.discountCodes } : {}),
    ...(changes.note ? { note: changes.note } : {}),
    ...(changes.buyer ? { buyerIdentity: changes.buyer } : {}),
  };
  return change(context, CART_CREATE, { input, ...locale }, errors);
}

async function changeCart(cartId: string, changes: CartChanges, context: ToolContext, locale: Record<string, string>, errors: UserError[]): Promise<CartNode | null> {
  const found = await storefrontData<{ cart: CartNode | null }>(context, GET_CART, { id: cartId, ...locale });
  if (!found.cart) throw new ToolInputError(`No cart with the id ${cartId}: it may have expired or been checked out; leave cart_id out to create a new one`);
  let cart: CartNode | null = found.cart;
  const base = { cartId, ...locale };
  const removals = [...changes.remove, ...changes.update.filter((line) => line.quantity === 0).map((line) => line.id)];
  const updates = changes.update.filter((line) => line.quantity > 0);
  if (changes.add.length) cart = (await change(context, CART_LINES_ADD, { ...base, lines: changes.add }, errors)) ?? cart;
  if (updates.length) cart = (await change(context, CART_LINES_UPDATE, { ...base, lines: updates }, errors)) ?? cart;
  if (removals.length) cart = (await change(context, CART_LINES_REMOVE, { ...base, lineIds: removals }, errors)) ?? cart;
  if (changes.discountCodes) cart = (await change(context, CART_DISCOUNT_CODES, { ...base, codes: changes.discountCodes }, errors)) ?? cart;
  if (changes.note !== undefined) cart = (await change(context, CART_NOTE, { ...base, note: changes.note }, errors)) ?? cart;
  if (changes.buyer) cart = (await change(context, CART_BUYER, { ...base, buyer: changes.buyer }, errors)) ?? cart;
  return cart;
}

/** Shopify's update_cart: creates a cart when no cart_id is given, else changes it; answers the cart with its checkout URL. */
export const updateCart: McpTool = {
  name: 'update_cart',
  description:
    'Perform updates to a cart, including adding/removing/updating line items, buyer information, discount codes and notes in one consolidated call. When creating a new cart, only add_items is required. The answer includes the checkout_url where the shopper pays.',
  inputSchema: {
    type: 'object',
    properties: {
      cart_id: { type: 'string', description: 'Identifier for the cart being updated. If not provided, a new cart will be created.' },
      add_items: {
        type: 'array',
        description: 'Items to add to the cart. Required when creating a new cart.',
        items: itemSchema({ product_variant_id: { type: 'string' }, quantity: { type: 'integer', minimum: 1 } }, ['product_variant_id', 'quantity']),
      },
      update_items: {
        type: 'array',
        description: 'Existing cart line items to update quantities for. Use quantity 0 to remove an item.',
        items: itemSchema({ id: { type: 'string' }, quantity: { type: 'integer', minimum: 0 } }, ['id', 'quantity']),
      },
      remove_line_ids: { type: 'array', description: 'List of line item IDs to remove explicitly.', items: { type: 'string' } },
      buyer_identity: {
        type: 'object',
        description: 'Information about the buyer including email, phone, and country.',
        properties: { email: { type: 'string', format: 'email' }, phone: { type: 'string' }, country_code: { type: 'string', description: 'ISO country code, used for regional pricing.' } },
      },
      discount_codes: { type: 'array', description: 'Discount or promo codes to apply to the cart. Only prompt if customer mentions having a discount code.', items: { type: 'string' } },
      note: { type: 'string', description: 'A note or special instructions for the cart.' },
      language: { type: 'string', description: "ISO 639-1 language code of the cart and its checkout (e.g., 'EN', 'FR')." },
      country: { type: 'string', description: "ISO 3166-1 alpha-2 country code (e.g., 'CA')." },
    },
    required: [],
  },
  async run(args, context) {
    const cartId = args.cart_id === undefined || args.cart_id === null || args.cart_id === '' ? null : gidArgument(args, 'cart_id', 'Cart');
    const changes = readCartChanges(args);
    const locale = { language: languageArgument(args), country: countryArgument(args) };
    const errors: UserError[] = [];
    const cart = cartId ? await changeCart(cartId, changes, context, locale, errors) : await createCart(changes, context, locale, errors);
    for (const name of changes.leftToCheckout) errors.push({ field: [name], message: `${name} is entered on the checkout page in this shop`, code: 'NOT_SUPPORTED' });
    if (!cart) throw new ToolInputError(errors.map((error) => error.message).join('; ') || 'The cart could not be created');
    return { instructions: CART_INSTRUCTIONS, cart: cartShape(cart), errors: errors.map((error) => ({ field: error.field, message: error.message, code: error.code })) };
  },
};
