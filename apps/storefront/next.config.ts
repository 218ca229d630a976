import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { staticSecurityHeaders } from './src/lib/security/content-security-policy';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    // Messages are compiled at build time, so no ICU parser ships to browsers (decision 0018).
    messages: { path: './messages', format: 'json', locales: ['en', 'fr'], precompile: true },
  },
});

// Next compiles this file to CommonJS (__dirname is this folder); loaded as ESM, the start folder is this one too.
const configDir = typeof __dirname === 'string' ? __dirname : process.cwd();

const nextConfig: NextConfig = {
  // Lets several builds coexist in one checkout (parallel work, benchmarks); .next by default.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The data cache and Next's route caches live in the shared cache adapter (bounded memory, or Redis
  // with REDIS_URL), not in an ever-growing .next/cache/fetch-cache (docs/decisions/0032-shared-cache.md).
  cacheHandler: path.join(configDir, 'src/lib/cache/next-cache-handler.ts'),
  // 'use cache' entries, were a function to use it, go to the same adapter (none does today: decision 0016).
  cacheHandlers: {
    default: path.join(configDir, 'src/lib/cache/use-cache-handler.ts'),
    remote: path.join(configDir, 'src/lib/cache/use-cache-handler.ts'),
  },
  cacheMaxMemorySize: 0,
  // Loaded only when tracing or metrics are turned on (src/lib/observability/telemetry.ts): Node loads them from
  // node_modules, one copy each, instead of compiling the OpenTelemetry SDK's exporters into the server.
  serverExternalPackages: ['@opentelemetry/sdk-node', 'prom-client'],
  reactStrictMode: true,
  poweredByHeader: false,
  // For `npm run bench:scripts` only: what each page's scripts are made of (docs/script-composition.md).
  productionBrowserSourceMaps: process.env.NEXT_SOURCE_MAPS === '1',
  async headers() {
    return [
      { source: '/:path*', headers: staticSecurityHeaders() },
      // JSON and files are never documents: nothing may run or frame them. Pages get their nonce policy from src/proxy.ts.
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }] },
    ];
  },
  async rewrites() {
    return {
      // Shopify's Storefront API path on the store's own domain, as Hydrogen serves it (src/lib/agents).
      beforeFiles: [{ source: '/api/:version/graphql.json', destination: '/api/storefront-api/:version' }],
      afterFiles: [],
      fallback: [],
    };
  },
  experimental: {
    // Fewer, larger script chunks (36 -> 31 files, the same bytes, no code duplicated): a phone on
    // slow 4G pays a round trip per request, and HTTP/1.1 opens six at a time (decision 0020).
    turbopackChunking: { minChunkSize: 150_000 },
  },
  images: {
    // Provider CDNs resize and convert to webp (CONST-10); see src/lib/images/image-loader.ts.
    loader: 'custom',
    loaderFile: './src/lib/images/image-loader.ts',
    // Few widths, a step of 1.5-2x apart: every width is a srcset entry written twice per image (HTML
    // and RSC payload), and ten of them made a third of the home page's HTML (decision 0015).
    deviceSizes: [384, 768, 1152, 1536],
    imageSizes: [48, 96, 192],
  },
};

export default withNextIntl(nextConfig);
