import 'server-only';
import { jsonError } from '@/lib/http/json-responses';
import { readLimitedBytes } from '@/lib/http/limited-body';

/**
 * The raw body of a provider's webhook, for its signature check, or the answer that refuses it: read only
 * once its headers passed (routes check them first), counted while it streams (413 past maxBytes, 400 when
 * it cannot be read).
 */
export async function readWebhookBody(request: Request, maxBytes: number): Promise<Uint8Array | Response> {
  const read = await readLimitedBytes(request, maxBytes);
  if (read.ok) return read.bytes;
  return read.reason === 'too-large'
    ? jsonError(413, 'The webhook body is too large')
    : jsonError(400, 'The webhook body could not be read');
}
