export type LimitedText = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'unreadable' };

function joined(chunks: Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export type LimitedBytes = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'unreadable' };

/**
 * A request body's raw bytes, never more than maxBytes of them read: a Content-Length over the limit
 * is refused before reading, and a body without one (chunked) is counted as it streams in and
 * dropped at the first byte past the limit. Every endpoint that reads a body goes through here
 * (webhooks for their signatures over the raw bytes, the others through readLimitedText).
 */
export async function readLimitedBytes(request: Request, maxBytes: number): Promise<LimitedBytes> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // The rest is never read: cancelling tells the server to stop taking it in.
        void reader.cancel().catch(() => {});
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  return { ok: true, bytes: joined(chunks, size) };
}

/** A request body as UTF-8 text, read by readLimitedBytes. */
export async function readLimitedText(request: Request, maxBytes: number): Promise<LimitedText> {
  const read = await readLimitedBytes(request, maxBytes);
  return read.ok ? { ok: true, text: new TextDecoder().decode(read.bytes) } : read;
}
