/** Products as Shopify's Storefront MCP tools describe them (snake_case, prices as decimal strings). */

export interface Money {
  amount: string;
  currencyCode: string;
}

export interface ProductSummaryNode {
  id: string;
  title: string;
  description: string;
  onlineStoreUrl: string | null;
  productType: string;
  vendor: string;
  tags: string[];
  featuredImage: { url: string } | null;
  priceRange: { minVariantPrice: Money; maxVariantPrice: Money };
  variants: { nodes: { id: string; title: string; availableForSale: boolean; price: Money; image: { url: string } | null }[] };
}

export function priceRange(range: ProductSummaryNode['priceRange']) {
  return { min: range.minVariantPrice.amount, max: range.maxVariantPrice.amount, currency: range.minVariantPrice.currencyCode };
}

export function productSummary(node: ProductSummaryNode) {
  return {
    product_id: node.id,
    title: node.title,
    description: node.description,
    url: node.onlineStoreUrl,
    image_url: node.featuredImage?.url ?? null,
    price_range: priceRange(node.priceRange),
    product_type: node.productType,
    vendor: node.vendor,
    tags: node.tags,
    variants: node.variants.nodes.map((variant) => ({
      variant_id: variant.id,
      title: variant.title,
      price: variant.price.amount,
      currency: variant.price.currencyCode,
      image_url: variant.image?.url ?? node.featuredImage?.url ?? null,
      available: variant.availableForSale,
    })),
  };
}
