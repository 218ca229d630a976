import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { getEnv } from '@/lib/config/env';
import { safeReturnTo, storeUrl } from '@/lib/customer/return-to';
import { originOf } from '@/lib/http/origin-of';
import { refuseCrossOrigin } from '@/lib/http/same-origin';

/** POST /api/draft-mode/disable: the preview bar's "Exit preview"; back to the page it was on, as shoppers see it. */
export async function POST(request: Request) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  (await draftMode()).disable();
  const { SITE_URL } = getEnv();
  const referer = request.headers.get('referer');
  const from = referer && originOf(referer) === new URL(SITE_URL).origin ? new URL(referer) : null;
  const target = storeUrl(safeReturnTo(from ? `${from.pathname}${from.search}` : '/', SITE_URL), SITE_URL);
  return NextResponse.redirect(target, { status: 303, headers: { 'Cache-Control': 'no-store' } });
}
