import { describe, expect, it } from 'vitest';
import { readJsonBody } from './json-body';

const post = (body: BodyInit, contentType = 'application/json') =>
  new Request('http://localhost/api/mcp', {
    method: 'POST',
    body,
    headers: { 'content-type': contentType },
    duplex: 'half',
  } as RequestInit);

/** An endless JSON string sent in chunks, without Content-Length. */
function endlessChunkedJson(): ReadableStream<Uint8Array> {
  let first = true;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new TextEncoder().encode(first ? '"' : 'x'.repeat(1_000)));
      first = false;
    },
  });
}

describe('reading a JSON body', () => {
  it('parses a JSON body within the limit', async () => {
    expect(await readJsonBody(post('{"query":"enceinte é"}'), 100)).toEqual({ ok: true, body: { query: 'enceinte é' } });
  });

  it('refuses what is not declared as JSON (415), does not parse (400) or is over the limit (413)', async () => {
    expect(await readJsonBody(post('{}', 'text/plain'), 100)).toMatchObject({ ok: false, status: 415 });
    expect(await readJsonBody(post('{"jsonrpc":'), 100)).toMatchObject({ ok: false, status: 400 });
    expect(await readJsonBody(post(JSON.stringify({ query: 'x'.repeat(200) })), 100)).toMatchObject({ ok: false, status: 413 });
  });

  it('stops reading a chunked body at the limit instead of holding all of it', async () => {
    expect(await readJsonBody(post(endlessChunkedJson()), 64_000)).toMatchObject({ ok: false, status: 413 });
  });
});
