import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { staticSecurityHeaders } from './src/lib/security/content-security-policy';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // Lets several builds coexist in one checkout (parallel work, benchmarks); .next by default.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  async headers() {
    return [
      { source: '/:path*', headers: staticSecurityHeaders() },
      // JSON and files are never documents: nothing may run or frame them. Pages get their nonce policy from src/proxy.ts.
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }] },
    ];
  },
  images: {
    // Provider CDNs resize and convert to webp (spec §9 "Images"); see src/lib/images/image-loader.ts.
    loader: 'custom',
    loaderFile: './src/lib/images/image-loader.ts',
    deviceSizes: [320, 640, 768, 1024, 1280, 1536],
    imageSizes: [48, 96, 150, 300],
  },
};

export default withNextIntl(nextConfig);
