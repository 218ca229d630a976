import { z } from 'zod';
import { invalidateTags } from '@/lib/cache/invalidate-tags';
import { getSharedCache } from '@/lib/cache/shared-cache';
import { getEnv } from '@/lib/config/env';
import { readJsonBody } from '@/lib/http/json-body';
import { jsonError } from '@/lib/http/json-responses';
import { hasBearerToken } from '@/lib/webhooks/bearer-token';
import { refuseBrowserRequest } from '@/lib/webhooks/server-to-server';

const MAX_BODY_BYTES = 16 * 1024;
const flush = z.object({
  tags: z
    .array(z.string().regex(/^[\w:./@-]{1,256}$/, 'a cache tag'))
    .min(1)
    .max(64),
});

/** The operator's lever is an operator's: CACHE_ADMIN_TOKEN as a bearer token, from a server, or nothing (404 while unset). */
function refuse(request: Request) {
  const token = getEnv().CACHE_ADMIN_TOKEN;
  if (!token) return jsonError(404, 'Not found');
  return (
    refuseBrowserRequest(request) ?? (hasBearerToken(request.headers, token) ? null : jsonError(401, 'A valid bearer token is required'))
  );
}

/**
 * POST /api/cache {tags}: invalidates cache tags on every instance, the manual lever (webhooks do it
 * for each change): 'all', a family ('catalogue', 'stock', 'content', 'page-cache') or any read's
 * tag ('product:<handle>', 'collection:<handle>', 'content:<type>'; src/lib/cache/cache-policy.ts).
 */
export async function POST(request: Request) {
  const refused = refuse(request);
  if (refused) return refused;
  const read = await readJsonBody(request, MAX_BODY_BYTES);
  if (!read.ok) return jsonError(400, read.message);
  const parsed = flush.safeParse(read.body);
  if (!parsed.success) return jsonError(400, 'Send {"tags": ["…"]}: 1 to 64 cache tags');
  await invalidateTags(parsed.data.tags, 'a manual flush');
  return Response.json({ ok: true, invalidated: parsed.data.tags }, { headers: { 'Cache-Control': 'no-store' } });
}

/** GET /api/cache: where the cache lives and what this instance holds in memory. */
export async function GET(request: Request) {
  const refused = refuse(request);
  if (refused) return refused;
  const cache = getSharedCache();
  return Response.json({ backing: cache.status(), memory: cache.memoryUsage() }, { headers: { 'Cache-Control': 'no-store' } });
}
