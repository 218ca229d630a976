import { readLimitedText } from './limited-body';

export type JsonBody = { ok: true; body: unknown } | { ok: false; status: 400 | 413 | 415; message: string };

/**
 * The JSON body of a form post, refused when it is not declared as JSON (415), passes maxBytes (413,
 * counted while it streams in: src/lib/http/limited-body.ts) or does not parse (400); the message is
 * meant for the answer.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  if (!request.headers.get('content-type')?.includes('application/json'))
    return { ok: false, status: 415, message: 'Send the form as application/json' };
  const read = await readLimitedText(request, maxBytes);
  if (!read.ok) {
    return read.reason === 'too-large'
      ? { ok: false, status: 413, message: 'The form is too large' }
      : { ok: false, status: 400, message: 'The form could not be read' };
  }
  try {
    return { ok: true, body: JSON.parse(read.text) };
  } catch {
    return { ok: false, status: 400, message: 'The form is not valid JSON' };
  }
}
