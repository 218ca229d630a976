import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The API versions Shopify listed (publicApiVersions) when the recorded traffic was captured, in July
 * 2026: the emulator's calendar. It serves one schema (2026-04) whatever the version, and says in
 * X-Shopify-API-Version which version Shopify would have served.
 */
export const PUBLIC_API_VERSIONS = [
  { handle: '2025-07', displayName: '2025-07 (Unsupported)', supported: false },
  { handle: '2025-10', displayName: '2025-10', supported: true },
  { handle: '2026-01', displayName: '2026-01', supported: true },
  { handle: '2026-04', displayName: '2026-04', supported: true },
  { handle: '2026-07', displayName: '2026-07 (Latest)', supported: true },
  { handle: 'unstable', displayName: 'unstable', supported: false },
];

const API_VERSION_HEADER = 'X-Shopify-API-Version';

const STABLE = PUBLIC_API_VERSIONS.filter((version) => version.supported).map((version) => version.handle);

/**
 * The quarter after the newest stable version: Shopify's release candidate, which may be asked for by name.
 * @internal exported for its tests
 */
export function releaseCandidate(): string {
  const [year, month] = STABLE.at(-1)!.split('-').map(Number) as [number, number];
  return month === 10 ? `${year + 1}-01` : `${year}-${String(month + 3).padStart(2, '0')}`;
}

/**
 * The version Shopify answers a request for `requested` with: a supported stable version, the
 * release candidate or unstable as asked; anything else (retired, never released, malformed) falls
 * forward to the oldest supported stable version, as shopify.dev's versioning guide describes.
 */
export function servedApiVersion(requested: string): string {
  if (requested === 'unstable' || STABLE.includes(requested) || requested === releaseCandidate()) return requested;
  return STABLE[0]!;
}

/** onRequest hook for the versioned GraphQL routes (/…/api/:version/graphql): every answer names its version. */
export async function sendApiVersion(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { version } = (request.params ?? {}) as { version?: string };
  if (version !== undefined) reply.header(API_VERSION_HEADER, servedApiVersion(version));
}
