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
      const session = http2.connect(this.origin, { ca: this.ca });
      session.on('error', () => undefined);
      // nginx ends a connection after 1,000 requests (GOAWAY): the next requests go on a new one, as a browser's do.
      session.on('goaway', () => {
        if (this.session === session) this.session = null;
      });
      this.session = session;
    }
    return this.session;
  }

  /**
   * One request; `instance` ('a', 'b') pins it to that storefront instance. Resolves with the status,
   * headers, decoded text, the content encoding and the negotiated protocol (h2). A stream the server
   * refused because it was closing the connection is sent again on a new one.
   */
  async request(path, options = {}) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.send(path, options);
      } catch (error) {
        const refused = /REFUSED_STREAM|GOAWAY|ERR_HTTP2_INVALID_SESSION/.test(`${error.code} ${error.message}`);
        if (!refused || attempt >= 3) throw error;
        this.session = null;
      }
    }
  }

  send(path, { method = 'GET', headers = {}, body, instance, acceptEncoding = 'br, gzip' } = {}) {
    const session = this.connect();
    // A session that is going away throws here: the promise rejects, and request() retries.
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
