import { NextResponse } from 'next/server';

/** A 4xx/5xx with a JSON message: every own endpoint fails this way (never an HTML page or a stack). */
export function jsonError(status: number, message: string, details?: Record<string, unknown>): NextResponse {
  return NextResponse.json({ error: message, ...details }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** Public, shared-cacheable JSON (catalogue data that is the same for every shopper). */
export function publicJson(body: unknown, maxAgeSeconds: number): NextResponse {
  return NextResponse.json(body, {
    headers: {
      'Cache-Control': `public, max-age=${maxAgeSeconds}, s-maxage=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}`,
    },
  });
}
