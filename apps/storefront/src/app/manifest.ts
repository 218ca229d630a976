import type { MetadataRoute } from 'next';
import { getEnv } from '@/lib/config/env';

export default function manifest(): MetadataRoute.Manifest {
  const { STORE_NAME } = getEnv();
  return {
    name: STORE_NAME,
    short_name: STORE_NAME,
    description: 'Pro audio, music, DJ, lighting and AV equipment in Canada.',
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#CA0100',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
