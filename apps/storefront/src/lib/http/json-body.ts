import { readBoundedBody } from './bounded-body';

/**
 * The JSON body of a form post, refused when it is not declared as JSON (415), is over maxBytes (413),
 * or does not parse (400); the message is meant for that answer.
 */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; body: unknown } | { ok: false; status: 400 | 413 | 415; message: string }> {
  if (!request.headers.get('content-type')?.includes('application/json'))
    return { ok: false, status: 415, message: 'Send the form as application/json' };
  // Counted while it streams: a chunked body has no Content-Length to refuse it by.
  const bytes = await readBoundedBody(request, maxBytes);
  if (!bytes) return { ok: false, status: 413, message: 'The form is too large' };
  try {
    return { ok: true, body: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { ok: false, status: 400, message: 'The form is not valid JSON' };
  }
}
