/**
 * The JSON body of a form post, refused when it is not declared as JSON, is over maxBytes, or does
 * not parse; the message is meant for a 400 answer.
 */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; body: unknown } | { ok: false; message: string }> {
  if (!request.headers.get('content-type')?.includes('application/json'))
    return { ok: false, message: 'Send the form as application/json' };
  const declared = Number(request.headers.get('content-length'));
  if (declared > maxBytes) return { ok: false, message: 'The form is too large' };
  const text = await request.text();
  if (new TextEncoder().encode(text).length > maxBytes) return { ok: false, message: 'The form is too large' };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, message: 'The form is not valid JSON' };
  }
}
