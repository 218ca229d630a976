import { getCart } from './get-cart.js';
import { getProductDetails } from './get-product-details.js';
import { searchShopCatalog } from './search-shop-catalog.js';
import { searchShopPoliciesAndFaqs } from './search-shop-policies-and-faqs.js';
import type { McpTool } from './tool.js';
import { updateCart } from './update-cart.js';

/** The tools of Shopify's Storefront MCP server (shopify.dev, "Storefront MCP server"), in its order. */
export const STOREFRONT_TOOLS: readonly McpTool[] = [searchShopCatalog, getCart, updateCart, searchShopPoliciesAndFaqs, getProductDetails];
