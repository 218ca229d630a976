import { countryArgument, gidArgument, languageArgument } from './arguments.js';
import { GET_CART } from './cart-documents.js';
import { CART_INSTRUCTIONS, cartShape, type CartNode } from './cart-shape.js';
import { storefrontData } from './storefront-call.js';
import { ToolInputError, type McpTool } from './tool.js';

/** Shopify's get_cart: a cart's lines, costs and checkout URL. */
export const getCart: McpTool = {
  name: 'get_cart',
  description: 'Get the cart including items, shipping options, discount info, and checkout url for a given cart id',
  inputSchema: {
    type: 'object',
    properties: {
      cart_id: { type: 'string', description: 'Shopify cart id, formatted like: gid://shopify/Cart/c1-66330c6d752c2b242bb8487474949791?key=fa8913e951098d30d68033cf6b7b50f3' },
      language: { type: 'string', description: "ISO 639-1 language code of the answer (e.g., 'EN', 'FR')." },
      country: { type: 'string', description: "ISO 3166-1 alpha-2 country code (e.g., 'CA')." },
    },
    required: ['cart_id'],
  },
  async run(args, context) {
    const id = gidArgument(args, 'cart_id', 'Cart');
    const data = await storefrontData<{ cart: CartNode | null }>(context, GET_CART, { id, language: languageArgument(args), country: countryArgument(args) });
    if (!data.cart) throw new ToolInputError(`No cart with the id ${id}: it may have expired or been checked out; create a new one with update_cart`);
    return { instructions: CART_INSTRUCTIONS, cart: cartShape(data.cart), errors: [] };
  },
};
