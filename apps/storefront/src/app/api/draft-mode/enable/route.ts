import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { getEnv } from '@/lib/config/env';
import { previewClient } from '@/lib/content/preview';
import { safeReturnTo, storeUrl } from '@/lib/customer/return-to';
import { jsonError } from '@/lib/http/json-responses';
import { logger } from '@/lib/observability/logger';

/**
 * GET /api/draft-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/path: an editor's preview
 * link from the Studio (CONT-53). The secret must be one the Studio stored in the dataset within the
 * hour, which only an editor can do; then this browser alone sees drafts, on the page named (this store only).
 */
export async function GET(request: NextRequest) {
  const { SITE_URL, SANITY_PREVIEW_TOKEN } = getEnv();
  if (!SANITY_PREVIEW_TOKEN) return jsonError(404, 'Previews are not enabled on this store');
  if (!request.nextUrl.searchParams.get('sanity-preview-secret')) return jsonError(400, 'A preview link needs its sanity-preview-secret');
  let checked: Awaited<ReturnType<typeof validatePreviewUrl>>;
  try {
    checked = await validatePreviewUrl(previewClient(), request.url);
  } catch (error) {
    logger().error({ err: error }, 'Preview link could not be checked');
    return jsonError(503, 'The content service could not check this preview link; try again');
  }
  if (!checked.isValid) return jsonError(401, 'This preview link is not valid or has expired: open a new one from the Studio');
  (await draftMode()).enable();
  const target = storeUrl(safeReturnTo(checked.redirectTo, SITE_URL), SITE_URL);
  return NextResponse.redirect(target, { status: 307, headers: { 'Cache-Control': 'no-store' } });
}
