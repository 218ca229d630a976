// Liveness: answered by the process alone, so a load balancer restarts only an instance that no longer answers.
export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store' };

/** GET /api/health: 200 {"status":"ok"} while this process serves requests; it reads nothing else. */
export function GET() {
  return Response.json({ status: 'ok' }, { headers });
}

/** HEAD /api/health: the same answer without its body. */
export function HEAD() {
  return new Response(null, { headers });
}
