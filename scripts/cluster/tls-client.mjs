// Requests to the store through nginx as a browser makes them: TLS checked against the run's own
// certificate, HTTP/2, compressed answers decoded. One HTTP/2 connection, opened again if it drops.
import http2 from 'node:http2';
import zlib from 'node:zlib';

const TIMEOUT_MS = 20_000;

function decode(body, encoding) {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}

export class StoreClient {
  constructor(origin, ca) {
    this.origin = origin;
    this.ca = ca;
    this.session = null;
  }

  connect() {
    if (!this.session || this.session.closed || this.session.destroyed) {
      this.session = http2.connect(this.origin, { ca: this.ca });
      this.session.on('error', () => undefined);
    }
    return this.session;
  }

  /**
   * One request; `instance` ('a', 'b') pins it to that storefront instance. Resolves with the status,
   * headers, decoded text, the content encoding and the negotiated protocol (h2).
   */
  request(path, { method = 'GET', headers = {}, body, instance, acceptEncoding = 'br, gzip' } = {}) {
    const session = this.connect();
    return new Promise((resolve, reject) => {
      const stream = session.request({
        ':method': method,
        ':path': path,
        'accept-encoding': acceptEncoding,
        'user-agent': 'maple-cluster-test',
        ...(instance ? { 'x-cluster-instance': instance } : {}),
        ...headers,
      });
      const chunks = [];
      let answer = {};
      stream.setTimeout(TIMEOUT_MS, () => stream.close(http2.constants.NGHTTP2_CANCEL));
      stream.on('response', (received) => (answer = received));
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('close', () => {
        if (answer[':status'] === undefined) return reject(new Error(`${method} ${path}: no answer within ${TIMEOUT_MS / 1000} s`));
        const encoding = answer['content-encoding'] ?? 'identity';
        resolve({
          status: answer[':status'],
          headers: answer,
          encoding,
          protocol: session.alpnProtocol,
          text: decode(Buffer.concat(chunks), encoding).toString('utf8'),
        });
      });
      stream.end(body);
    });
  }

  close() {
    this.session?.close();
  }
}
