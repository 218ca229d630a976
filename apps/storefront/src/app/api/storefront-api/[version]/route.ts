import { handleStorefrontApi } from '@/lib/agents/storefront-api-proxy-handler';

// Reached as /api/{version}/graphql.json, Shopify's path, through the rewrite in next.config.ts.
type Context = { params: Promise<{ version: string }> };

export async function POST(request: Request, { params }: Context) {
  return handleStorefrontApi(request, (await params).version);
}

export async function GET(request: Request, { params }: Context) {
  return handleStorefrontApi(request, (await params).version);
}
