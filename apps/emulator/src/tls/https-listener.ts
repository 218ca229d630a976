import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { EmulatorConfig } from '../config.js';
import { selfSignedCertificate, type CertificatePair } from './self-signed-certificate.js';

/** Where the generated certificate is kept: beside the data, so clients trust it once (none for :memory:). */
export function certificateFiles(config: Pick<EmulatorConfig, 'dataDir' | 'tlsCertFile' | 'tlsKeyFile'>): { cert: string; key: string } | null {
  if (config.tlsCertFile && config.tlsKeyFile) return { cert: config.tlsCertFile, key: config.tlsKeyFile };
  if (config.dataDir === ':memory:') return null;
  return { cert: path.join(config.dataDir, 'tls', 'emulator-cert.pem'), key: path.join(config.dataDir, 'tls', 'emulator-key.pem') };
}

/**
 * The configured certificate, the one generated on an earlier start, or a new one (saved for the next start).
 * @internal exported for its tests
 */
export function loadCertificate(config: Pick<EmulatorConfig, 'host' | 'dataDir' | 'tlsCertFile' | 'tlsKeyFile'>): CertificatePair {
  const files = certificateFiles(config);
  if (files && existsSync(files.cert) && existsSync(files.key)) return { cert: readFileSync(files.cert, 'utf8'), key: readFileSync(files.key, 'utf8') };
  if (config.tlsCertFile || config.tlsKeyFile) throw new Error('EMULATOR_TLS_CERT_FILE and EMULATOR_TLS_KEY_FILE must both name existing PEM files');
  const hosts = [...new Set(['localhost', '127.0.0.1', '::1', ...(config.host === '0.0.0.0' || config.host === '::' ? [] : [config.host])])];
  const pair = selfSignedCertificate(hosts);
  if (files) {
    mkdirSync(path.dirname(files.cert), { recursive: true });
    writeFileSync(files.cert, pair.cert);
    writeFileSync(files.key, pair.key, { mode: 0o600 });
  }
  return pair;
}

/**
 * The same emulator over HTTPS on a second port (EMULATOR_HTTPS_PORT, off by default), for clients
 * that force https:// on the store domain (Shopify's own client libraries do). Every route, hook
 * and URL is the HTTP server's; URLs in answers come back as https://.
 */
export async function listenHttps(app: FastifyInstance, config: EmulatorConfig & { httpsPort: number }): Promise<{ server: Server; cert: string }> {
  await app.ready();
  const certificate = loadCertificate(config);
  const server = createServer(certificate, (request, response) => app.routing(request, response));
  // Closes with the HTTP server (app.close()), keep-alive clients included.
  app.server.once('close', () => {
    server.close();
    server.closeAllConnections();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.httpsPort, config.host, () => resolve());
  });
  return { server, cert: certificate.cert };
}
