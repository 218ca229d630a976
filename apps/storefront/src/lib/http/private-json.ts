import { NextResponse } from 'next/server';

/** JSON for one signed-in customer: never stored by the browser, a CDN or a proxy. */
export function privateJson(body: unknown, status = 200): NextResponse {
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });
}
