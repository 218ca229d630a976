import { countryArgument, isRecord, languageArgument, optionalArray, optionalInteger, optionalString, requiredString } from './arguments.js';
import { SEARCH_CATALOG } from './catalog-documents.js';
import { looserQuery } from './natural-query.js';
import { productSummary, type ProductSummaryNode } from './product-shapes.js';
import { storefrontData } from './storefront-call.js';
import { ToolInputError, type McpTool, type ToolContext } from './tool.js';

interface SearchData {
  search: {
    nodes: (ProductSummaryNode | Record<string, never>)[];
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
    productFilters: { label: string; values: { label: string; count: number; input: string }[] }[];
  };
}

const INSTRUCTIONS = [
  'Use markdown to render product titles as links to their product pages using the url property.',
  '',
  'For product data:',
  '- The variants listed are the product\'s first 10; use get_product_details with the product_id for its options and the variant matching them',
  '- Prices are in the currency given (CAD for this shop)',
  '',
  'For filters:',
  '- Use filters ONLY from available_filters in follow-up searches',
  '',
  'For pagination:',
  '- If pagination.hasNextPage is true, ask if the user wants to see more, then search again with after set to pagination.endCursor',
].join('\n');

const FILTER_KEYS = new Set(['available', 'price', 'productType', 'productVendor', 'tag', 'variantOption', 'productMetafield', 'variantMetafield', 'category', 'taxonomyMetafield']);

function filtersArgument(args: Record<string, unknown>): Record<string, unknown>[] {
  return optionalArray(args, 'filters', 20).map((filter, index) => {
    if (!isRecord(filter)) throw new ToolInputError(`filters[${index}] must be an object, like {"price": {"max": 500}}`);
    const unknown = Object.keys(filter).filter((key) => !FILTER_KEYS.has(key));
    if (unknown.length) throw new ToolInputError(`filters[${index}] has unknown keys: ${unknown.join(', ')}; use the inputs of available_filters`);
    return filter;
  });
}

function availableFilters(facets: SearchData['search']['productFilters']) {
  return facets.map((facet) => ({
    label: facet.label,
    values: {
      label: facet.values.slice(0, 25).map((value) => value.label),
      input_options: facet.values.slice(0, 25).map((value) => ({ label: value.label, input: JSON.parse(value.input) as unknown })),
    },
  }));
}

/** Shopify's search_shop_catalog: the catalogue searched in the shopper's language, with filters and paging. */
export const searchShopCatalog: McpTool = {
  name: 'search_shop_catalog',
  description:
    'Search for products from the online store, hosted on Shopify.\n\nThis tool can be used to search for products using natural language queries, specific filter criteria, or both.\n\nBest practices:\n- Searches return available_filters which can be used for refined follow-up searches\n- When filtering, use ONLY the filters from available_filters in follow-up searches\n- Results are paginated; use the after parameter with endCursor to fetch additional pages when users request more results\n\nThe response includes product details, available variants, filter options, and pagination info.',
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', description: 'A natural language query.' },
      filters: {
        type: 'array',
        description: 'Filters to apply to the search. Only apply filters from the available_filters returned in a previous response.',
        items: { type: 'object' },
      },
      country: { type: 'string', description: "ISO 3166-1 alpha-2 country code for which to return localized results (e.g., 'US', 'CA', 'GB')." },
      language: { type: 'string', description: "ISO 639-1 language code for which to return localized results (e.g., 'EN', 'FR', 'DE')." },
      limit: { type: 'integer', description: 'Maximum number of products to return. Defaults to 10, maximum is 250.', default: 10 },
      after: { type: 'string', description: 'Pagination cursor to fetch the next page of results. Use the endCursor from the previous response.' },
      context: {
        type: 'string',
        description: 'Additional information about the request such as user demographics, mood, location, or other relevant details that could help in tailoring the response appropriately.',
      },
    },
    required: ['query', 'context'],
  },
  async run(args, context: ToolContext) {
    const query = requiredString(args, 'query', 500);
    optionalString(args, 'context');
    const variables = {
      query,
      first: optionalInteger(args, 'limit', { min: 1, max: 250, fallback: 10 }),
      after: optionalString(args, 'after', 500) ?? null,
      filters: filtersArgument(args),
      language: languageArgument(args),
      country: countryArgument(args),
    };
    // Shopify's search reads a sentence; the Storefront search ANDs words, so a sentence that finds nothing
    // is asked again by its product words (for every page, so the cursors stay those of one search).
    const looser = looserQuery(query);
    let data = await storefrontData<SearchData>(context, SEARCH_CATALOG, variables);
    if (looser && data.search.nodes.length === 0) {
      const strictFindsSome = variables.after !== null && (await storefrontData<SearchData>(context, SEARCH_CATALOG, { ...variables, first: 1, after: null })).search.nodes.length > 0;
      if (!strictFindsSome) data = await storefrontData<SearchData>(context, SEARCH_CATALOG, { ...variables, query: looser });
    }
    const products = data.search.nodes.filter((node): node is ProductSummaryNode => 'id' in node).map(productSummary);
    return { products, pagination: data.search.pageInfo, available_filters: availableFilters(data.search.productFilters), instructions: INSTRUCTIONS };
  },
};
