// An HTTP/2 (TLS) front for a local `next start`, which speaks HTTP/1.1 only: production serves
// the store through a CDN over HTTP/2, and Lighthouse models the two protocols differently (one
// shared connection against six per origin, each with its own handshake). See decision 0009.
//   node scripts/bench/http2-proxy.mjs http://localhost:3100 [--port 3143] [--http1]   # until stopped
// --http1 serves TLS with HTTP/1.1 only, to tell what TLS costs from what HTTP/2 saves.
// Node's fetch rejects the throwaway certificate: warm-ups through it (lighthouse-ab.mjs) need
// NODE_TLS_REJECT_UNAUTHORIZED=0.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

// Connection-specific headers that HTTP/2 forbids in a response (RFC 9113, 8.2.2).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/** A throwaway self-signed certificate for localhost (browsers load it with --ignore-certificate-errors). */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'maple-h2-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', cert],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves `https://localhost:<port>` over HTTP/2 (or HTTP/1.1 alone with `http1`) and forwards every
 * request to `target` (an http:// origin) with the target's own Host, so the store answers exactly as
 * it does when called directly.
 */
export async function startHttp2Proxy({ target, port, http1 = false }) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const forward = (request, response) => {
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !name.startsWith(':')));
    headers.host = upstream.host;
    const forwarded = http.request(
      { agent, host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        const kept = Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name));
        response.writeHead(answer.statusCode ?? 502, Object.fromEntries(kept));
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('upstream unreachable');
    });
    request.pipe(forwarded);
  };
  const certificate = selfSignedCertificate();
  // HTTP/2 accepts HTTP/1.1 too, for Node's fetch (warm-ups); browsers choose HTTP/2.
  const server = http1 ? https.createServer(certificate, forward) : http2.createSecureServer({ ...certificate, allowHTTP1: true }, forward);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', resolve);
  });
  return {
    origin: `https://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    options: { port: { type: 'string', default: '3143' }, http1: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    console.error('usage: node scripts/bench/http2-proxy.mjs <http://origin> [--port N] [--http1]');
    process.exit(2);
  }
  const proxy = await startHttp2Proxy({ target: positionals[0], port: Number(values.port), http1: values.http1 });
  console.log(`${proxy.origin} -> ${positionals[0]} (${values.http1 ? 'HTTP/1.1' : 'HTTP/2'} over TLS; Ctrl-C stops it)`);
}
