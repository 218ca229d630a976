import { NextResponse } from 'next/server';

/** JSON for one visitor (their account, their form's answer): never stored by the browser, a CDN or a proxy. */
export function privateJson(body: unknown, status = 200, headers: Record<string, string> = {}): NextResponse {
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'private, no-store', ...headers } });
}
