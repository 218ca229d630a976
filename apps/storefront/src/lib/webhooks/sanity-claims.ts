import { DELIVERY_MEMORY_MS, digestOf, type DeliveryClaim } from './delivery-keys';
import { SANITY_SIGNATURE_TOLERANCE_MS } from './sanity-signature';

/** A signature is accepted up to the tolerance either side of now: its digest is remembered past both ends. */
const SIGNED_MEMORY_MS = 2 * SANITY_SIGNATURE_TOLERANCE_MS + 60_000;
const OPERATIONS = new Set(['create', 'update', 'delete']);

const revisionOf = (payload: unknown) => {
  if (!payload || typeof payload !== 'object') return null;
  const { _id: id, _rev: rev } = payload as { _id?: unknown; _rev?: unknown };
  return typeof id === 'string' && typeof rev === 'string' && id.length <= 200 && rev.length <= 100 ? `${id}@${rev}` : null;
};

/**
 * What a content delivery claims: the signed "<t>.<body>" (a replay within the signature's five minutes
 * repeats it whatever idempotency key it carries; a real edit is signed at another time), the idempotency
 * key (Sanity's retries repeat it), and the document's revision with the operation when the projection
 * names them (a delete sends the revision it removed, so the operation tells it from that revision's update).
 */
export function sanityClaims(headers: Headers, signedAt: string, body: Uint8Array, payload: unknown): DeliveryClaim[] {
  const claims: DeliveryClaim[] = [{ key: `webhook:sanity:signed:${digestOf(signedAt, body)}`, ttlMs: SIGNED_MEMORY_MS }];
  // Its format is Sanity's to choose: kept as a digest, whatever characters it has (the route bounds its length).
  const idempotencyKey = headers.get('idempotency-key')?.trim();
  if (idempotencyKey) claims.push({ key: `webhook:sanity:delivery:${digestOf(idempotencyKey)}`, ttlMs: DELIVERY_MEMORY_MS });
  const revision = revisionOf(payload);
  const operation = headers.get('sanity-operation')?.trim() ?? '';
  if (revision)
    claims.push({
      key: `webhook:sanity:revision:${digestOf(revision, OPERATIONS.has(operation) ? operation : 'any')}`,
      ttlMs: DELIVERY_MEMORY_MS,
    });
  return claims;
}
