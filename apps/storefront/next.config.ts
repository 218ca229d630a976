import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The store's own workspace packages are plain TypeScript.
  typedRoutes: false,
  images: {
    deviceSizes: [320, 640, 768, 1024, 1280, 1536],
    imageSizes: [48, 96, 150, 300],
    formats: ['image/webp'],
  },
};

export default withNextIntl(nextConfig);
