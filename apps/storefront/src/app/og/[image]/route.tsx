import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { getEnv } from '@/lib/config/env';

/** The size every Open Graph card is drawn at. */
const OG_IMAGE_SIZE = { width: 1200, height: 630 };

// A dotted path (/og/en.png) stays outside the locale proxy, so crawlers get the image without a redirect.
const NAME = /^(en|fr)\.png$/;

// Drawn once per language when the store is built, then served as a file: no request renders it.
export const dynamic = 'force-static';
export const dynamicParams = false;
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ image: `${locale}.png` }));
}

/** GET /og/{locale}.png: the store's default Open Graph card in a language (STORE_NAME as built); product pages use their own image. */
export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const locale = NAME.exec(image)?.[1];
  if (!locale || !(routing.locales as readonly string[]).includes(locale)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'home' });
  const { STORE_NAME } = getEnv();
  const tagline = t('metaTitle', { store: STORE_NAME }).split(' | ').slice(1).join(' | ');
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        background: '#CA0100',
        color: '#ffffff',
        padding: 80,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <div
          style={{
            width: 72,
            height: 72,
            borderRadius: 16,
            background: '#ffffff',
            color: '#CA0100',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 48,
            fontWeight: 700,
          }}
        >
          {STORE_NAME.charAt(0)}
        </div>
        <div style={{ fontSize: 56, fontWeight: 700 }}>{STORE_NAME}</div>
      </div>
      <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.15, maxWidth: 1000 }}>{tagline}</div>
      <div style={{ fontSize: 32, opacity: 0.9 }}>{locale === 'fr' ? 'Canada · Français · English' : 'Canada · English · Français'}</div>
    </div>,
    { ...OG_IMAGE_SIZE, headers: { 'Cache-Control': 'public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800' } },
  );
}
