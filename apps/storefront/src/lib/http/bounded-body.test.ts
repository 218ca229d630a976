import { describe, expect, it } from 'vitest';
import { readBoundedBody } from './bounded-body';

/** A body sent in chunks, without Content-Length (as a chunked upload comes). */
function chunked(chunks: number, size: number): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  return new Request('http://localhost/api/webhooks/shopify', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

describe('reading a bounded body', () => {
  it('gives the bytes of a body within the limit', async () => {
    expect((await readBoundedBody(new Request('http://localhost/', { method: 'POST', body: 'hello' }), 5))?.byteLength).toBe(5);
    expect((await readBoundedBody(chunked(4, 1_000), 4_000))?.byteLength).toBe(4_000);
  });

  it('stops at the limit, whether the size is declared or the body is chunked', async () => {
    expect(await readBoundedBody(new Request('http://localhost/', { method: 'POST', body: 'hello!' }), 5)).toBeNull();
    expect(await readBoundedBody(chunked(10_000, 1_000), 4_000)).toBeNull();
  });
});
