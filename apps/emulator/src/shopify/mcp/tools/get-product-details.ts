import { countryArgument, gidArgument, isRecord, languageArgument } from './arguments.js';
import { PRODUCT_DETAILS } from './catalog-documents.js';
import { priceRange, type Money } from './product-shapes.js';
import { storefrontData } from './storefront-call.js';
import { ToolInputError, type McpTool } from './tool.js';

interface DetailsData {
  product: {
    id: string;
    title: string;
    description: string;
    onlineStoreUrl: string | null;
    productType: string;
    vendor: string;
    featuredImage: { url: string } | null;
    images: { nodes: { url: string; altText: string | null }[] };
    options: { name: string; optionValues: { name: string }[] }[];
    priceRange: { minVariantPrice: Money; maxVariantPrice: Money };
    selectedOrFirstAvailableVariant: {
      id: string;
      title: string;
      availableForSale: boolean;
      quantityAvailable: number | null;
      price: Money;
      compareAtPrice: Money | null;
      image: { url: string } | null;
      selectedOptions: { name: string; value: string }[];
    } | null;
  } | null;
}

const INSTRUCTIONS = 'Use markdown to render product titles as links to their respective product pages using the url property.\nPay attention to the selected variant specified in the response.\n';

function optionsArgument(args: Record<string, unknown>): { name: string; value: string }[] {
  const value = args.options;
  if (value === undefined || value === null) return [];
  if (!isRecord(value)) throw new ToolInputError('options must be an object of option names to values, like {"Size": "10", "Color": "Black"}');
  const entries = Object.entries(value);
  if (entries.length > 10) throw new ToolInputError('options takes at most 10 option names');
  return entries.map(([name, choice]) => {
    if (typeof choice !== 'string' || choice.length > 255 || name.length > 255) throw new ToolInputError(`options.${name.slice(0, 40)} must be a string value`);
    return { name, value: choice };
  });
}

/** Shopify's get_product_details: one product, and the variant matching the options given (or the first available). */
export const getProductDetails: McpTool = {
  name: 'get_product_details',
  description: 'Look up a product by ID and optionally specify variant options to select a specific variant.',
  inputSchema: {
    type: 'object',
    properties: {
      product_id: { type: 'string', description: 'The product ID, e.g. gid://shopify/Product/123' },
      options: { type: 'object', description: 'Optional variant options to select a specific variant, e.g. {"Size": "10", "Color": "Black"}' },
      language: { type: 'string', description: "ISO 639-1 language code of the answer (e.g., 'EN', 'FR')." },
      country: { type: 'string', description: "ISO 3166-1 alpha-2 country code for localized prices (e.g., 'CA')." },
    },
    required: ['product_id'],
  },
  async run(args, context) {
    const id = gidArgument(args, 'product_id', 'Product');
    const data = await storefrontData<DetailsData>(context, PRODUCT_DETAILS, {
      id,
      options: optionsArgument(args),
      language: languageArgument(args),
      country: countryArgument(args),
    });
    const product = data.product;
    if (!product) throw new ToolInputError(`No product with the id ${id}`);
    const variant = product.selectedOrFirstAvailableVariant;
    return {
      product: {
        product_id: product.id,
        title: product.title,
        description: product.description,
        url: product.onlineStoreUrl,
        image_url: product.featuredImage?.url ?? null,
        images: product.images.nodes.map((image) => ({ url: image.url, alt_text: image.altText })),
        options: product.options.map((option) => ({ name: option.name, values: option.optionValues.map((value) => value.name) })),
        price_range: priceRange(product.priceRange),
        product_type: product.productType,
        vendor: product.vendor,
        selectedOrFirstAvailableVariant: variant && {
          variant_id: variant.id,
          title: variant.title,
          inventory: variant.quantityAvailable ?? 0,
          price: variant.price.amount,
          compare_at_price: variant.compareAtPrice?.amount ?? null,
          currency: variant.price.currencyCode,
          image_url: variant.image?.url ?? product.featuredImage?.url ?? null,
          available: variant.availableForSale,
          selected_options: variant.selectedOptions,
        },
      },
      instructions: INSTRUCTIONS,
    };
  },
};
