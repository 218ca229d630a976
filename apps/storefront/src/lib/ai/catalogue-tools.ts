import { tool } from 'ai';
import { z } from 'zod';
import type { CartProposal } from '@/domain/ai/cart-proposal';
import { orderableVariants, type ProductFacts } from '@/domain/ai/product-facts';
import { isCallForPrice } from '@/domain/pricing/price-rules';
import type { Locale } from '@/i18n/routing';
import type { AssistantServices } from './assistant-service';
import { createToolRunner, TOOL_LIMITS } from './tool-budget';

const handle = z.string().trim().min(1).max(255).describe('A product handle, as search_products gives it');

/** The facts a tool returns: what the model may quote, without provider ids. */
function visibleFacts(facts: ProductFacts) {
  const {
    handle,
    title,
    vendor,
    productType,
    summary,
    specs,
    inTheBox,
    useCases,
    otherSections,
    releaseDate,
    price,
    available,
    condition,
  } = facts;
  const variants = facts.variants.map((variant) => ({ title: variant.title, available: variant.available, price: variant.price }));
  return {
    handle,
    title,
    vendor,
    productType,
    summary,
    specs,
    inTheBox,
    useCases,
    otherSections,
    releaseDate,
    price,
    available,
    condition,
    variants,
  };
}

export interface CatalogueToolsInput {
  services: Pick<AssistantServices, 'loadProduct' | 'searchCatalogue'>;
  locale: Locale;
  /** The product the conversation is about. */
  current: ProductFacts;
  /** Where propose_add_to_cart puts what the shopper will be asked to confirm. */
  proposals: CartProposal[];
  runner?: ReturnType<typeof createToolRunner>;
}

/**
 * The assistant's catalogue tools for a hosted model: search, a product's facts, availability, a
 * comparison, and an add to cart that is only proposed (the shopper confirms it with a button; no
 * tool changes a cart). Each call goes through the reply's budget (tool-budget.ts).
 */
export function catalogueTools({ services, locale, current, proposals, runner = createToolRunner() }: CatalogueToolsInput) {
  const facts = async (wanted: string) => (wanted === current.handle ? current : await services.loadProduct(wanted, locale));
  return {
    search_products: tool({
      description:
        "Search the store's catalogue (products in stock) by words, optionally below a price in CAD. Returns up to 5 products with handle, title, price and availability.",
      inputSchema: z.object({ query: z.string().trim().min(2).max(100), maxPrice: z.number().positive().max(1_000_000).optional() }),
      execute: ({ query, maxPrice }) =>
        runner('search_products', async () => {
          const found = await services.searchCatalogue({ text: query, ...(maxPrice ? { maxPrice } : {}), limit: 5 }, locale, false);
          return found.map(({ handle: productHandle, title, vendor, productType, price, available }) => ({
            handle: productHandle,
            title,
            vendor,
            productType,
            price,
            available,
          }));
        }),
    }),
    product_facts: tool({
      description: "A product's catalogue facts: description, key specs, what's in the box, uses, prices and availability by option.",
      inputSchema: z.object({ handle }),
      execute: ({ handle: wanted }) =>
        runner('product_facts', async () => {
          const found = await facts(wanted);
          return found ? visibleFacts(found) : { error: `No product with the handle ${wanted}` };
        }),
    }),
    check_availability: tool({
      description: 'Whether a product can be ordered online now, option by option, and whether it is a demo or used unit.',
      inputSchema: z.object({ handle }),
      execute: ({ handle: wanted }) =>
        runner('check_availability', async () => {
          const found = await facts(wanted);
          if (!found) return { error: `No product with the handle ${wanted}` };
          return {
            title: found.title,
            available: found.available,
            condition: found.condition,
            options: found.variants.map(({ title, available }) => ({ title, available })),
          };
        }),
    }),
    compare_products: tool({
      description: 'The facts of two products side by side, to compare them.',
      inputSchema: z.object({ first: handle, second: handle }),
      execute: ({ first, second }) =>
        runner('compare_products', async () => {
          const [a, b] = await Promise.all([facts(first), facts(second)]);
          if (!a || !b) return { error: `No product with the handle ${!a ? first : second}` };
          return { first: visibleFacts(a), second: visibleFacts(b) };
        }),
    }),
    propose_add_to_cart: tool({
      description:
        "Propose adding a product to the shopper's cart: the shopper sees a button and confirms with a click. Nothing is added until they click. Use only when the shopper asks to add or buy.",
      inputSchema: z.object({
        handle,
        option: z.string().trim().max(255).optional().describe('The option title, e.g. "Black / Single"'),
        quantity: z.number().int().min(1).max(10).default(1),
      }),
      execute: ({ handle: wanted, option, quantity }) =>
        runner('propose_add_to_cart', async () => {
          const found = await facts(wanted);
          if (!found) return { error: `No product with the handle ${wanted}` };
          const variants = orderableVariants(found);
          const variant =
            variants.find((candidate) => (option ? candidate.title === option : candidate.available)) ?? (option ? undefined : variants[0]);
          if (!variant?.id) return { error: option ? `No option "${option}"` : 'This product cannot be added' };
          if (!variant.available) return { error: 'That option cannot be ordered online now' };
          if (isCallForPrice(variant.price)) return { error: 'This product is priced on request: the shopper must call to order it' };
          if (proposals.length >= 3) return { error: 'At most 3 proposals in one reply' };
          proposals.push({
            variantId: variant.id,
            handle: found.handle,
            productTitle: found.title,
            variantTitle: variants.length > 1 ? variant.title : null,
            price: variant.price,
            quantity,
          });
          return {
            proposed: true,
            title: found.title,
            option: variant.title,
            price: variant.price,
            quantity,
            note: 'The shopper now sees a button to confirm; say so.',
          };
        }),
    }),
  };
}

export { TOOL_LIMITS };
