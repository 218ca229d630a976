// nginx serves the store as a deployed store is served: TLS, HTTP/2, Brotli (gzip for older
// clients), and both instances behind it.
import assert from 'node:assert/strict';

export const title = 'TLS, HTTP/2, Brotli and gzip through nginx, to both instances';

export async function run({ client }) {
  const brotli = await client.request('/');
  assert.equal(brotli.status, 200);
  assert.equal(brotli.protocol, 'h2', 'HTTP/2 negotiated over TLS (ALPN)');
  assert.equal(brotli.encoding, 'br', 'Brotli when the browser accepts it');
  assert.match(brotli.text, /<html/);
  const gzip = await client.request('/fr', { acceptEncoding: 'gzip' });
  assert.equal(gzip.status, 200);
  assert.equal(gzip.encoding, 'gzip', 'gzip for a client without Brotli');
  const upstreams = new Set();
  for (const instance of ['a', 'b']) {
    const answer = await client.request('/', { instance });
    assert.equal(answer.status, 200);
    upstreams.add(answer.headers['x-upstream']);
  }
  assert.equal(upstreams.size, 2, `each instance answers on its own port (${[...upstreams].join(', ')})`);
  return `h2, br ${brotli.text.length} characters of HTML, instances ${[...upstreams].join(' and ')}`;
}
