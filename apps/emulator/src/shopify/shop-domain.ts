/** The emulated shop's myshopify.com domain: Shop.myshopifyDomain, and X-Shopify-Shop-Domain on webhooks. */
export const MYSHOPIFY_DOMAIN = 'maple-audio.myshopify.com';
