import { describe, expect, it } from 'vitest';
import { readLimitedBytes, readLimitedText } from './limited-body';

const CHUNK = 64 * 1024;

/** A chunked upload (no Content-Length) of `total` bytes, counting what the reader pulled. */
function chunkedUpload(total: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      pulled += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK).fill(0x61));
    },
  });
  const request = new Request('http://localhost/api/maestro', { method: 'POST', body, duplex: 'half' } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('readLimitedText', () => {
  it('stops a chunked 8 MB upload at the limit, having read little more than the limit', async () => {
    const upload = chunkedUpload(8 * 1024 * 1024);
    expect(await readLimitedText(upload.request, 64_000)).toEqual({ ok: false, reason: 'too-large' });
    // The stream may have one chunk queued ahead: nowhere near the 8 MB sent.
    expect(upload.pulled()).toBeLessThanOrEqual(3 * CHUNK);
  });

  it('refuses a declared Content-Length over the limit without reading anything', async () => {
    const upload = chunkedUpload(8 * 1024 * 1024);
    const request = new Request(upload.request, { headers: { 'content-length': String(8 * 1024 * 1024) } });
    expect(await readLimitedText(request, 64_000)).toEqual({ ok: false, reason: 'too-large' });
    // Only what the streams queued for themselves (the copied request adds one of its own): no read happened.
    expect(upload.pulled()).toBeLessThanOrEqual(2 * CHUNK);
  });

  it('reads a body within the limit, multi-byte characters across chunks included', async () => {
    const text = `{"q":"${'é'.repeat(40_000)}"}`;
    const request = new Request('http://localhost/', { method: 'POST', body: text });
    expect(await readLimitedText(request, 100_000)).toEqual({ ok: true, text });
    expect(await readLimitedText(new Request('http://localhost/', { method: 'POST', body: text }), 80_000)).toEqual({
      ok: false,
      reason: 'too-large',
    });
  });

  it('reads an empty body as empty text', async () => {
    expect(await readLimitedText(new Request('http://localhost/', { method: 'POST' }), 10)).toEqual({ ok: true, text: '' });
  });
});

describe('readLimitedBytes', () => {
  it('gives the raw bytes of a body within the limit, declared or chunked', async () => {
    const read = await readLimitedBytes(new Request('http://localhost/', { method: 'POST', body: 'hello' }), 5);
    expect(read.ok && read.bytes.byteLength).toBe(5);
    const chunked = await readLimitedBytes(chunkedUpload(4 * CHUNK).request, 4 * CHUNK);
    expect(chunked.ok && chunked.bytes.byteLength).toBe(4 * CHUNK);
  });

  it('stops at the limit, whether the size is declared or the body is chunked', async () => {
    expect(await readLimitedBytes(new Request('http://localhost/', { method: 'POST', body: 'hello!' }), 5)).toEqual({
      ok: false,
      reason: 'too-large',
    });
    expect(await readLimitedBytes(chunkedUpload(8 * 1024 * 1024).request, 4 * CHUNK)).toEqual({ ok: false, reason: 'too-large' });
  });
});
